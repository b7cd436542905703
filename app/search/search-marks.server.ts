/**
 * The marks that make an element one entry of the search index, made at build time: a loader puts
 * them in its page's data, the post-build step adds a newsroom's to the HTML it indexes.
 */
import { imageVariantName } from "../images/image-urls";
import type { Contributor, Story } from "../content/types";
import type { Locale } from "../i18n/locale";
import { type SearchFilters, type SearchMarks, type SearchRecord, VIDEO_FILTER_VALUE } from "./search-record";
import type { ResponsiveImage } from "../images/image-types";

/** The attributes that mark an element as one entry of the search index. */
export function searchMarks(record: SearchRecord, filters: SearchFilters): SearchMarks {
  // Pagefind reads each filter from an attribute of its own: an inline `key:value` takes the whole attribute.
  const values: [string, string | undefined][] = [
    ["kind", record.kind],
    ["newsroom", filters.newsroom],
    ["language", filters.language],
    ["video", filters.video ? VIDEO_FILTER_VALUE : undefined],
  ];
  const present = values.filter((entry): entry is [string, string] => entry[1] !== undefined);
  return {
    "data-pagefind-body": "",
    "data-pagefind-meta": "record[data-search-record]",
    "data-search-record": JSON.stringify(record),
    "data-pagefind-filter": present.map(([name]) => `${name}[data-search-${name}]`).join(", "),
    ...Object.fromEntries(present.map(([name, value]) => [`data-search-${name}`, value])),
  };
}

/** A story's marks, on its own page: the result a reader is sent to. */
export function storySearchMarks(story: Story, locale: Locale): SearchMarks {
  return searchMarks(
    {
      kind: "story",
      slug: story.slug,
      title: story.title,
      contributor: { slug: story.contributor.slug, name: story.contributor.name },
      newsroom: story.newsroom.name,
      date: story.date,
      dateText: story.dateText,
      thumbnail: thumbnail(story.hero),
      lang: story.lang,
    },
    { newsroom: story.newsroom.slug, language: story.lang ?? locale, video: Boolean(story.video) },
  );
}

/** The thumbnail's width: twice the 6rem the results show it at, for dense screens. */
const THUMBNAIL_WIDTH = 192;

/** The smallest WebP variant at least THUMBNAIL_WIDTH wide (else the widest there is). */
function thumbnail(image: ResponsiveImage): { src: string; width: number; height: number } {
  const widths = [...image.widths].sort((a, b) => a - b);
  const width = widths.find((w) => w >= THUMBNAIL_WIDTH) ?? widths.at(-1) ?? image.width;
  return {
    src: imageVariantName(image.stem, width, "webp"),
    width,
    height: Math.round((image.height * width) / image.width),
  };
}

/** A contributor's marks, on their page's profile. */
export function contributorSearchMarks(contributor: Contributor, locale: Locale): SearchMarks {
  return searchMarks(
    {
      kind: "contributor",
      slug: contributor.slug,
      name: contributor.name,
      place: contributor.hometown,
      newsroom: contributor.newsroom.name,
      lang: contributor.lang,
    },
    { newsroom: contributor.newsroom.slug, language: contributor.lang ?? locale },
  );
}
