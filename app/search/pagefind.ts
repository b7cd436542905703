/**
 * Pagefind's browser script, loaded on the search page only, on its first search: it is not part
 * of the site's bundle (the build writes it with the index, scripts/search/search-index.ts), so
 * no other page fetches any of it. It loads its own language's index (the page's <html lang>) in
 * fragments as queries need them. https://pagefind.app/docs/api/
 */
import { SEARCH_INDEX_DIR } from "./search-settings";
import type { Locale } from "../i18n/locale";
import type { SearchRecord } from "./search-record";

/** The filters a search narrows to: each name's accepted values. */
export type PagefindFilters = Record<string, string[]>;

interface PagefindResult {
  data(): Promise<{ excerpt: string; meta: Record<string, string | undefined> }>;
}

interface PagefindSearch {
  results: PagefindResult[];
  /** For each filter, how many of the results have each of its values. */
  filters: Record<string, Record<string, number>>;
}

interface PagefindModule {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
  search(query: string, options: { filters: PagefindFilters }): Promise<PagefindSearch | null>;
}

export interface LoadedResult {
  record: SearchRecord;
  excerpt: string;
}

/** Words around the first match in an excerpt. */
const EXCERPT_WORDS = 24;

/** Each language's bundle, once it is loading. */
const loading = new Map<Locale, Promise<PagefindModule>>();

/** Starts loading Pagefind and its index's entry before the first query (the reader is in the field). */
export function prepareSearch(locale: Locale): void {
  loadPagefind(locale).catch(() => {});
}

/** The page's language's own bundle: each edition is indexed apart (scripts/search/search-index.ts). */
function loadPagefind(locale: Locale): Promise<PagefindModule> {
  const started = loading.get(locale);
  if (started) return started;
  const load = (async () => {
    // Outside Vite's graph on purpose (@vite-ignore): a file of the build, not a module of the site.
    const pagefind = (await import(/* @vite-ignore */ `/${SEARCH_INDEX_DIR}/${locale}/pagefind.js`)) as PagefindModule;
    await pagefind.options({ excerptLength: EXCERPT_WORDS });
    await pagefind.init();
    // Pagefind counts the results by filter value only once its filters are loaded: the count by kind needs them.
    await pagefind.filters();
    return pagefind;
  })();
  loading.set(locale, load);
  // A failed load (offline) is tried again on the next search.
  load.catch(() => loading.delete(locale));
  return load;
}

function parseRecord(json: string | undefined): SearchRecord | undefined {
  if (!json) return undefined;
  try {
    const record = JSON.parse(json) as SearchRecord;
    return ["story", "contributor", "newsroom"].includes(record.kind) ? record : undefined;
  } catch {
    return undefined;
  }
}

/** A search: the first `limit` results, loaded, and how many of each kind there are in all. */
export async function runSearch(
  locale: Locale,
  query: string,
  filters: PagefindFilters,
  limit: number,
): Promise<{ results: LoadedResult[]; total: number; kinds: Record<string, number> }> {
  const pagefind = await loadPagefind(locale);
  const search = await pagefind.search(query, { filters });
  if (!search) return { results: [], total: 0, kinds: {} };
  const loaded = await Promise.all(search.results.slice(0, limit).map((result) => result.data()));
  const results = loaded.flatMap((data) => {
    const record = parseRecord(data.meta.record);
    return record ? [{ record, excerpt: data.excerpt }] : [];
  });
  return { results, total: search.results.length, kinds: search.filters.kind ?? {} };
}
