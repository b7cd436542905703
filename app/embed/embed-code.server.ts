// pym.js as this site serves it: Vite writes the file under /assets/ with a content hash (cached
// for good) and gives its path.
import pymScriptPath from "pym.js/dist/pym.v1.min.js?url&no-inline";
import { getSiteUrl } from "../content/site-url.server";
import { getSiteSettings } from "../content/site.server";
import { type EmbedSnippetOptions, embedViewPath, iframeSnippet, pymSnippet } from "./embed-snippets";
import type { EmbedView } from "./embed-view";

/** The code a partner pastes for one view, written at build time so pages carry no code to make it. */
export interface EmbedCodeData {
  pym: string;
  iframe: string;
}

export function getEmbedCode(view: Exclude<EmbedView, { kind: "newsroom" }>): EmbedCodeData {
  const siteUrl = getSiteUrl();
  const { name } = getSiteSettings();
  const options: EmbedSnippetOptions = {
    embedUrl: `${siteUrl}${embedViewPath(view)}`,
    title: view.kind === "contributor" ? `${view.name}, ${name}` : name,
    pymScriptUrl: `${siteUrl}${pymScriptPath}`,
  };
  return { pym: pymSnippet(options), iframe: iframeSnippet(options) };
}
