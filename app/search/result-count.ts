// The results' count, as the live region announces it.
import { fill, listInWords } from "../i18n/interface-texts";
import type { InterfaceTexts } from "../i18n/interface-texts";
import type { CountText, SearchTexts } from "../i18n/texts/search";

export interface KindCounts {
  story: number;
  contributor: number;
  newsroom: number;
}

function counted(text: CountText, count: number, texts: Pick<InterfaceTexts, "intlLocale">): string {
  return fill(count === 1 ? text[0] : text[1], { count: count.toLocaleString(texts.intlLocale) });
}

/**
 * "3 stories found" / "3 historias encontradas" when the results are of one kind; "Found 3 stories
 * and 1 contributor" when they mix kinds. Empty for no result (the page says so in words).
 */
export function describeCounts(
  counts: KindCounts,
  texts: SearchTexts,
  interfaceTexts: Pick<InterfaceTexts, "intlLocale" | "listAnd">,
): string {
  const kinds = [
    { count: counts.story, found: texts.storiesFound, listed: texts.storiesCount },
    { count: counts.contributor, found: texts.contributorsFound, listed: texts.contributorsCount },
    { count: counts.newsroom, found: texts.newsroomsFound, listed: texts.newsroomsCount },
  ].filter((kind) => kind.count > 0);
  if (kinds.length === 0) return "";
  if (kinds.length === 1) return counted(kinds[0]!.found, kinds[0]!.count, interfaceTexts);
  return fill(texts.found, {
    list: listInWords(
      kinds.map((kind) => counted(kind.listed, kind.count, interfaceTexts)),
      interfaceTexts,
    ),
  });
}
