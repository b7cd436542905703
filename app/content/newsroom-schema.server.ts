/** A newsroom's frontmatter, and what its translation may hold. */
import { z } from "zod";
import { flags, imageSchema, text } from "./fields.server";
import { translationSchemaOf, words } from "./translatable.server";

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

/** content/newsrooms/<slug>/index.es.md: name, region, description, the logo's alt text. */
export const newsroomTranslationSchema = translationSchemaOf(newsroomFrontmatterSchema);
