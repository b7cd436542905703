/**
 * content/stories/<slug>/index.md: a story, its text in Markdown below the frontmatter and its
 * images beside it. Its slug is its anchor on the contributor's page, so it must be unique and
 * not one of the page's own element ids.
 */
import path from "node:path";
import { type ContentProblem, describeFound } from "./content-error.server";
import { renderStoryMarkdown } from "./markdown.server";
import { type FileContext, type VideoRef, imageRef, validate, videoRef } from "./reading/files.server";
import type { Entry, RawEntry } from "./reading/folders.server";
import type { Kind } from "./reading/translation-check.server";
import { type StoryFrontmatter, storyFrontmatterSchema, storyTranslationSchema } from "./story-schema.server";
import type { ImageRef } from "../images/image-types";

/**
 * A story as the build holds it: its frontmatter with its files resolved (`contributor` and
 * `newsroom` are slugs) and its body rendered to sanitized HTML (app/content/markdown.server.ts).
 */
export type StoryEntry = Entry &
  Omit<StoryFrontmatter, "slug" | "draft" | "hero" | "video"> & {
    hero: ImageRef;
    video?: VideoRef;
    /** Under the story's title on its contributor's page. */
    bodyHtml: string;
    /** Under the story's h1 on its own page: its headings a level higher. */
    ownPageBodyHtml: string;
  };

/** Element ids the contributor page uses itself; a story anchor must not take them. */
const RESERVED_STORY_SLUGS = new Set(["main"]);

/** The story, or undefined when its frontmatter has problems; an empty body is a problem either way. */
export function toStoryEntry(raw: RawEntry, context: FileContext): StoryEntry | undefined {
  const data = validate(storyFrontmatterSchema, raw.file, raw.parsed.data, context.problems);
  if (raw.parsed.body.trim() === "") {
    context.problems.push({
      file: raw.file,
      field: "(body)",
      expected: "the story's text in Markdown below the frontmatter",
      found: "nothing",
    });
  }
  if (!data) return undefined;
  const { hero, video, draft: _draft, slug, ...rest } = data;
  return {
    ...rest,
    slug: slug ?? raw.slug,
    file: raw.file,
    hero: imageRef(raw.file, hero, "hero", context),
    ...(video ? { video: videoRef(raw.file, video, "video", context) } : {}),
    ...renderStoryMarkdown(raw.parsed.body),
  };
}

/** Reports every story slug that is reserved or that an earlier story already has. */
export function checkStorySlugs(stories: StoryEntry[], problems: ContentProblem[]): void {
  const seen = new Map<string, string>();
  for (const story of stories) {
    if (RESERVED_STORY_SLUGS.has(story.slug)) {
      problems.push({
        file: story.file,
        field: "slug",
        expected: `a slug other than ${[...RESERVED_STORY_SLUGS].join(", ")} (the page uses that name itself)`,
        found: describeFound(story.slug),
      });
    }
    const first = seen.get(story.slug);
    if (first) {
      problems.push({
        file: story.file,
        field: "slug",
        expected: `a slug no other story uses (${path.relative(process.cwd(), first)} has it)`,
        found: describeFound(story.slug),
      });
    } else seen.set(story.slug, story.file);
  }
}

/** How a story is read in each language: its words and its body are translated, and its video's captions. */
export const storyKind = {
  translation: storyTranslationSchema,
  body: true,
  video: "video",
  convert: toStoryEntry,
} satisfies Kind<StoryEntry>;
