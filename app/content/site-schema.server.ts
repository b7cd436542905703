/** content/site.md's frontmatter, and what its translation (site.es.md) may hold. */
import { z } from "zod";
import { CHAPTER_IDS } from "../config/constants";
import { chapterId, text, videoSchema } from "./fields.server";
import { translationKey, translationSchemaOf, words } from "./translatable.server";

const chapterList = CHAPTER_IDS.join(" and ");

const chapterSchema = z.strictObject({
  /** Which chapter: struggle or forward. A translation names it to say which chapter it translates. */
  id: translationKey(chapterId()),
  /** Its heading on the home page. */
  title: words(text("the chapter's heading")),
  /** A sentence under the heading. */
  summary: words(text("a sentence introducing the chapter")).optional(),
});

/** content/site.md: the site settings. Paths are relative to content/. */
export const siteFrontmatterSchema = z.strictObject({
  /** The product's name, shown in every page title. */
  name: words(text("the site's name")),
  /** The words after the name in the home page title. */
  tagline: words(text("the tagline")),
  /** The site-wide description for search results and link previews. */
  description: words(text("the site's description")),
  /** The line of credits in every page's footer. */
  credits: words(text("a line of credits for the footer")),
  /** The video at the top of the home page. */
  featuredVideo: videoSchema,
  /** The chapters, in the order the home page shows them; each chapter once. */
  chapters: z
    .array(chapterSchema, { error: `a list of the two chapters, ${chapterList}` })
    .refine((list) => list.length === CHAPTER_IDS.length && CHAPTER_IDS.every((id) => list.some((c) => c.id === id)), {
      error: `each chapter (${chapterList}) listed exactly once`,
    }),
  /** Glob patterns of entries kept out of the build, relative to content/, like `stories/**\/wip-*`. */
  exclude: z.array(z.string({ error: "a glob pattern in quotes" }), { error: "a list of glob patterns" }).default([]),
});
export type SiteFrontmatter = z.infer<typeof siteFrontmatterSchema>;

/** content/site.es.md: the site's texts, the featured video's words, the chapters' headings by id. */
export const siteTranslationSchema = translationSchemaOf(siteFrontmatterSchema);
