import type { CHAPTER_IDS } from "../config/constants";
import type { Locale } from "../i18n/locale";
import type { ContributorFrontmatter } from "./contributor-schema.server";
import type { NewsroomFrontmatter } from "./newsroom-schema.server";
import type { SiteFrontmatter } from "./site-schema.server";
import type { StoryFrontmatter } from "./story-schema.server";
import type { ResponsiveImage } from "../images/image-types";
import type { MastheadTexts } from "../i18n/texts/masthead";

/**
 * The shapes of the content as pages receive it. Client-safe: only types are imported, and the
 * fields an editor writes take their types from the collections' schemas (`import type` is erased,
 * so no build-only code reaches the browser). Each collection's queries
 * (app/content/<collection>-queries.server.ts) produce these from the files in `content/`.
 *
 * A page in one language gets every entry in that language where a translation exists. An entry
 * whose words are still in English on a Spanish page carries `lang: "en"`: the page marks its
 * element `lang="en"` and says it is not translated yet. `lang` is absent whenever the words are
 * in the page's own language, so English pages receive exactly what they always did.
 */

/** Set only when the words are not in the page's language: the language they are in. */
export interface UntranslatedMark {
  lang?: Locale;
}

/** site.md's name, tagline, description (the site-wide meta description) and footer credits. */
export interface SiteSettings
  extends UntranslatedMark, Pick<SiteFrontmatter, "name" | "tagline" | "description" | "credits"> {
  /** Where the partner newsrooms report from, in their order (content/newsrooms): the footer names them. */
  newsroomRegions: string[];
}

export type ChapterId = (typeof CHAPTER_IDS)[number];

/** A WebVTT captions track: `<track src srclang label>`. */
export interface CaptionTrack {
  src: string;
  /** Its language, as `srclang` wants it: "en", "es". */
  srcLang: string;
  /** Its name in the player's menu, in its own language: "English", "Español". */
  label: string;
}

export type Video = {
  title: string;
  date?: string;
  /** How long it runs, in seconds: read from a local file, given by the editor for YouTube (a story's always). */
  duration?: number;
} & (
  | { kind: "youtube"; id: string; poster?: ResponsiveImage }
  | {
      kind: "file";
      src: string;
      poster: ResponsiveImage;
      /** The track shown by default: the page's language where the content has it, else English. */
      captions: CaptionTrack;
      /** The tracks in other languages, for the player to offer (absent when there are none). */
      otherCaptions?: CaptionTrack[];
      /** Audio description as text: a `<track kind="descriptions">`, in the page's language where the content has it. */
      descriptions?: CaptionTrack;
      /** Audio description as sound: the described version's file, which the player's toggle switches to. */
      describedSrc?: string;
    }
);

export interface NewsroomSummary extends UntranslatedMark, Pick<NewsroomFrontmatter, "name" | "region" | "url"> {
  slug: string;
}

export interface Newsroom extends NewsroomSummary, Pick<NewsroomFrontmatter, "description"> {
  logo: ResponsiveImage;
}

/** `age`: an age (19) or a range ("18-20"). */
export interface ContributorSummary
  extends UntranslatedMark, Pick<ContributorFrontmatter, "name" | "age" | "hometown" | "sample"> {
  slug: string;
  newsroom: NewsroomSummary;
  portrait: ResponsiveImage;
}

/** How long a story takes, worked out at build time (app/content/reading-time.server.ts). */
export interface StoryTime {
  /** Its text's words at READING_WORDS_PER_MINUTE, rounded up. */
  readingMinutes: number;
  /** Its video's length, rounded up: where it has a video whose length is known. */
  watchingMinutes?: number;
}

/**
 * A story in full, as its own page, its contributor's page and the feeds show it: the one story
 * type, its written fields (title, summary, chapter, ISO `date`, sample) from its schema. The
 * pages that need less narrow it (StorySummary, StoryLink).
 */
export interface Story
  extends UntranslatedMark, Pick<StoryFrontmatter, "title" | "summary" | "chapter" | "date" | "sample"> {
  slug: string;
  /** The chapter's heading, as content/site.md names it. */
  chapterTitle: string;
  /** The date as the page's readers write it ("November 3, 2020"), made at build time (formatDate). */
  dateText: string;
  contributor: Pick<ContributorSummary, "slug" | "name">;
  newsroom: NewsroomSummary;
  hero: ResponsiveImage;
  hasVideo: boolean;
  /** Sanitized HTML rendered from the story's Markdown at build time. */
  bodyHtml: string;
  video?: Video;
  time: StoryTime;
}

/**
 * A story as its card on the home page shows it, and nothing more: the home page's payload carries
 * every story, and its HTML must fit the first round trip (docs/decisions/009). Its hero comes
 * without the placeholder, credit and link-preview variant, which a card does not show.
 */
export type StorySummary = Pick<
  Story,
  "slug" | "title" | "summary" | "contributor" | "hasVideo" | "sample" | "lang" | "time"
> & {
  newsroom: Pick<NewsroomSummary, "name" | "region">;
  hero: Pick<ResponsiveImage, "stem" | "widths" | "width" | "height" | "alt">;
};

export interface Contributor extends ContributorSummary {
  bio: string;
  /** Their own video piece, at the top of their page. */
  video: Video;
  stories: Story[];
  /** Neighbours in the contributors' order, for the links at the foot of the page. */
  previous?: Pick<ContributorSummary, "slug" | "name">;
  next?: Pick<ContributorSummary, "slug" | "name">;
}

/**
 * What a contributor page's payload carries about its contributor, which the embed also fetches:
 * the route's loader returns it, and the embed reads it without depending on the route module.
 */
export interface ContributorProfilePayload {
  view: "profile";
  contributor: Contributor;
}

/** A story as a link to its page names it: the neighbours at the foot of a story's page. */
export type StoryLink = Pick<Story, "slug" | "title" | "contributor" | "lang">;

/** One cue of a video's captions, as its transcript shows it. */
export interface TranscriptCue {
  /** When it is said, in seconds from the start. */
  start: number;
  /** Its words, without the captions' markup. */
  text: string;
  /** Who says it, where the captions name a voice (`<v Ana>`). */
  speaker?: string;
  /** An audio description of what the picture shows, from the descriptions track, not words said. */
  description?: true;
  /** Its language, where it is not the transcript's (an English description in a Spanish transcript). */
  lang?: string;
}

/** A video's words, made from its captions: in the page's language where it has captions in it, else English (`lang`). */
export interface Transcript extends UntranslatedMark {
  cues: TranscriptCue[];
}

/** A story's own page: the story in full, and where a reader goes next. */
export interface StoryPage {
  story: Story;
  /** The contributor's portrait, for the byline. */
  portrait: ResponsiveImage;
  /** The words of the story's video, where it has captions (a local video). */
  transcript?: Transcript;
  /** The contributor's other stories, in their order. */
  moreByContributor: StoryLink[];
  /** The stories before and after it in its chapter, as the home page lists them. */
  previous?: StoryLink;
  next?: StoryLink;
  /** Stories by other contributors to read next, chosen at build time (app/related/), as cards. */
  related: StorySummary[];
  /** Who made it beside its teller; the translator only on a page in the translation's language. */
  credits?: StoryCredits;
  /** An editor's change after publication: when, and what changed (in the page's language). */
  updated?: { date: string; dateText: string; note: string };
}

/** A story's credits, as its page names them. */
export type StoryCredits = NonNullable<StoryFrontmatter["credits"]>;

/** A chapter as site.md lists it: its id, its heading, and the sentence under it. */
export type Chapter = SiteFrontmatter["chapters"][number];

/** `lang`: the introduction, chapters and featured video, when content/site.md is not translated. */
export interface HomePage extends UntranslatedMark {
  /** Sanitized HTML of content/site.md's body. */
  introHtml: string;
  featuredVideo: Video;
  chapters: (Chapter & { stories: StorySummary[] })[];
  newsrooms: Newsroom[];
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
