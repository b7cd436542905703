import type { MetaDescriptor } from "react-router";
import { FEEDS, type FeedFormat } from "../addresses/site-paths";
import { type InterfaceTexts, fill } from "../i18n/interface-texts";
import { absoluteUrl, feedPath } from "../addresses/site-paths";

/**
 * The `<link rel="alternate">` of each feed of the page's language, with its type and a title,
 * for every page's head: a feed reader given any page's address finds the feeds.
 */
export function feedLinks(
  siteUrl: string,
  siteName: string,
  texts: Pick<InterfaceTexts, "locale" | "feedTitle">,
): MetaDescriptor[] {
  return (Object.keys(FEEDS) as FeedFormat[]).map((format) => ({
    tagName: "link",
    rel: "alternate",
    type: FEEDS[format].type,
    title: fill(texts.feedTitle, { site: siteName, format: FEEDS[format].name }),
    href: absoluteUrl(siteUrl, feedPath(format, texts.locale)),
  }));
}
