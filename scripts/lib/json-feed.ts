// A JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/) of the feed data.
import type { FeedData } from "./feed-data";

export const JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1";

export function renderJsonFeed(feed: FeedData): string {
  const document = {
    version: JSON_FEED_VERSION,
    title: feed.title,
    home_page_url: feed.homeUrl,
    feed_url: feed.jsonUrl,
    description: feed.description,
    language: feed.language,
    authors: [{ name: feed.author, url: feed.homeUrl }],
    items: feed.entries.map((item) => ({
      id: item.id,
      url: item.url,
      title: item.title,
      summary: item.summary,
      content_html: item.contentHtml,
      image: item.image.url,
      date_published: item.published,
      date_modified: item.updated,
      authors: [{ name: item.author.name, url: item.author.url }],
      tags: [item.category],
      ...(item.language ? { language: item.language } : {}),
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
