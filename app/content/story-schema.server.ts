/** A story's frontmatter, and what its translation may hold. */
import { z } from "zod";
import {
  DURATION_TEXT,
  chapterId,
  dateSchema,
  flags,
  imageSchema,
  reference,
  slugSchema,
  text,
  videoSchema,
} from "./fields.server";
import { translationSchemaOf, words } from "./translatable.server";

/** A story's hero image: a credit is required. */
export const heroImageSchema = imageSchema.extend({
  credit: words(text("the name of whoever made the image (credit)")),
});

/** content/stories/<slug>/index.md; the slug is the folder's name unless `slug` is set. */
export const storyFrontmatterSchema = z.strictObject({
  /** The headline. */
  title: words(text("the story's title")),
  /** Overrides the folder name as the story's slug (its anchor on the contributor page). */
  slug: slugSchema.optional(),
  /** Who tells it. */
  contributor: reference("contributors"),
  /** The newsroom that published it. */
  newsroom: reference("newsrooms"),
  /** `struggle` (a year of struggle) or `forward` (finding a way forward). */
  chapter: chapterId(),
  /** When it was published. */
  date: dateSchema,
  /** One or two sentences for cards and search results (the dek). */
  summary: words(text("a one- or two-sentence summary")),
  /** The lead image, with alt text and a credit. */
  hero: heroImageSchema,
  /**
   * An optional video shown above the text, with captions and a length whatever its kind: its page
   * shows the captions as the transcript, and gives search engines its length.
   */
  video: videoSchema
    .superRefine((video, ctx) => {
      if (video.youtube && video.duration === undefined) {
        ctx.addIssue({ code: "custom", path: ["duration"], message: `${DURATION_TEXT}, for a YouTube video` });
      }
      if (video.youtube && !video.captions) {
        ctx.addIssue({
          code: "custom",
          path: ["captions"],
          message:
            "a WebVTT captions file (ending in .vtt) for the video, which its page shows as the transcript (YouTube Studio: Subtitles, then Download .vtt)",
        });
      }
    })
    .optional(),
  ...flags,
});
export type StoryFrontmatter = z.infer<typeof storyFrontmatterSchema>;

/** content/stories/<slug>/index.es.md: title, summary, the hero's and the video's words; the body. */
export const storyTranslationSchema = translationSchemaOf(storyFrontmatterSchema);
