// The site search's index (docs/decisions/025): Pagefind indexes each entry the pages mark
// (`data-pagefind-body`, app/search/search-record.ts) from the built HTML, one bundle per language
// (build/client/pagefind/en/, …/es/), each with its browser script. Each marked element is one
// record: a contributor page marks its profile, a story page its story (its section of the
// contributor's page is not marked, so a story is one result, leading to its own page).
// The newsrooms, listed on the home page only, are marked here instead: the home page's HTML must
// fit the first round trip (docs/decisions/016, 022), and their marks would take 220 bytes of it.
// Runs after every step that writes the pages' HTML, before precompression.
import { readFile, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { SEARCH_INDEX_DIR } from "../../app/search/search-settings";
import type { Locale } from "../../app/i18n/locale";
import { localeOfPath } from "../../app/addresses/site-paths";
import { searchMarks } from "../../app/search/search-marks.server";
import { pageHtmlFile } from "../lib/built-pages";
import { mapWithLimit } from "../lib/map-with-limit";

/** Inside a marked entry, what is not its text: controls, the video player, notes the site adds. */
const NOT_INDEXED = [
  "button",
  "nav",
  "figure",
  ".share",
  ".untranslated-note",
  ".video-address",
  ".sample-label",
  ".story__kicker",
  ".profile__kicker",
];

/** Pagefind's own search interfaces, which the site does not use (app/search/site-search.tsx is ours). */
const UNUSED_FILES = /^pagefind-(?:component-ui|modular-ui|ui|highlight)\b/;

/** Pages read at a time. */
const READ_AT_ONCE = 8;

export interface MarkedEntry {
  /** The record's kind and slug (its `data-search-record`), which names it across pages. */
  key: string;
  /** The marked element's HTML, as the page has it. */
  html: string;
}

const MARK = /<([a-z][a-z0-9]*)\b[^>]*\sdata-pagefind-body=""[^>]*>/g;
const RECORD_ATTRIBUTE = /\sdata-search-record="([^"]*)"/;

/** An attribute's or a text's characters, as React escapes them. */
function decodeAttribute(value: string): string {
  return value.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_, name: string) =>
    name === "quot" ? '"' : name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : "'",
  );
}

/**
 * The elements a page marks for the index, whole. React writes the pages, so tags are balanced and
 * no `<` stands in text: the end of an element is where its own tag's nesting depth returns to zero.
 */
export function markedEntries(html: string, file = "the page"): MarkedEntry[] {
  const entries: MarkedEntry[] = [];
  for (const match of html.matchAll(MARK)) {
    const tag = match[1]!;
    const start = match.index;
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, "g");
    tags.lastIndex = start + match[0].length;
    let depth = 1;
    let end = -1;
    for (let next = tags.exec(html); next; next = tags.exec(html)) {
      depth += next[1] ? -1 : 1;
      if (depth === 0) {
        end = next.index + next[0].length;
        break;
      }
    }
    if (end < 0) throw new Error(`${file}: the <${tag}> marked for search at offset ${start} is never closed`);
    const attribute = RECORD_ATTRIBUTE.exec(match[0]);
    if (!attribute)
      throw new Error(`${file}: the <${tag}> marked for search at offset ${start} has no data-search-record`);
    const record = JSON.parse(decodeAttribute(attribute[1]!)) as { kind: string; slug: string };
    entries.push({ key: `${record.kind}/${record.slug}`, html: html.slice(start, end) });
  }
  return entries;
}

const NEWSROOM_ITEM = /<li id="newsroom-([a-z0-9-]+)" class="newsroom"(?: lang="([a-z]+)")?>([\s\S]*?)<\/li>/g;
const NEWSROOM_NAME = /<h3 class="newsroom__name"><a [^>]*>([^<]*)<\/a><\/h3>/;
const NEWSROOM_REGION = /<p class="newsroom__region">([^<]*)<\/p>/;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

/**
 * The newsroom list's items (app/components/newsroom-list.tsx), marked as the components mark
 * their entries: the same attributes, from the same function, made from what the item shows.
 */
export function newsroomEntries(html: string, pageLang: Locale, file = "the page"): MarkedEntry[] {
  return [...html.matchAll(NEWSROOM_ITEM)].map(([, slug, lang, inner]) => {
    const name = NEWSROOM_NAME.exec(inner!)?.[1];
    const region = NEWSROOM_REGION.exec(inner!)?.[1];
    if (name === undefined || region === undefined)
      throw new Error(`${file}: the newsroom ${slug} is listed without its name or region, so it cannot be indexed`);
    const textLang = lang as Locale | undefined;
    const marks = searchMarks(
      { kind: "newsroom", slug: slug!, name: decodeAttribute(name), region: decodeAttribute(region), lang: textLang },
      { newsroom: slug!, language: textLang ?? pageLang },
    );
    const attributes = Object.entries(marks)
      .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
      .join("");
    return { key: `newsroom/${slug}`, html: `<li${lang ? ` lang="${lang}"` : ""}${attributes}>${inner}</li>` };
  });
}

/** The page's language, from its <html lang>. */
function pageLanguage(html: string, file: string): string {
  const lang = /<html\b[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  if (!lang) throw new Error(`${file}: <html> has no lang attribute, so its search index is unknown`);
  return lang;
}

async function folderSize(folder: string): Promise<{ files: number; bytes: number }> {
  const names = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = names.filter((entry) => entry.isFile());
  const sizes = await Promise.all(
    files.map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).size),
  );
  return { files: files.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

export interface SearchIndexCost {
  locale: Locale;
  records: number;
  files: number;
  bytes: number;
  seconds: number;
}

/**
 * Indexes the marked entries of `locale`'s pages among `pagePaths` into clientDir/pagefind/<locale>/,
 * a bundle of its own (app/search/pagefind.ts loads the page's language's): one Pagefind process
 * holds one language at a time, well under what both at once held (docs/decisions/029).
 */
export async function writeSearchIndex(
  clientDir: string,
  pagePaths: string[],
  locale: Locale,
): Promise<SearchIndexCost> {
  const started = performance.now();
  const pagefind = await import("pagefind");
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: NOT_INDEXED });
  if (!index) throw new Error(`the search index could not be started: ${errors.join("; ")}`);
  try {
    const seen = new Set<string>();
    let records = 0;
    await mapWithLimit(
      pagePaths.filter((pagePath) => localeOfPath(pagePath) === locale),
      READ_AT_ONCE,
      async (pagePath) => {
        const file = pageHtmlFile(pagePath);
        const html = await readFile(path.join(clientDir, file), "utf8");
        const lang = pageLanguage(html, file);
        if (lang !== locale) throw new Error(`${file}: <html lang="${lang}"> on a page of the ${locale} edition`);
        for (const entry of [...markedEntries(html, file), ...newsroomEntries(html, locale, file)]) {
          // An entry marked on two pages would be two identical results: indexed once.
          if (seen.has(entry.key)) continue;
          seen.add(entry.key);
          const added = await index.addHTMLFile({
            url: `${pagePath}#${entry.key}`,
            content: `<!doctype html><html lang="${lang}"><head><title></title></head><body>${entry.html}</body></html>`,
          });
          if (added.errors.length > 0)
            throw new Error(`${file}: ${entry.key} could not be indexed: ${added.errors.join("; ")}`);
          records += 1;
        }
      },
    );
    const outputPath = path.join(clientDir, SEARCH_INDEX_DIR, locale);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0)
      throw new Error(`the search index could not be written: ${written.errors.join("; ")}`);
    for (const name of await readdir(outputPath)) {
      if (UNUSED_FILES.test(name)) await rm(path.join(outputPath, name), { recursive: true, force: true });
    }
    const { files, bytes } = await folderSize(outputPath);
    return { locale, records, files, bytes, seconds: (performance.now() - started) / 1000 };
  } finally {
    await pagefind.close();
  }
}
