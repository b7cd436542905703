import { type FormEvent, type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { SEARCH_MAX_QUERY_LENGTH } from "./search-settings";
import { fill } from "../i18n/interface-texts";
import type { Locale } from "../i18n/locale";
import { useTexts } from "../i18n/use-texts";
import { contributorIndexPath } from "../addresses/site-paths";
import { prepareSearch } from "./pagefind";
import { readQuery } from "./query";
import { describeCounts } from "./result-count";
import type { SearchTexts } from "../i18n/texts/search";
import { SearchResults } from "./search-results";
import { type Filters, type Outcome, useSearch } from "./use-search";

export interface SiteSearchProps {
  texts: SearchTexts;
  /** The newsrooms to filter by, in their order. */
  newsrooms: { slug: string; name: string; lang?: string }[];
}

/** Whether a key press is typing into something, where `/` is a character and not the shortcut. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
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
