/** A newsroom's frontmatter, and what its translation may hold. */
import { z } from "zod";
import { flags, imageSchema, text } from "./fields.server";
import { translationSchemaOf, words } from "./translatable.server";

const degrees = (expected: string, min: number, max: number) =>
  z.number({ error: expected }).min(min, { error: expected }).max(max, { error: expected });

/** A region of California on the map of the newsrooms. */
const areaSchema = z.strictObject(
  {
    /** The California county it reports from, as the Census names it: Alameda, Los Angeles. */
    county: text("a California county's name, like Alameda"),
    /** A place inside the county to mark instead of the whole county (the eastern Coachella Valley is a corner of Riverside County). */
    place: z
      .strictObject(
        {
          /** Degrees east, negative in California: -116.1. */
          longitude: degrees("a longitude in California, between -124.5 and -114", -124.5, -114),
          /** Degrees north: 33.6. */
          latitude: degrees("a latitude in California, between 32.5 and 42", 32.5, 42),
        },
        { error: "a place: longitude and latitude, on their own indented lines" },
      )
      .optional(),
  },
  { error: "an area: county (and optionally place), on their own indented lines" },
);

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
  /** Where the map of the newsrooms (app/newsroom-map/) marks it: a California county, and optionally a place in it. */
  area: areaSchema.optional(),
});
export type NewsroomFrontmatter = z.infer<typeof newsroomFrontmatterSchema>;

/** content/newsrooms/<slug>/index.es.md: name, region, description, the logo's alt text. */
export const newsroomTranslationSchema = translationSchemaOf(newsroomFrontmatterSchema);
