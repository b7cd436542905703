import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Link } from "react-router";
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_QUERY_LENGTH, SEARCH_RESULT_LIMIT } from "../config/constants";
import { fill } from "../i18n/interface-texts";
import type { Locale } from "../i18n/locale";
import { useTexts } from "../i18n/use-texts";
import { contributorIndexPath, searchPath } from "../navigation/links";
import { type LoadedResult, type PagefindFilters, prepareSearch, runSearch } from "../search/pagefind";
import { prepareQuery, readQuery } from "../search/query";
import { describeCounts } from "../search/result-count";
import { VIDEO_FILTER_VALUE } from "../search/search-record";
import type { SearchTexts } from "../search/search-texts";
import { SearchResults } from "./search-results";

export interface SiteSearchProps {
  texts: SearchTexts;
  /** The newsrooms to filter by, in their order. */
  newsrooms: { slug: string; name: string; lang?: string }[];
}

interface Filters {
  newsroom: string;
  video: boolean;
}

type Outcome =
  { state: "idle" } | { state: "too-short" } | { state: "searching"; previous?: Found } | { state: "failed" } | Found;

interface Found {
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

/** Whether a key press is typing into something, where `/` is a character and not the shortcut. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * Runs a query (at once, or after the reader pauses typing), the latest one only counting, and
 * keeps the address on it: `?q=`, replaced, so Back leaves the search page, then returns to it.
 * Returns `[outcome, search, searchSoon, cancel]` (`cancel`: the query waiting for a pause).
 */
function useSearch(locale: Locale) {
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

/** `/` from anywhere on the page puts the reader in the field. */
function useSlashToField(field: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      field.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [field]);
}

/**
 * The search form and its results. The query lives in the address (`?q=`), replaced as the reader
 * types, so the back button returns to the search and a search can be shared; the field starts
 * from it. Nothing is searched before the reader's first query, so Pagefind loads only then.
 */
export function SiteSearch({ texts, newsrooms }: SiteSearchProps) {
  const { locale, listAnd, intlLocale } = useTexts();
  const [query, setQuery] = useState("");
  const [filters, setFilters] = useState<Filters>({ newsroom: "", video: false });
  const field = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [outcome, search, searchSoon, cancel] = useSearch(locale);

  // The query of the address (or what the reader typed before the page became interactive).
  useEffect(() => {
    const initial = field.current?.value || readQuery(window.location.search);
    setQuery(initial);
    if (initial) void search(initial, { newsroom: "", video: false });
    return cancel;
  }, [search, cancel]);
  useSlashToField(field);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void search(query, filters);
  };
  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    setQuery("");
    void search("", filters);
  };
  const changeFilters = (next: Filters) => {
    setFilters(next);
    void search(query, next);
  };

  return (
    <>
      <form className="search-form" role="search" onSubmit={onSubmit}>
        <label htmlFor={`${ids}-query`} className="search-form__label">
          {texts.label}
        </label>
        <div className="search-form__row">
          <input
            ref={field}
            id={`${ids}-query`}
            className="search-form__field"
            type="search"
            name="q"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              searchSoon(event.target.value, filters);
            }}
            onKeyDown={onFieldKeyDown}
            onFocus={() => prepareSearch(locale)}
            aria-describedby={`${ids}-shortcuts`}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
          />
          <button type="submit" className="search-form__submit">
            {texts.submit}
          </button>
        </div>
        <p id={`${ids}-shortcuts`} className="search-form__hint">
          {texts.shortcuts}
        </p>
        {searchFilters(texts, newsrooms, filters, changeFilters)}
      </form>
      <noscript>
        <p className="search-status">
          {texts.needsJavaScript} <a href={contributorIndexPath(locale)}>{texts.browseContributors}</a>.
        </p>
      </noscript>
      {searchOutcome(outcome, texts, locale, { intlLocale, listAnd })}
    </>
  );
}

// The filters and the outcome are functions of the form's values rather than components: no
// props objects in the search page's code.

/** Filters by newsroom and by video; a change searches again. */
function searchFilters(
  texts: SearchTexts,
  newsrooms: SiteSearchProps["newsrooms"],
  filters: Filters,
  changeFilters: (next: Filters) => void,
) {
  return (
    <div className="search-form__filters">
      <label className="search-form__filter">
        {texts.newsroomFilter}{" "}
        <select
          value={filters.newsroom}
          onChange={(event) => changeFilters({ ...filters, newsroom: event.target.value })}
        >
          <option value="">{texts.allNewsrooms}</option>
          {newsrooms.map((newsroom) => (
            <option key={newsroom.slug} value={newsroom.slug} lang={newsroom.lang}>
              {newsroom.name}
            </option>
          ))}
        </select>
      </label>
      <label className="search-form__filter">
        <input
          type="checkbox"
          checked={filters.video}
          onChange={(event) => changeFilters({ ...filters, video: event.target.checked })}
        />{" "}
        {texts.videoFilter}
      </label>
    </div>
  );
}

/** The status line (announced), the notes under it and the results: the last found while searching again. */
function searchOutcome(
  outcome: Outcome,
  texts: SearchTexts,
  locale: Locale,
  formatting: Parameters<typeof describeCounts>[2],
) {
  const shown = outcome.state === "found" ? outcome : outcome.state === "searching" ? outcome.previous : undefined;
  return (
    <>
      <p className="search-status" role="status">
        {outcome.state === "too-short" && texts.tooShort}
        {outcome.state === "searching" && !shown && texts.searching}
        {outcome.state === "failed" && texts.failed}
        {shown && shown.total > 0 && describeCounts(shown.counts, texts, formatting)}
        {shown && shown.total === 0 && fill(texts.noResults, { query: shown.query })}
      </p>
      {shown?.cut && <p className="search-note">{fill(texts.cut, { count: SEARCH_MAX_QUERY_LENGTH })}</p>}
      {shown && shown.total === 0 && (
        <p className="search-note">
          {texts.noResultsSuggestion} <Link to={contributorIndexPath(locale)}>{texts.browseContributors}</Link>.
        </p>
      )}
      {shown && shown.results.length > 0 && <SearchResults results={shown.results} texts={texts} />}
      {shown && shown.total > shown.results.length && (
        <p className="search-note">{fill(texts.moreThanShown, { shown: shown.results.length })}</p>
      )}
    </>
  );
}
