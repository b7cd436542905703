/**
 * The search page's words, typed like the interface texts (app/i18n/interface-texts.ts) but kept
 * apart: the root's texts travel with every page, these only in the search page's data. The
 * dictionaries are beside the interface's (app/i18n/texts/en.ts, es.ts). Client-safe.
 */

/** A count's text, singular then plural: "{count}" is the number. */
export type CountText = readonly [one: string, many: string];

export interface SearchTexts {
  title: string;
  description: string;
  heading: string;
  /** The field's label. */
  label: string;
  submit: string;
  /** The keyboard shortcuts, said under the field. */
  shortcuts: string;
  newsroomFilter: string;
  allNewsrooms: string;
  videoFilter: string;
  /** Without JavaScript: the link to the contributor index (`browseContributors`) follows. */
  needsJavaScript: string;
  browseContributors: string;
  tooShort: string;
  /** A query longer than SEARCH_MAX_QUERY_LENGTH: "{count}" characters were searched. */
  cut: string;
  searching: string;
  failed: string;
  /** "{query}" is what was searched. */
  noResults: string;
  /** Followed by the link to the contributor index (`browseContributors`). */
  noResultsSuggestion: string;
  /** The count when all results are of one kind: "3 stories found", "3 historias encontradas". */
  storiesFound: CountText;
  contributorsFound: CountText;
  newsroomsFound: CountText;
  /** The counts of each kind, listed in `found` when the results mix kinds. */
  storiesCount: CountText;
  contributorsCount: CountText;
  newsroomsCount: CountText;
  /** "{list}" is the counts: "Found 3 stories and 1 contributor". */
  found: string;
  /** More results than are shown: "{shown}" is how many are. */
  moreThanShown: string;
  /** The results list's name. */
  results: string;
  contributorKind: string;
  newsroomKind: string;
  /** A story's contributor: "{name}". */
  by: string;
}
