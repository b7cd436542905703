/** content/newsrooms/<slug>/index.md: a partner newsroom, with its logo beside it. */
import { newsroomFrontmatterSchema } from "../schemas.server";
import type { ImageRef } from "../images.server";
import { type FileContext, imageRef, validate } from "./files.server";
import type { Entry, RawEntry } from "./folders.server";

export interface NewsroomEntry extends Entry {
  name: string;
  region: string;
  url: string;
  description: string;
  logo: ImageRef;
  order: number;
}

/** The newsroom, or undefined when its frontmatter has problems (reported in `context`). */
export function toNewsroomEntry(raw: RawEntry, context: FileContext): NewsroomEntry | undefined {
  const data = validate(newsroomFrontmatterSchema, raw.file, raw.parsed.data, context.problems);
  if (!data) return undefined;
  const { logo, draft: _draft, ...rest } = data;
  return { ...rest, slug: raw.slug, file: raw.file, logo: imageRef(raw.file, logo, "logo", context) };
}
