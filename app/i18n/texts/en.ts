import {
  COPY_FAILED_MESSAGE,
  NOT_FOUND_MESSAGE,
  OFFLINE_BANNER_MESSAGE,
  OFFLINE_NAVIGATION_MESSAGE,
  PLAYER_FAILED_MESSAGE,
  PROGRESS_BAR_LABEL,
  RETRY_TEXT,
  VIDEO_UNPLAYABLE_MESSAGE,
} from "../../config/error-messages";
import type { InterfaceTexts } from "../interface-texts";
import type { StudioNoticeTexts } from "../studio-notice-texts";
import type { SearchTexts } from "./search";
import type { MastheadTexts } from "./masthead";

/** The interface in English: the site as it was written first. Loaded at build time only. */
export const en: InterfaceTexts = {
  locale: "en",
  intlLocale: "en-US",
  ogLocale: "en_US",

  otherLanguageName: "Español",
  otherLanguageLinkLabel: "Leer esta página en español",

  skipToContent: "Skip to content",
  mainNavigation: "Main",
  stories: "Stories",
  contributors: "Contributors",
  newsrooms: "Newsrooms",
  about: "About",
  search: "Search",
  jointProjectIn: "A joint project of youth newsrooms in {regions}.",
  listAnd: "and",
  numberWords: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],

  progressBarLabel: PROGRESS_BAR_LABEL,
  offlineBanner: OFFLINE_BANNER_MESSAGE,
  offlineNavigation: OFFLINE_NAVIGATION_MESSAGE,
  retry: RETRY_TEXT,

  notFound: NOT_FOUND_MESSAGE,
  errorStatusTitle: "Error {status}",

  aboutTheProject: "About the project",
  jointProjectOf: "A joint project of {count} youth newsrooms:",
  chapterNumber: "Chapter {number}",
  theNewsrooms: "The newsrooms",
  homeEmbedSubject: "the project’s video and stories",
  untranslatedIntro: "This introduction is not translated into English yet.",

  contributorsDescription: "The young Californians whose stories these are, and the newsrooms they reported with.",
  contributorsIntro: "The young people whose stories these are, with the newsroom each reported with.",
  contributor: "Contributor",
  sampleProfile: "Sample profile",
  age: "Age {age}",
  storiesBy: "Stories by {name}",
  videoOf: "{name}'s video",
  moreContributors: "More contributors",
  previousContributor: "Previous contributor",
  nextContributor: "Next contributor",
  contributorEmbedSubject: "{name}’s video and stories",
  untranslatedContributor: "This profile is not translated into English yet.",

  sampleStory: "Sample story",
  videoTag: "Video",
  untranslatedStory: "This story is not translated into English yet.",
  untranslatedShort: "Not translated yet",
  storyBy: "By",
  moreStoriesBy: "More stories by {name}",
  storiesInChapter: "More stories in “{chapter}”",
  previousStory: "Previous story",
  nextStory: "Next story",
  transcript: "Transcript",

  share: "Share",
  shareLabel: "Share: {title}",
  shareListLabel: "Ways to share “{title}”",
  shareByEmail: "Email",
  opensInNewTab: "opens in a new tab",
  copyLink: "Copy link",
  copyLinkLabel: "Copy link to “{title}”",
  linkCopied: "Link copied",
  copyLinkFailed: "Could not copy: the link is selected, press Ctrl+C (⌘C on a Mac) to copy it",

  feedAtom: "Atom feed",
  feedJson: "JSON Feed",
  feedTitle: "{site}: the stories ({format})",

  videoAddress: "Video: {url}",

  playVideo: "Play video: {title}",
  loadingPlayer: "Loading the player…",
  watchOnYouTube: "Watch on YouTube",
  watchOnYouTubeLabel: "Watch on YouTube: {title} (opens in a new tab)",
  watchTitleOnYouTube: "Watch “{title}” on YouTube",
  downloadTitle: "Download “{title}” (MP4)",
  downloadCaptions: "Download the captions of “{title}” ({language}, WebVTT)",
  playerFailed: PLAYER_FAILED_MESSAGE,
  videoUnplayable: VIDEO_UNPLAYABLE_MESSAGE,

  privacyChoices: "Your privacy choices",
  privacyCountsWithTagManager:
    "We count visits with Google Tag Manager and Google Analytics: the pages you open and the videos you play, with your IP address anonymized. Google processes this for us; it is not used for advertising.",
  privacyCountsNothing: "This site counts nothing about your visit.",
  privacyMetaPixel:
    "We also use Meta's pixel to measure our ads, which under California law is “sharing” your personal information: it tells Meta which of our pages you open.",
  privacyGpc: "Your browser sends Global Privacy Control, so we never load Meta's pixel for you.",
  privacyDoNotShare: "Do not share my personal information with Meta",
  privacyChoiceKept: "Your choice is kept in this browser, and you can change it here at any time.",
  privacySharesNothing: "We share nothing with advertisers.",
  close: "Close",

  embedThis: "Embed this",
  embedThisIntro:
    "Show {subject} on your own site: paste this code where the embed should appear. It sizes itself to its content, and its links open this site.",
  embedPymTitle: "With Pym.js (resizes itself)",
  embedIframeTitle: "Plain iframe (for pages that take no script)",
  copyPymCode: "Copy the Pym.js code",
  copyIframeCode: "Copy the iframe code",
  copy: "Copy",
  copied: "Copied",
  copyFailed: COPY_FAILED_MESSAGE,

  embedTitle: "Embed",
  embedLoadingStories: "Loading {name}’s stories…",
  embedUnavailable: "{name}’s stories could not be loaded. Reload to try again.",
  embedBy: "by {name}",
  embedAllStories: "All {count} stories",

  relatedStories: "Read next",
  storyCredits: "Credits",
  creditReporter: "Reporting",
  creditEditor: "Editing",
  creditTranslator: "Translation",
  creditProducer: "Production",
  storyUpdated: "Updated",
  newsletterTitle: "Get new stories by email",
  newsletterIntro: "A short letter when new stories are published, a few times a year.",
  newsletterEmail: "Email address",
  newsletterSubmit: "Sign up",
  newsletterConsent:
    "By signing up you agree that we send you these emails through {provider}, which keeps your address for us. You can unsubscribe from any email.",
  inOtherLanguage: "In Spanish",
  readingTime: "{minutes} min read",
  watchingTime: "{minutes} min video",
  errorSearchLabel: "Search the stories",
  errorSearchSubmit: "Search",
  newsroomMapTitle: "Where the newsrooms report",
  newsroomMapLink: "{region}: {newsroom}, its contributors and their stories",

  embedMoreBy: "More by {name}",
  embedReadOn: "Read the whole story",
};

/** The search page's texts, in its own data only (app/routes/search.tsx): no other page carries them. */
export const enSearch: SearchTexts = {
  title: "Search",
  description: "Find a story by its words: search the stories, the contributors and the newsrooms.",
  heading: "Search the stories",
  label: "Words to search for",
  submit: "Search",
  shortcuts: "Press / to search from anywhere on this page, and Esc to clear.",
  newsroomFilter: "Newsroom",
  allNewsrooms: "All newsrooms",
  videoFilter: "Only stories with a video",
  needsJavaScript: "Search needs JavaScript, which is off in this browser. Every story is on its contributor’s page:",
  browseContributors: "browse the contributors",
  tooShort: "Type at least two letters to search.",
  cut: "Only the first {count} characters were searched.",
  searching: "Searching…",
  failed: "Search is not working right now. Reload the page to try again.",
  noResults: "Nothing found for “{query}”.",
  noResultsSuggestion: "Try one word, another spelling, or all newsrooms; or",
  storiesFound: ["{count} story found", "{count} stories found"],
  contributorsFound: ["{count} contributor found", "{count} contributors found"],
  newsroomsFound: ["{count} newsroom found", "{count} newsrooms found"],
  storiesCount: ["{count} story", "{count} stories"],
  contributorsCount: ["{count} contributor", "{count} contributors"],
  newsroomsCount: ["{count} newsroom", "{count} newsrooms"],
  found: "Found {list}",
  moreThanShown: "The first {shown} are shown: add a word to narrow the search.",
  results: "Results",
  contributorKind: "Contributor",
  newsroomKind: "Newsroom",
  by: "by {name}",
};

/** /admin/ on a site with no editing set up. */
export const enStudioNotice: StudioNoticeTexts = {
  title: "Editing is not set up on this site",
  explanation:
    "The stories on this site are edited in an editing studio at this address, but it has not been set up here yet.",
  guide: "How to set it up, and how to edit on your own computer in the meantime, is in the guide:",
  guideName: "CONTRIBUTING.md, “Editing the live site”",
  guideWhere: "in the site’s repository",
  backToStories: "Back to the stories",
};

/** The masthead page's texts, only in its own data (app/routes/about.tsx). */
export const enMasthead: MastheadTexts = {
  title: "About us",
  description: "Who makes this site, how the stories were made, and how to report a correction.",
  newsrooms: "The newsrooms",
  howMade: "How the stories were made",
  corrections: "Corrections",
  writeTo: "Write to",
  lastChange: "Last updated {date}.",
  sample: "Sample masthead",
};
