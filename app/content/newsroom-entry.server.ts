/** content/newsrooms/<slug>/index.md: a partner newsroom, with its logo beside it. */
import { type FileContext, imageRef, validate } from "./reading/files.server";
import type { Entry, RawEntry } from "./reading/folders.server";
import type { Kind } from "./reading/translation-check.server";
import {
  type NewsroomFrontmatter,
  newsroomFrontmatterSchema,
  newsroomTranslationSchema,
} from "./newsroom-schema.server";
import type { ImageRef } from "../images/image-types";

/** A newsroom as the build holds it: its frontmatter with its logo resolved. */
export type NewsroomEntry = Entry & Omit<NewsroomFrontmatter, "draft" | "logo"> & { logo: ImageRef };

/** The newsroom, or undefined when its frontmatter has problems (reported in `context`). */
export function toNewsroomEntry(raw: RawEntry, context: FileContext): NewsroomEntry | undefined {
  const data = validate(newsroomFrontmatterSchema, raw.file, raw.parsed.data, context.problems);
  if (!data) return undefined;
  const { logo, draft: _draft, ...rest } = data;
  return { ...rest, slug: raw.slug, file: raw.file, logo: imageRef(raw.file, logo, "logo", context) };
}

/** How a newsroom is read in each language: its words are translated. */
export const newsroomKind = {
  translation: newsroomTranslationSchema,
  body: false,
  convert: toNewsroomEntry,
} satisfies Kind<NewsroomEntry>;
