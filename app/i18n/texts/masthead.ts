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
