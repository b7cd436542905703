// pym.js as this site serves it: Vite writes the file under /assets/ with a content hash (cached
// for good) and gives its path.
import pymScriptPath from "pym.js/dist/pym.v1.min.js?url&no-inline";
import type { EmbedCodeData } from "./embed-code";
import { getSiteUrl } from "../addresses/site-url.server";
import { getSiteSettings } from "../content/site-queries.server";
import { type Locale, SOURCE_LOCALE } from "../i18n/locale";
import { type EmbedSnippetOptions, embedViewPath, iframeSnippet, pymSnippet } from "./embed-snippets";
import type { EmbedView } from "./embed-view";

/** `locale`: the page's; a Spanish page's code shows the Spanish embed (`/es/embed`). */
export function getEmbedCode(
  view: Exclude<EmbedView, { kind: "newsroom" }>,
  locale: Locale = SOURCE_LOCALE,
  /** The plain iframe's height, where the view's is known. */
  height?: number,
): EmbedCodeData {
  const siteUrl = getSiteUrl();
  const { name } = getSiteSettings(locale);
  const options: EmbedSnippetOptions = {
    embedUrl: `${siteUrl}${embedViewPath(view, locale)}`,
    title: view.kind === "default" ? name : `${view.name}, ${name}`,
    pymScriptUrl: `${siteUrl}${pymScriptPath}`,
    ...(height ? { height } : {}),
  };
  return { pym: pymSnippet(options), iframe: iframeSnippet(options) };
}
