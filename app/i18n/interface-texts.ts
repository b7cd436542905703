/**
 * The words the site writes itself (navigation, headings, buttons, statuses, error pages), as a
 * typed dictionary: one object per language, each checked against `InterfaceTexts`, so a missing
 * or extra text fails the typecheck (docs/decisions/013-interface-texts-typed-dictionary.md).
 *
 * A page receives only its own language's dictionary, through the root loader's data
 * (interface-texts.server.ts picks it at build time); no client module imports a dictionary.
 * Texts are plain strings so they travel in that data: `{name}`-style holes are filled by `fill`.
 * Client-safe.
 */
import type { Locale } from "./locale";

export interface InterfaceTexts {
  /** This dictionary's language, and its BCP 47 tag for `Intl` and Open Graph. */
  locale: Locale;
  intlLocale: string;
  ogLocale: string;

  /** The link to the same page in the other language: its text is that language's own name. */
  otherLanguageName: string;
  otherLanguageLinkLabel: string;

  skipToContent: string;
  mainNavigation: string;
  stories: string;
  contributors: string;
  newsrooms: string;
  about: string;
  /** The header's link to the search page. */
  search: string;
  /** The footer's line: "{regions}" is the newsrooms' places, listed. */
  jointProjectIn: string;
  /** What joins the last two items of a list ("Oakland and Fresno"). */
  listAnd: string;
  /** Small counts in words, from zero. */
  numberWords: string[];

  progressBarLabel: string;
  offlineBanner: string;
  offlineNavigation: string;
  retry: string;

  notFound: string;
  /** The error page's title for a status other than 404: "{status}". */
  errorStatusTitle: string;

  // Home
  aboutTheProject: string;
  /** "{count}" in words; the newsrooms follow, each with its place. */
  jointProjectOf: string;
  chapterNumber: string;
  theNewsrooms: string;
  homeEmbedSubject: string;
  /** The note on the home page's introduction when the site's words are not translated yet. */
  untranslatedIntro: string;

  // Contributors
  contributorsDescription: string;
  contributorsIntro: string;
  contributor: string;
  sampleProfile: string;
  age: string;
  storiesBy: string;
  videoOf: string;
  moreContributors: string;
  previousContributor: string;
  nextContributor: string;
  contributorEmbedSubject: string;
  untranslatedContributor: string;

  // Stories
  sampleStory: string;
  videoTag: string;
  untranslatedStory: string;
  untranslatedShort: string;
  /** Before the contributor's name on a story's page: "By" Ana Ruiz. */
  storyBy: string;
  /** The list of the contributor's other stories at the foot of a story's page. */
  moreStoriesBy: string;
  /** The links to the stories before and after in the chapter: "{chapter}" is its title. */
  storiesInChapter: string;
  previousStory: string;
  nextStory: string;
  /** The heading of a video's transcript, made from its captions. */
  transcript: string;

  // Sharing a story or a contributor's page
  share: string;
  /** The share button's accessible name: "{title}" is what it shares. */
  shareLabel: string;
  /** The name of the list of ways to share, where the browser has no share sheet. */
  shareListLabel: string;
  shareByEmail: string;
  /** Said after the name of a link that opens a new tab. */
  opensInNewTab: string;
  copyLink: string;
  copyLinkLabel: string;
  linkCopied: string;
  copyLinkFailed: string;

  // Feeds (footer links, and the head's alternate links)
  feedAtom: string;
  feedJson: string;
  /** "{site}" is the site's name, "{format}" Atom or JSON Feed. */
  feedTitle: string;

  // Print
  /** Written under a video's poster on paper, where it cannot play: "{url}" is where to watch it. */
  videoAddress: string;

  // Video player
  playVideo: string;
  loadingPlayer: string;
  watchOnYouTube: string;
  watchOnYouTubeLabel: string;
  watchTitleOnYouTube: string;
  downloadTitle: string;
  /** A link to a captions file: "{title}", and "{language}", the track's name in its own language. */
  downloadCaptions: string;
  playerFailed: string;
  /** A local video that cannot play here (no decoder for its format, not found, stalled): its files follow. */
  videoUnplayable: string;

  // Privacy choices
  privacyChoices: string;
  privacyCountsWithTagManager: string;
  privacyCountsNothing: string;
  privacyMetaPixel: string;
  privacyGpc: string;
  privacyDoNotShare: string;
  privacyChoiceKept: string;
  privacySharesNothing: string;
  close: string;

  // Embed this
  embedThis: string;
  embedThisIntro: string;
  embedPymTitle: string;
  embedIframeTitle: string;
  copyPymCode: string;
  copyIframeCode: string;
  copy: string;
  copied: string;
  copyFailed: string;

  // The embed
  embedTitle: string;
  embedLoadingStories: string;
  embedUnavailable: string;
  embedBy: string;
  embedAllStories: string;

  // Related stories, credits and the newsletter
  /** The heading of the stories by other contributors under a story. */
  relatedStories: string;
  /** The heading of a story's credits. */
  storyCredits: string;
  creditReporter: string;
  creditEditor: string;
  creditTranslator: string;
  creditProducer: string;
  /** Before the date of an editor's change: "Updated". */
  storyUpdated: string;
  newsletterTitle: string;
  newsletterIntro: string;
  newsletterEmail: string;
  newsletterSubmit: string;
  /** What the reader agrees to by signing up: "{provider}" is where the address goes. */
  newsletterConsent: string;
  /** On a link to an entry still in the other language (the only other one there is): which it is in. */
  inOtherLanguage: string;
  // How long a story takes (its byline, its card): "{minutes}" is a whole number
  readingTime: string;
  watchingTime: string;
  // The error page's search box
  errorSearchLabel: string;
  errorSearchSubmit: string;
  // The map of the newsrooms (app/newsroom-map/)
  /** The map's name, and the caption over its list of regions. */
  newsroomMapTitle: string;
  /** Each region's link: "{region}" and "{newsroom}". */
  newsroomMapLink: string;

  // A story's embed, for a story without a video (app/embed/)
  /** The strip under the story: "{name}" is its contributor. */
  embedMoreBy: string;
  /** The link from the story's opening to the story on the site. */
  embedReadOn: string;
}

/** A text with its `{name}` holes filled: `fill(texts.playVideo, { title })`. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (hole, name: string) => (name in values ? String(values[name]) : hole));
}

/** "Oakland", "Oakland and Fresno", "Oakland, Fresno and Los Angeles": no serial comma, in either language. */
export function listInWords(items: readonly string[], texts: Pick<InterfaceTexts, "listAnd">): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${texts.listAnd} ${items.at(-1)}`;
}

/** Small counts as readers write them ("four youth newsrooms", "cuatro"); larger ones as numerals. */
export function numberInWords(count: number, texts: Pick<InterfaceTexts, "numberWords">): string {
  return texts.numberWords[count] ?? String(count);
}
