import { type Locale, SOURCE_LOCALE } from "../i18n/locale";
import { embedPath } from "../addresses/site-paths";
import type { EmbedView } from "./embed-view";

/** The height of the plain-iframe embed code (no script on the host page): the player and the strip fit. */
export const EMBED_FALLBACK_HEIGHT_PX = 760;

// Kept apart from embed-view.ts's view choosing, which only the embed itself needs: the pages
// that show "Embed this" load this module, not that one.

/** The embed's own path for a view, as partners put it in their iframe. */
export function embedViewPath(view: EmbedView, locale: Locale = SOURCE_LOCALE): string {
  if (view.kind === "default") return embedPath(locale);
  return `${embedPath(locale)}?${new URLSearchParams({ [view.kind]: view.slug })}`;
}

/** What a partner needs to embed one view: all URLs absolute, on this site's own origin. */
export interface EmbedSnippetOptions {
  /** The embed's full URL, `https://…/embed?contributor=…`. */
  embedUrl: string;
  /** The iframe's accessible name. */
  title: string;
  /** The full URL of the pym.js file this site serves. */
  pymScriptUrl: string;
  /** The plain iframe's height in pixels: the view's own where it is known (embed-height.ts). */
  height?: number;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/**
 * Pym.js's own markup (pym.js finds `data-pym-src` elements when it loads and puts a resizing
 * iframe in each, https://blog.apps.npr.org/pym.js/): no inline script, so it suits host pages
 * whose Content-Security-Policy allows only script files.
 */
export function pymSnippet({ embedUrl, title, pymScriptUrl }: EmbedSnippetOptions): string {
  return [
    `<div data-pym-src="${escapeAttribute(embedUrl)}" data-pym-title="${escapeAttribute(title)}" data-pym-allowfullscreen></div>`,
    `<script src="${escapeAttribute(pymScriptUrl)}" async></script>`,
  ].join("\n");
}

/** For pages that take no script: a fixed height the default view fits, scrolling if it must. */
export function iframeSnippet({ embedUrl, title, height = EMBED_FALLBACK_HEIGHT_PX }: EmbedSnippetOptions): string {
  return `<iframe src="${escapeAttribute(embedUrl)}" title="${escapeAttribute(title)}" width="100%" height="${height}" style="border: 0" loading="lazy" allowfullscreen></iframe>`;
}
