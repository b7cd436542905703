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

/** The most related stories an editor may pin on one story (its `related` field); all are shown. */
const RELATED_STORIES_MAX = 4;

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
  /**
   * Themes an editor gives the story, as lowercase slugs (`housing`, `remote-school`): stories
   * sharing one are offered as related stories (app/related/). Default none.
   */
  tags: z
    .array(slugSchema, { error: 'a list of themes, each a slug like "remote-school"' })
    .max(12, { error: "at most 12 themes" })
    .default([]),
  /**
   * Stories an editor pins as related, by slug, shown first under the story: each a story by
   * another contributor. The rest are chosen by what the stories share. Default none.
   */
  related: z
    .array(slugSchema, { error: "a list of story slugs (their folder names in content/stories/)" })
    .max(RELATED_STORIES_MAX, { error: `at most ${RELATED_STORIES_MAX} related stories` })
    .default([]),
  /** Who made the story beside its teller, named under it; the translator on the translated page only. */
  credits: z
    .strictObject(
      {
        /** The reporter who worked with the contributor. */
        reporter: text("the reporter's name").optional(),
        /** The editor. */
        editor: text("the editor's name").optional(),
        /** Who translated it; shown on the translated page. */
        translator: text("the translator's name").optional(),
        /** Who produced its video or audio. */
        producer: text("the producer's name").optional(),
      },
      { error: "credits: reporter, editor, translator and producer names, each on its own indented line" },
    )
    .optional(),
  /** When an editor changed the story after it was published, and what changed (shown under it). */
  updated: z
    .strictObject(
      {
        /** The day of the change. */
        date: dateSchema,
        /** What changed, in a sentence for readers. */
        note: words(text("a sentence saying what changed")),
      },
      { error: "updated: a date and a note, on their own indented lines" },
    )
    .optional(),
  ...flags,
});
export type StoryFrontmatter = z.infer<typeof storyFrontmatterSchema>;

/** content/stories/<slug>/index.es.md: title, summary, the hero's and the video's words; the body. */
export const storyTranslationSchema = translationSchemaOf(storyFrontmatterSchema);
