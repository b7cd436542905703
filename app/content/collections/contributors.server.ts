/** content/contributors/<slug>/index.md: a contributor, with their portrait and video beside them. */
import { contributorFrontmatterSchema } from "../schemas.server";
import type { ImageRef } from "../images.server";
import { type FileContext, type VideoRef, imageRef, validate, videoRef } from "./files.server";
import type { Entry, RawEntry } from "./folders.server";

export interface ContributorEntry extends Entry {
  name: string;
  age: number | string;
  hometown: string;
  /** The slug of their newsroom. */
  newsroom: string;
  bio: string;
  portrait: ImageRef;
  video: VideoRef;
  order: number;
}

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
