import { Fragment } from "react";
import { Link } from "react-router";
import type { Locale } from "../i18n/locale";
import { fill } from "../i18n/interface-texts";
import { useTexts } from "../i18n/use-texts";
import { contributorPath, newsroomPath, storyPath } from "../addresses/site-paths";
import { excerptParts } from "./excerpt";
import type { LoadedResult } from "./pagefind";
import type { SearchRecord } from "./search-record";
import type { SearchTexts } from "../i18n/texts/search";

/** The results of a search, in our own markup: each entry's title, who and where, and the matched words marked. */
export function SearchResults({ results, texts }: { results: LoadedResult[]; texts: SearchTexts }) {
  return (
    <ol className="search-results" aria-label={texts.results}>
      {results.map(({ record, excerpt }) => (
        <SearchResult key={`${record.kind}/${record.slug}`} record={record} excerpt={excerpt} texts={texts} />
      ))}
    </ol>
  );
}

function SearchResult({ record, excerpt, texts }: { record: SearchRecord; excerpt: string; texts: SearchTexts }) {
  const { locale, untranslatedShort } = useTexts();
  // An entry not translated yet: its words are English, what the site says about it the page's language.
  const pageLang = record.lang ? locale : undefined;
  return (
    <li className="search-result" lang={record.lang}>
      {record.kind === "story" && record.thumbnail && (
        // Decorative beside the title that names the story; lazy, below the first results.
        <img
          className="search-result__thumbnail"
          src={record.thumbnail.src}
          width={record.thumbnail.width}
          height={record.thumbnail.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
      {(record.kind !== "story" || record.lang) && (
        <p className="search-result__kind" lang={pageLang}>
          {record.kind === "contributor"
            ? texts.contributorKind
            : record.kind === "newsroom"
              ? texts.newsroomKind
              : null}
          {record.kind !== "story" && record.lang && " · "}
          {record.lang && untranslatedShort}
        </p>
      )}
      <h2 className="search-result__title">
        <Link to={resultPath(record, locale)}>{record.kind === "story" ? record.title : record.name}</Link>
      </h2>
      <p className="search-result__meta">
        {record.kind === "story" && (
          <>
            <span lang={pageLang}>{fill(texts.by, { name: record.contributor.name })}</span> · {record.newsroom} ·{" "}
            <time dateTime={record.date} lang={pageLang}>
              {record.dateText}
            </time>
          </>
        )}
        {record.kind === "contributor" && (
          <>
            {record.place} · {record.newsroom}
          </>
        )}
        {record.kind === "newsroom" && record.region}
      </p>
      <p className="search-result__excerpt">
        {excerptParts(excerpt).map((part, index) =>
          part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
        )}
      </p>
    </li>
  );
}

/** Where a result leads: the story's own address, the contributor's page, the newsroom on the home page. */
function resultPath(record: SearchRecord, locale: Locale): string {
  if (record.kind === "story") return storyPath(record.contributor.slug, record.slug, locale);
  if (record.kind === "contributor") return contributorPath(record.slug, locale);
  return newsroomPath(record.slug, locale);
}
