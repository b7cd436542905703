/** A contributor's frontmatter, and what their translation may hold. */
import { z } from "zod";
import { flags, imageSchema, reference, text, videoSchema } from "./fields.server";
import { translationSchemaOf, words } from "./translatable.server";

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

/** content/contributors/<slug>/index.es.md: hometown, bio, the portrait's and the video's words. */
export const contributorTranslationSchema = translationSchemaOf(contributorFrontmatterSchema);
