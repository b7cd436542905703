import interUrl from "./files/inter-en-es-wght.woff2?url&no-inline";
import sourceSerifUrl from "./files/source-serif-4-en-es-wght.woff2?url&no-inline";

/**
 * This build's addresses of the two subsets the first page needs (the same files the stylesheet's
 * faces name): what the head script looks for in storage and the first-visit loader remembers.
 */
export const WEB_FONT_URLS = [interUrl, sourceSerifUrl];
