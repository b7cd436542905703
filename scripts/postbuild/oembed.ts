// The oEmbed answers (https://oembed.com, "rich" type): one static JSON file per contributor page and
// per story page, in each language, which those pages name in a <link rel="alternate"
// type="application/json+oembed">. A partner's CMS that is given a page's address finds the file
// there and embeds the page's view of /embed (?contributor= or ?story=), with no server to ask.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getCollections } from "../../app/content/cache.server";
import { getSiteUrl } from "../../app/addresses/site-url.server";
import { getSiteSettings } from "../../app/content/site-queries.server";
import { getStoryPage, getStoryShareCard } from "../../app/content/story-queries.server";
import { getEmbedCode } from "../../app/embed/embed-code.server";
import { type EmbedLayout, embedHeight } from "../../app/embed/embed-height";
import type { EmbedView } from "../../app/embed/embed-view";
import { fill } from "../../app/i18n/interface-texts";
import { getInterfaceTexts } from "../../app/i18n/interface-texts.server";
import { LOCALES, type Locale } from "../../app/i18n/locale";
import { absoluteUrl, contributorPath, homePath, oembedPath, storyPath } from "../../app/addresses/site-paths";

/** The width a partner's page is told the embed wants; it fills its column whatever the number. */
export const OEMBED_WIDTH = 640;

export interface OembedFile {
  urlPath: string;
  text: string;
}

/** A story's card, the oEmbed answer's thumbnail: the link-preview image its page names. */
interface Thumbnail {
  url: string;
  width: number;
  height: number;
}

function oembedFile(
  pagePath: string,
  view: Exclude<EmbedView, { kind: "default" | "newsroom" }>,
  locale: Locale,
  height: number,
  thumbnail?: Thumbnail,
) {
  const site = getSiteSettings(locale);
  const answer = {
    version: "1.0",
    type: "rich",
    title: view.name,
    ...(view.kind === "story" ? { author_name: view.contributor.name } : {}),
    provider_name: site.name,
    provider_url: absoluteUrl(getSiteUrl(), homePath(undefined, locale)),
    width: OEMBED_WIDTH,
    height,
    ...(thumbnail
      ? { thumbnail_url: thumbnail.url, thumbnail_width: thumbnail.width, thumbnail_height: thumbnail.height }
      : {}),
    // A plain iframe: an oEmbed consumer puts the html in its page as it is, and may run no script.
    html: getEmbedCode(view, locale, height).iframe,
  };
  return { urlPath: oembedPath(pagePath), text: `${JSON.stringify(answer)}\n` };
}

/** The words of the first paragraph of a story's sanitized HTML, for the length of its embed's opening. */
function openingWords(bodyHtml: string): string {
  const paragraph = /<p[^>]*>([\s\S]*?)<\/p>/.exec(bodyHtml)?.[1] ?? "";
  return paragraph
    .replace(/<[^>]+>/g, "")
    .replace(/&[^;\s]+;/g, "x")
    .replace(/\s+/g, " ")
    .trim();
}

/** A story's oEmbed answer: its embed's height (its video, or its lead for a story without), its card. */
async function storyOembed(contributor: { slug: string; name: string }, slug: string, locale: Locale) {
  const [page, card] = await Promise.all([
    getStoryPage(contributor.slug, slug, locale),
    getStoryShareCard(contributor.slug, slug, locale),
  ]);
  const { story, moreByContributor } = page!;
  const by = fill(getInterfaceTexts(locale).embedBy, { name: contributor.name });
  const layout: EmbedLayout = story.video
    ? { media: "video" }
    : {
        media: "lead",
        imageAspect: story.hero.height / story.hero.width,
        title: story.title,
        opening: openingWords(story.bodyHtml) || story.summary,
      };
  // The strip: the story and the contributor's others with their byline, or only the others under a lead.
  const items = story.video
    ? [story, ...moreByContributor].map(({ title }) => `${title} ${by}`)
    : moreByContributor.map(({ title }) => title);
  const view = { kind: "story" as const, slug, name: story.title, contributor };
  return oembedFile(storyPath(contributor.slug, slug, locale), view, locale, embedHeight(layout, items), {
    url: absoluteUrl(getSiteUrl(), card!.url),
    width: card!.width,
    height: card!.height,
  });
}

/** Every contributor's and every story's oEmbed file, in each language. */
export async function renderOembeds(): Promise<OembedFile[]> {
  const files = await Promise.all(
    LOCALES.map(async (locale) => {
      const { contributors, stories } = getCollections().editions[locale];
      const names = new Map(contributors.map((c) => [c.slug, c.name]));
      const titles = new Map<string, string[]>();
      for (const story of stories)
        titles.set(story.contributor, [...(titles.get(story.contributor) ?? []), story.title]);
      const own = contributors.map((c) =>
        oembedFile(
          contributorPath(c.slug, locale),
          { kind: "contributor", slug: c.slug, name: c.name },
          locale,
          embedHeight({ media: "video" }, titles.get(c.slug) ?? []),
        ),
      );
      const told = await Promise.all(
        stories.map((s) => storyOembed({ slug: s.contributor, name: names.get(s.contributor)! }, s.slug, locale)),
      );
      return [...own, ...told];
    }),
  );
  return files.flat();
}

/**
 * Writes the oEmbed files (rendered here unless given); returns how many. Synchronously, as the
 * post-build steps run in a process of their own: thousands of small files through libuv's
 * threads, one round trip each, cost more than the writes.
 */
export async function writeOembeds(clientDir: string, files?: OembedFile[]): Promise<number> {
  const all = files ?? (await renderOembeds());
  const folders = new Set<string>();
  for (const { urlPath, text } of all) {
    const file = path.join(clientDir, urlPath);
    const folder = path.dirname(file);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
    writeFileSync(file, text);
  }
  return all.length;
}
