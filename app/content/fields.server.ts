/**
 * The fields several collections' frontmatter shares: texts, slugs, references, images, dates,
 * videos, chapters, flags. Each collection's schema (app/content/<collection>-schema.server.ts,
 * like story-schema.server.ts) is made of these. Each field's error message is what the build tells an editor was *expected*,
 * so it is written for editors, not programmers. Objects are strict: an unknown field (usually a
 * typo) is an error, never silently ignored.
 *
 * Fields written in words are marked `words()`: a translation (`index.es.md`) holds those and
 * nothing else, and its schema is derived from them (translatable.server.ts).
 */
import { z } from "zod";
import { CHAPTER_IDS, SLUG_PATTERN } from "../config/constants";
import { ownFile, words } from "./translatable.server";

/** A required text, trimmed. */
export const text = (expected: string) => z.string({ error: expected }).trim().min(1, { error: expected });

/** Lowercase words joined by single hyphens, like `ana-ruiz`. */
export const slugSchema = z
  .string({ error: 'a slug: lowercase letters and digits joined by single hyphens, like "ana-ruiz"' })
  .regex(SLUG_PATTERN, { error: 'a slug: lowercase letters and digits joined by single hyphens, like "ana-ruiz"' });

/** The slug of an entry of another collection. */
export const reference = (collection: string) =>
  z
    .string({ error: `the slug of one of the ${collection} (its folder name in content/${collection}/)` })
    .regex(SLUG_PATTERN, {
      error: `the slug of one of the ${collection} (its folder name in content/${collection}/)`,
    });

const IMAGE_FILE = /\.(?:jpe?g|png|webp|avif|svg)$/i;

const imageFile = text("an image file name relative to this file, like hero.jpg").regex(IMAGE_FILE, {
  error: "an image file ending in .jpg, .jpeg, .png, .webp, .avif or .svg",
});

const alt = words(text("alt text: a short description of the image for readers who cannot see it"));

/** An image beside the entry's file, described for readers who cannot see it. */
export const imageSchema = z.strictObject(
  {
    /** The image file, relative to the Markdown file. */
    src: imageFile,
    /** What the image shows, for screen readers and when the image fails to load. Required. */
    alt,
    /** Who made the image. Optional here; required on story heroes. */
    credit: words(text("the name of whoever made the image")).optional(),
  },
  { error: "an image: src (file name) and alt (description), on their own indented lines" },
);

/** A date written as 2020-11-03 (YAML turns that into a Date; a quoted string works too). */
export const dateSchema = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)], { error: "a date like 2020-11-03" })
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: "a real date like 2020-11-03" });

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** What the build expects of a video's length, as an editor writes it. */
export const DURATION_TEXT = "how long the video runs, as minutes:seconds like 3:25 (or 1:02:07 past an hour)";
/** A video's length as an editor reads it off its player, `m:ss` or `h:mm:ss`, in seconds. */
const durationSchema = z
  .string({ error: DURATION_TEXT })
  .regex(/^(?:\d+:[0-5]\d|\d+:[0-5]\d:[0-5]\d)$/, { error: DURATION_TEXT })
  .transform((text) => text.split(":").reduce((seconds, part) => seconds * 60 + Number(part), 0))
  .refine((seconds) => seconds > 0, { error: DURATION_TEXT });

/**
 * A video: either a YouTube id, or a local MP4 with a poster image and a WebVTT captions file.
 * Paths are relative to the file that names them.
 */
export const videoSchema = z
  .strictObject(
    {
      /** What the video is called, for its player and its search listing. */
      title: words(text("the video's title")),
      /** When it was published; a story's video defaults to the story's date. */
      date: dateSchema.optional(),
      /** The 11-character id from a YouTube address (youtube.com/watch?v=<id>). */
      youtube: z
        .string({ error: "the 11-character YouTube id, like dQw4w9WgXcQ" })
        .regex(YOUTUBE_ID, { error: "the 11-character YouTube id, like dQw4w9WgXcQ" })
        .optional(),
      /** A local MP4 file. */
      src: text("an MP4 video file")
        .regex(/\.mp4$/i, { error: "an MP4 video file (ending in .mp4)" })
        .optional(),
      /**
       * How long a YouTube video runs, for search engines (a VideoObject's duration), as the build
       * cannot ask YouTube; required for a story's. A local MP4's length is read from the file.
       */
      duration: durationSchema.optional(),
      /** The image shown before the video plays; required for a local video, optional for YouTube. */
      poster: imageSchema.optional(),
      /**
       * WebVTT captions: required for a local video, so every reader can follow it, and for a
       * story's video of either kind, whose page shows them as its transcript. A translation may
       * name its own track in its language (`video.es.vtt`); the player offers both.
       */
      captions: ownFile(
        text("a WebVTT captions file (ending in .vtt)").regex(/\.vtt$/i, {
          error: "a WebVTT captions file (ending in .vtt)",
        }),
      ).optional(),
      /**
       * Audio description (WCAG 1.2.5), local videos only: a WebVTT track of what the picture
       * shows, which the player announces and the transcript includes. Like the captions, a
       * translation may name its own track in its language.
       */
      descriptions: ownFile(
        text("a WebVTT descriptions file (ending in .vtt)").regex(/\.vtt$/i, {
          error: "a WebVTT descriptions file (ending in .vtt)",
        }),
      ).optional(),
      /** Audio description as a second MP4 with the descriptions voiced in its sound; local videos only. */
      describedSrc: text("an MP4 video file with the descriptions voiced")
        .regex(/\.mp4$/i, { error: "an MP4 video file with the descriptions voiced (ending in .mp4)" })
        .optional(),
    },
    { error: "a video: a title and either youtube (an id) or src, poster and captions" },
  )
  .superRefine((video, ctx) => {
    if (video.youtube && video.src) {
      ctx.addIssue({ code: "custom", path: ["src"], message: "either youtube or src, not both" });
    }
    if (!video.youtube && !video.src) {
      ctx.addIssue({ code: "custom", path: ["src"], message: "a youtube id or a local MP4 file (src)" });
    }
    if (video.src && !video.captions) {
      ctx.addIssue({
        code: "custom",
        path: ["captions"],
        message: "a WebVTT captions file (ending in .vtt) for the video",
      });
    }
    if (video.src && video.duration !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["duration"],
        message: "no duration for a local MP4 (the build reads its length from the file)",
      });
    }
    for (const field of ["descriptions", "describedSrc"] as const) {
      if (video.youtube && video[field] !== undefined) {
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: "no audio description for a YouTube video (YouTube plays its own); only for a local MP4 (src)",
        });
      }
    }
    if (video.src && !video.poster) {
      ctx.addIssue({ code: "custom", path: ["poster"], message: "a poster image (src and alt) for the video" });
    }
  });

export const flags = {
  /** Marks sample content written for this project; the page shows a "Sample" label. Default false. */
  sample: z.boolean({ error: "true or false" }).default(false),
  /** A draft is kept out of the build. Default false. */
  draft: z.boolean({ error: "true or false" }).default(false),
};

const chapterIds = CHAPTER_IDS.map((id) => JSON.stringify(id)).join(" or ");

/** One of the site's chapters, `struggle` or `forward`: a fresh schema each time, as a site.md chapter's marks its own. */
export const chapterId = () => z.enum(CHAPTER_IDS, { error: `the chapter: ${chapterIds}` });
