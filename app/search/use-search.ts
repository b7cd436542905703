import { useCallback, useRef, useState } from "react";
import { SEARCH_DEBOUNCE_MS, SEARCH_RESULT_LIMIT } from "./search-settings";
import type { Locale } from "../i18n/locale";
import { searchPath } from "../addresses/site-paths";
import { type LoadedResult, type PagefindFilters, runSearch } from "./pagefind";
import { prepareQuery } from "./query";
import { VIDEO_FILTER_VALUE } from "./search-record";

export interface Filters {
  newsroom: string;
  video: boolean;
}

export type Outcome =
  { state: "idle" } | { state: "too-short" } | { state: "searching"; previous?: Found } | { state: "failed" } | Found;

export interface Found {
  state: "found";
  query: string;
  cut: boolean;
  results: LoadedResult[];
  total: number;
  counts: { story: number; contributor: number; newsroom: number };
}

function pagefindFilters({ newsroom, video }: Filters): PagefindFilters {
  return { ...(newsroom ? { newsroom: [newsroom] } : {}), ...(video ? { video: [VIDEO_FILTER_VALUE] } : {}) };
}

/**
 * Runs a query (at once, or after the reader pauses typing), the latest one only counting, and
 * keeps the address on it: `?q=`, replaced, so Back leaves the search page, then returns to it.
 * Returns `[outcome, search, searchSoon, cancel]` (`cancel`: the query waiting for a pause).
 */
export function useSearch(locale: Locale) {
  const [outcome, setOutcome] = useState<Outcome>({ state: "idle" });
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const search = useCallback(
    async (typed: string, filtersNow: Filters) => {
      clearTimeout(timer.current);
      const id = ++latest.current;
      // The address follows the query, in place: Back leaves the search page, then returns to this query.
      window.history.replaceState(window.history.state, "", searchPath(locale, typed.trim() ? typed : ""));
      const prepared = prepareQuery(typed);
      if (prepared.kind === "empty") return setOutcome({ state: "idle" });
      if (prepared.kind === "too-short") return setOutcome({ state: "too-short" });
      setOutcome((previous) => ({ state: "searching", previous: previous.state === "found" ? previous : undefined }));
      try {
        const found = await runSearch(locale, prepared.text, pagefindFilters(filtersNow), SEARCH_RESULT_LIMIT);
        if (id !== latest.current) return;
        setOutcome({
          state: "found",
          query: prepared.text,
          cut: prepared.cut,
          results: found.results,
          total: found.total,
          counts: {
            story: found.kinds.story ?? 0,
            contributor: found.kinds.contributor ?? 0,
            newsroom: found.kinds.newsroom ?? 0,
          },
        });
      } catch {
        if (id === latest.current) setOutcome({ state: "failed" });
      }
    },
    [locale],
  );
  const searchSoon = (typed: string, filtersNow: Filters) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void search(typed, filtersNow), SEARCH_DEBOUNCE_MS);
  };
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  return [outcome, search, searchSoon, cancel] as const;
}
