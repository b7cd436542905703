// An Atom 1.0 feed (RFC 4287) of the feed data: text escaped, the story body as escaped HTML.
import { FEEDS } from "../../app/addresses/site-paths";
import type { FeedData, FeedEntry } from "./feed-data";

/** Characters XML 1.0 does not allow at all, even escaped: matching them is the point. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function entry(item: FeedEntry): string {
  const lang = item.language ? ` xml:lang="${escapeXml(item.language)}"` : "";
  return [
    `  <entry${lang}>`,
    `    <id>${escapeXml(item.id)}</id>`,
    `    <title type="text">${escapeXml(item.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(item.url)}"/>`,
    `    <link rel="enclosure" type="${escapeXml(item.image.type)}" href="${escapeXml(item.image.url)}"/>`,
    `    <published>${item.published}</published>`,
    `    <updated>${item.updated}</updated>`,
    `    <author>`,
    `      <name>${escapeXml(item.author.name)}</name>`,
    `      <uri>${escapeXml(item.author.url)}</uri>`,
    `    </author>`,
    `    <category term="${escapeXml(item.category)}"/>`,
    `    <summary type="text">${escapeXml(item.summary)}</summary>`,
    `    <content type="html">${escapeXml(item.contentHtml)}</content>`,
    `  </entry>`,
  ].join("\n");
}

export function renderAtomFeed(feed: FeedData): string {
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    `  <id>${escapeXml(feed.atomUrl)}</id>`,
    `  <title type="text">${escapeXml(feed.title)}</title>`,
    `  <subtitle type="text">${escapeXml(feed.description)}</subtitle>`,
    `  <link rel="self" type="${FEEDS.atom.type}" href="${escapeXml(feed.atomUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.homeUrl)}"/>`,
    `  <link rel="alternate" type="${FEEDS.json.type}" href="${escapeXml(feed.jsonUrl)}"/>`,
    `  <updated>${feed.updated}</updated>`,
    `  <author>`,
    `    <name>${escapeXml(feed.author)}</name>`,
    `    <uri>${escapeXml(feed.homeUrl)}</uri>`,
    `  </author>`,
    ...feed.entries.map(entry),
    `</feed>`,
    "",
  ].join("\n");
}
