/**
 * The shape of every content file's frontmatter. Each field's error message is what the build
 * tells an editor was *expected*, so it is written for editors, not programmers. Objects are
 * strict: an unknown field (usually a typo) is an error, never silently ignored.
 *
 * Fields written in words are marked `words()`: a translation (`index.es.md`) holds those and
 * nothing else, and its schema, at the end of this file, is derived from these.
 */
import { z } from "zod";
import { CHAPTER_IDS, SLUG_PATTERN } from "../constants";
import { ownFile, translationKey, translationSchemaOf, words } from "./translatable.server";

const text = (expected: string) => z.string({ error: expected }).trim().min(1, { error: expected });

/** Lowercase words joined by single hyphens, like `ana-ruiz`. */
export const slugSchema = z
  .string({ error: 'a slug: lowercase letters and digits joined by single hyphens, like "ana-ruiz"' })
  .regex(SLUG_PATTERN, { error: 'a slug: lowercase letters and digits joined by single hyphens, like "ana-ruiz"' });

const reference = (collection: string) =>
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

/** A story's hero image: a credit is required. */
export const heroImageSchema = imageSchema.extend({
  credit: words(text("the name of whoever made the image (credit)")),
});

/** A date written as 2020-11-03 (YAML turns that into a Date; a quoted string works too). */
const dateSchema = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)], { error: "a date like 2020-11-03" })
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: "a real date like 2020-11-03" });

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

const DURATION_TEXT = "how long the video runs, as minutes:seconds like 3:25 (or 1:02:07 past an hour)";
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
    if (video.src && !video.poster) {
      ctx.addIssue({ code: "custom", path: ["poster"], message: "a poster image (src and alt) for the video" });
    }
  });

const flags = {
  /** Marks sample content written for this project; the page shows a "Sample" label. Default false. */
  sample: z.boolean({ error: "true or false" }).default(false),
  /** A draft is kept out of the build. Default false. */
  draft: z.boolean({ error: "true or false" }).default(false),
};

/** content/newsrooms/<slug>/index.md */
export const newsroomFrontmatterSchema = z.strictObject({
  /** The newsroom's name. */
  name: words(text("the newsroom's name")),
  /** Where it reports from: Oakland, Fresno, Los Angeles, Eastern Coachella Valley. */
  region: words(text("the city or region, like Oakland")),
  /** Its website. */
  url: z.url({ protocol: /^https?$/, error: "a web address starting with https://" }),
  /** One or two sentences about the newsroom. */
  description: words(text("a short description of the newsroom")),
  /** Its logo, beside this file. */
  logo: imageSchema,
  /** Position in lists; lower comes first. Default 0, then by name. */
  order: z.number({ error: "a whole number" }).int({ error: "a whole number" }).default(0),
  ...flags,
});
export type NewsroomFrontmatter = z.infer<typeof newsroomFrontmatterSchema>;

/** content/contributors/<slug>/index.md; the slug is the folder's name. */
export const contributorFrontmatterSchema = z.strictObject({
  /** The contributor's name as they want it shown; the same in every language, so not translated. */
  name: text("the contributor's name"),
  /**
   * An age (19) or an age range ("18-20"). A quoted age ("19") is an age too: the editing studio
   * (/admin/) types the field as text, so it writes an age it was given in quotes.
   */
  age: z.union(
    [
      z.number().int().min(10).max(99),
      z
        .string()
        .regex(/^[1-9]\d$/)
        .transform(Number),
      z.string().regex(/^\d{2}\s*[-–]\s*\d{2}$/),
    ],
    { error: 'an age like 19, or an age range like "18-20"' },
  ),
  /** The town they grew up in or live in. */
  hometown: words(text("the contributor's hometown")),
  /** The newsroom they reported with. */
  newsroom: reference("newsrooms"),
  /** Two or three sentences about them. */
  bio: words(text("a short bio")),
  /** Their portrait, beside this file. */
  portrait: imageSchema,
  /** Their own video piece, shown at the top of their page: a local MP4 or a YouTube id. Required. */
  video: videoSchema,
  /** Position in lists; lower comes first. */
  order: z.number({ error: "a whole number, like 1" }).int({ error: "a whole number, like 1" }),
  ...flags,
});
export type ContributorFrontmatter = z.infer<typeof contributorFrontmatterSchema>;

const chapterIds = CHAPTER_IDS.map((id) => JSON.stringify(id)).join(" or ");
const chapterList = CHAPTER_IDS.join(" and ");

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
  chapter: z.enum(CHAPTER_IDS, { error: `the chapter: ${chapterIds}` }),
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

const chapterSchema = z.strictObject({
  /** Which chapter: struggle or forward. A translation names it to say which chapter it translates. */
  id: translationKey(z.enum(CHAPTER_IDS, { error: `the chapter: ${chapterIds}` })),
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

/*
 * Translations: `site.es.md` and `<collection>/<slug>/index.es.md`, beside the English file. Each
 * holds only the fields marked words() above (and its own captions track), so everything else
 * comes from the English file; app/content/collections/translations.server.ts checks and merges them.
 */

/** content/site.es.md: the site's texts, the featured video's words, the chapters' headings by id. */
export const siteTranslationSchema = translationSchemaOf(siteFrontmatterSchema);
/** content/newsrooms/<slug>/index.es.md: name, region, description, the logo's alt text. */
export const newsroomTranslationSchema = translationSchemaOf(newsroomFrontmatterSchema);
/** content/contributors/<slug>/index.es.md: hometown, bio, the portrait's and the video's words. */
export const contributorTranslationSchema = translationSchemaOf(contributorFrontmatterSchema);
/** content/stories/<slug>/index.es.md: title, summary, the hero's and the video's words; the body. */
export const storyTranslationSchema = translationSchemaOf(storyFrontmatterSchema);
