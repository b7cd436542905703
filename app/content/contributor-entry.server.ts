/** content/contributors/<slug>/index.md: a contributor, with their portrait and video beside them. */
import { type FileContext, type VideoRef, imageRef, validate, videoRef } from "./reading/files.server";
import type { Entry, RawEntry } from "./reading/folders.server";
import type { Kind } from "./reading/translation-check.server";
import {
  type ContributorFrontmatter,
  contributorFrontmatterSchema,
  contributorTranslationSchema,
} from "./contributor-schema.server";
import type { ImageRef } from "../images/image-types";

/** A contributor as the build holds them: their frontmatter with its files resolved (`newsroom` is a slug). */
export type ContributorEntry = Entry &
  Omit<ContributorFrontmatter, "draft" | "portrait" | "video"> & { portrait: ImageRef; video: VideoRef };

/** The contributor, or undefined when their frontmatter has problems (reported in `context`). */
export function toContributorEntry(raw: RawEntry, context: FileContext): ContributorEntry | undefined {
  const data = validate(contributorFrontmatterSchema, raw.file, raw.parsed.data, context.problems);
  if (!data) return undefined;
  const { portrait, video, draft: _draft, ...rest } = data;
  return {
    ...rest,
    slug: raw.slug,
    file: raw.file,
    portrait: imageRef(raw.file, portrait, "portrait", context),
    video: videoRef(raw.file, video, "video", context),
  };
}

/** How a contributor is read in each language: their words are translated, and their video's captions. */
export const contributorKind = {
  translation: contributorTranslationSchema,
  body: false,
  video: "video",
  convert: toContributorEntry,
} satisfies Kind<ContributorEntry>;
