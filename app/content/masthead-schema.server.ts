/** content/masthead.md's frontmatter (the /about page), and what its translation (masthead.es.md) may hold. */
import { z } from "zod";
import { flags, text } from "./fields.server";
import { translationKey, translationSchemaOf, words } from "./translatable.server";

const EMAIL = "an email address, like corrections@example.org";

const personSchema = z.strictObject({
  /** The person's name; a translation repeats it to say whose role it translates. */
  name: translationKey(text("the person's name")),
  /** What they do, and where: "Managing editor, Valley Ink". */
  role: words(text("what the person does, like “Managing editor, Valley Ink”")),
});

const teamSchema = z.strictObject({
  /** Which team: a slug like `editors`; a translation repeats it to say which team it translates. */
  id: translationKey(
    text('the team\'s id, a slug like "editors"').regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: 'the team\'s id, a slug like "editors"',
    }),
  ),
  /** Its heading on the page: "Editors", "Translators", "Producers". */
  title: words(text("the team's heading, like Editors")),
  /** Its people, in the order the page lists them. */
  people: z.array(personSchema, { error: "a list of people, each with a name and a role" }).min(1, {
    error: "at least one person",
  }),
});

/** content/masthead.md: who makes the site. Its body says how the stories were made. */
export const mastheadFrontmatterSchema = z.strictObject({
  /** The page's heading. */
  title: words(text("the page's heading, like Masthead")),
  /** A sentence under the heading, and the page's description for search results. */
  summary: words(text("a sentence introducing the page")),
  /** The editors, translators, producers…, in the page's order. */
  teams: z.array(teamSchema, { error: "a list of teams (editors, translators, producers)" }),
  /** Where readers report an error, and what happens when they do. */
  corrections: z.strictObject(
    {
      /** The address that receives corrections. */
      email: text(EMAIL).regex(/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/, { error: EMAIL }),
      /** A sentence or two: what to write, and how a correction is made. */
      note: words(text("how to report an error and what happens then")),
    },
    { error: "corrections: an email and a note, on their own indented lines" },
  ),
  sample: flags.sample,
});
export type MastheadFrontmatter = z.infer<typeof mastheadFrontmatterSchema>;

/** content/masthead.es.md: the headings, roles and notes in Spanish; the body too. */
export const mastheadTranslationSchema = translationSchemaOf(mastheadFrontmatterSchema);
