import type { Newsroom } from "../content/types";
import type { Locale } from "../i18n/locale";

/** The masthead page's own texts (only its payload carries them): headings the content does not give. */
export interface MastheadTexts {
  /** The heading and description when content/masthead.md gives none. */
  title: string;
  description: string;
  newsrooms: string;
  howMade: string;
  corrections: string;
  /** Before the address: "Write to". */
  writeTo: string;
  /** "{date}" is the date of the newest change to the content. */
  lastChange: string;
  /** The label of a masthead written as sample content. */
  sample: string;
}

/** What /about shows, in the page's language. */
export interface MastheadPage {
  title: string;
  summary: string;
  /** Set when the masthead's words are still in English on a Spanish page. */
  lang?: Locale;
  sample: boolean;
  newsrooms: Newsroom[];
  teams: { id: string; title: string; people: { name: string; role: string }[] }[];
  /** Sanitized HTML of content/masthead.md's body: how the stories were made. */
  howMadeHtml: string;
  corrections?: { email: string; note: string };
  /** The newest date in the content (a story's, an update's, a video's), ISO and as readers write it. */
  lastChange: { date: string; dateText: string };
  texts: MastheadTexts;
}
