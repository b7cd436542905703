// The oEmbed answers (https://oembed.com, "rich" type): one static JSON file per contributor page and
// per story page, in each language, which those pages name in a <link rel="alternate"
// type="application/json+oembed">. A partner's CMS that is given a page's address finds the file
// there and embeds the page's view of /embed (?contributor= or ?story=), with no server to ask.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EMBED_FALLBACK_HEIGHT_PX } from "../../app/config/constants";
import { getCollections } from "../../app/content/cache.server";
import { getSiteUrl } from "../../app/content/site-url.server";
import { getSiteSettings } from "../../app/content/site-queries.server";
import { getEmbedCode } from "../../app/embed/embed-code.server";
import type { EmbedView } from "../../app/embed/embed-view";
import { LOCALES, type Locale } from "../../app/i18n/locale";
import { absoluteUrl, contributorPath, homePath, oembedPath, storyPath } from "../../app/navigation/links";

/** The width a partner's page is told the embed wants; it fills its column whatever the number. */
export const OEMBED_WIDTH = 640;

export interface OembedFile {
  urlPath: string;
  text: string;
}

function oembedFile(pagePath: string, view: Exclude<EmbedView, { kind: "default" | "newsroom" }>, locale: Locale) {
  const site = getSiteSettings(locale);
  const answer = {
    version: "1.0",
    type: "rich",
    title: view.name,
    ...(view.kind === "story" ? { author_name: view.contributor.name } : {}),
    provider_name: site.name,
    provider_url: absoluteUrl(getSiteUrl(), homePath(undefined, locale)),
    width: OEMBED_WIDTH,
    height: EMBED_FALLBACK_HEIGHT_PX,
    // A plain iframe: an oEmbed consumer puts the html in its page as it is, and may run no script.
    html: getEmbedCode(view, locale).iframe,
  };
  return { urlPath: oembedPath(pagePath), text: `${JSON.stringify(answer)}\n` };
}

/** Every contributor's and every story's oEmbed file, in each language. */
export function renderOembeds(): OembedFile[] {
  return LOCALES.flatMap((locale) => {
    const { contributors, stories } = getCollections().editions[locale];
    const names = new Map(contributors.map((c) => [c.slug, c.name]));
    return [
      ...contributors.map((c) =>
        oembedFile(contributorPath(c.slug, locale), { kind: "contributor", slug: c.slug, name: c.name }, locale),
      ),
      ...stories.map((s) =>
        oembedFile(
          storyPath(s.contributor, s.slug, locale),
          {
            kind: "story",
            slug: s.slug,
            name: s.title,
            contributor: { slug: s.contributor, name: names.get(s.contributor)! },
          },
          locale,
        ),
      ),
    ];
  });
}

/**
 * Writes the oEmbed files (rendered here unless given); returns how many. Synchronously, as the
 * post-build steps run in a process of their own: 6,000 small files through libuv's threads, one
 * round trip each, took 1.6 s.
 */
export async function writeOembeds(clientDir: string, files?: OembedFile[]): Promise<number> {
  const all = files ?? renderOembeds();
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
