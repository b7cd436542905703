import type { CHAPTER_IDS } from "../constants";
import type { Locale } from "../i18n/locale";

/**
 * The shapes of the content as pages receive it. Client-safe: no build-only imports here.
 * `app/content/*.server.ts` produces these from the files in `content/`.
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

export interface SiteSettings extends UntranslatedMark {
  /** The product's name, used in every page title. */
  name: string;
  /** The line that follows the name in the home page title. */
  tagline: string;
  /** The site-wide meta description. */
  description: string;
  /** The line of credits in every page's footer. */
  credits: string;
  /** Where the partner newsrooms report from, in their order (content/newsrooms): the footer names them. */
  newsroomRegions: string[];
}

export type ChapterId = (typeof CHAPTER_IDS)[number];

/** The formats every image is written in, best first; `<source>` elements follow this order. */
export const IMAGE_FORMATS = [
  { ext: "avif", type: "image/avif" },
  { ext: "webp", type: "image/webp" },
] as const;

/**
 * An image as the build's image step wrote it: every `<img>` gets its intrinsic size. The
 * variants' URLs are made from `stem`, a width and a format (app/content/image-urls.ts).
 */
export interface ResponsiveImage {
  /** What every variant's URL starts with: `/assets/content/hero-3fa9…`. */
  stem: string;
  /** Every width written, in each of IMAGE_FORMATS. */
  widths: number[];
  width: number;
  height: number;
  alt: string;
  credit?: string;
  /** A tiny blurred data: URL, shown while the image loads (hero and portrait images only). */
  placeholder?: string;
  /** A 1200 px JPEG for link previews. */
  socialImage?: string;
}

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
    }
);

export interface NewsroomSummary extends UntranslatedMark {
  slug: string;
  name: string;
  region: string;
  url: string;
}

export interface Newsroom extends NewsroomSummary {
  description: string;
  logo: ResponsiveImage;
}

export interface ContributorSummary extends UntranslatedMark {
  slug: string;
  name: string;
  /** An age (19) or a range ("18-20"). */
  age: number | string;
  hometown: string;
  newsroom: NewsroomSummary;
  portrait: ResponsiveImage;
  sample: boolean;
}

/**
 * A story as its card on the home page shows it, and nothing more: the home page's payload carries
 * every story, and its HTML must fit the first round trip (docs/decisions/009).
 */
export interface StorySummary extends UntranslatedMark {
  slug: string;
  title: string;
  summary: string;
  contributor: Pick<ContributorSummary, "slug" | "name">;
  newsroom: Pick<NewsroomSummary, "name" | "region">;
  /** Without the placeholder, credit and link-preview variant, which a card does not show. */
  hero: ResponsiveImage;
  hasVideo: boolean;
  sample: boolean;
}

/** A story in full, as its contributor's page and the feeds show it. */
export interface Story extends StorySummary {
  chapter: ChapterId;
  /** The chapter's heading, as content/site.md names it. */
  chapterTitle: string;
  /** ISO date, 2020-11-03. */
  date: string;
  /** The date as the page's readers write it ("November 3, 2020"), made at build time (formatDate). */
  dateText: string;
  newsroom: NewsroomSummary;
  /** Sanitized HTML rendered from the story's Markdown at build time. */
  bodyHtml: string;
  video?: Video;
}

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
export interface StoryLink extends UntranslatedMark {
  slug: string;
  title: string;
  contributor: Pick<ContributorSummary, "slug" | "name">;
}

/** One cue of a video's captions, as its transcript shows it. */
export interface TranscriptCue {
  /** When it is said, in seconds from the start. */
  start: number;
  /** Its words, without the captions' markup. */
  text: string;
  /** Who says it, where the captions name a voice (`<v Ana>`). */
  speaker?: string;
}

/** A video's words, made from its captions: in the page's language where it has captions in it, else English (`lang`). */
export interface Transcript extends UntranslatedMark {
  cues: TranscriptCue[];
}

/** A story's own page: the story in full, and where a reader goes next. */
export interface StoryPage {
  story: Story;
  /** The words of the story's video, where it has captions (a local video). */
  transcript?: Transcript;
  /** The contributor's other stories, in their order. */
  moreByContributor: StoryLink[];
  /** The stories before and after it in its chapter, as the home page lists them. */
  previous?: StoryLink;
  next?: StoryLink;
}

export interface Chapter {
  id: ChapterId;
  title: string;
  summary?: string;
}

/** `lang`: the introduction, chapters and featured video, when content/site.md is not translated. */
export interface HomePage extends UntranslatedMark {
  /** Sanitized HTML of content/site.md's body. */
  introHtml: string;
  featuredVideo: Video;
  chapters: (Chapter & { stories: StorySummary[] })[];
  newsrooms: Newsroom[];
}
