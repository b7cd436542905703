import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { parseFeed } from "feedsmith";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FEED_STORY_LIMIT } from "../../../scripts/postbuild/feeds";
import { getFeedData, writeFeeds } from "../../../scripts/postbuild/feeds";
import { copyFixture } from "../content/content-fixture";

// The four feeds, written from a copy of the fixture content with more stories (a draft, an
// excluded one, one more than the feeds list, links and an image in a body, characters XML must
// escape), parsed by feedsmith and, for JSON Feed, validated against its published schema.

const SITE_URL = "https://stories.example";
const content = copyFixture();
const clientDir = mkdtempSync(path.join(os.tmpdir(), "feeds-"));
const cache = mkdtempSync(path.join(os.tmpdir(), "image-cache-"));
const saved = {
  CONTENT_DIR: process.env.CONTENT_DIR,
  IMAGE_CACHE_DIR: process.env.IMAGE_CACHE_DIR,
  SITE_URL: process.env.SITE_URL,
};

/** A story of Ana Ruiz's on `date`, its hero shared with the fixture's story (one image to process). */
function addStory(slug: string, date: string, fields: { title?: string; body?: string; extra?: string } = {}) {
  mkdirSync(content.file(`stories/${slug}`));
  content.write(
    `stories/${slug}/index.md`,
    [
      "---",
      `title: ${JSON.stringify(fields.title ?? `Story ${slug}`)}`,
      "contributor: ana-ruiz",
      "newsroom: bayline",
      "chapter: forward",
      `date: ${date}`,
      `summary: The story called ${slug}.`,
      "hero:",
      "  src: ../kitchen-table/hero.svg",
      "  alt: An illustrated table",
      "  credit: The project",
      ...(fields.extra ? [fields.extra] : []),
      "---",
      "",
      fields.body ?? `The text of ${slug}.`,
      "",
    ].join("\n"),
  );
}

// One more than the feeds list, on days from 2021-01-01: the oldest (the fixture's own story, 2020-10-14) drops out.
const DATED = Array.from({ length: FEED_STORY_LIMIT }, (_, i) => ({
  slug: `story-${String(i + 1).padStart(2, "0")}`,
  date: new Date(Date.UTC(2021, 0, 1 + i)).toISOString().slice(0, 10),
}));
const NEWEST = { slug: "the-newest", date: "2021-12-31" };

beforeAll(async () => {
  Object.assign(process.env, { CONTENT_DIR: content.dir, IMAGE_CACHE_DIR: cache, SITE_URL });
  for (const { slug, date } of DATED) addStory(slug, date);
  addStory(NEWEST.slug, NEWEST.date, {
    title: 'Fish & chips <for> "everyone"',
    body: "See [her page](/contribuitor/ana-ruiz), [the last part](#the-newest), [a newsroom](https://news.example/a?b=1&c=2) and ![a table](/assets/table.png).",
  });
  addStory("a-draft", "2022-01-01", { extra: "draft: true" });
  addStory("wip-notes", "2022-01-02");
  await writeFeeds(clientDir);
}, 120_000);

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  content.remove();
  rmSync(clientDir, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

const read = (urlPath: string) => readFileSync(path.join(clientDir, urlPath), "utf8");
/** An entry's id: its story's section of the contributor's page, as before stories had pages (stable). */
const sectionUrl = (slug: string, locale: "" | "/es" = "") => `${SITE_URL}${locale}/contribuitor/ana-ruiz#${slug}`;
/** An entry's link: its story's own page. */
const storyUrl = (slug: string, locale: "" | "/es" = "") => `${SITE_URL}${locale}/contribuitor/ana-ruiz/${slug}`;
/** The stories the feeds must list: the newest FEED_STORY_LIMIT published ones, the newest first. */
const LISTED = [NEWEST, ...[...DATED].reverse()].slice(0, FEED_STORY_LIMIT).map((s) => s.slug);

describe("the Atom feeds", () => {
  test("parse as Atom, list the newest published stories newest first, each with its URL as its id", () => {
    const parsed = parseFeed(read("/feed.xml"));
    expect(parsed.format).toBe("atom");
    if (parsed.format !== "atom") return;
    const { feed } = parsed;
    expect(feed).toMatchObject({
      id: `${SITE_URL}/feed.xml`,
      title: { type: "text", value: "Test Site" },
      updated: "2021-12-31T00:00:00Z",
    });
    expect(feed.links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rel: "self", href: `${SITE_URL}/feed.xml`, type: "application/atom+xml" }),
        expect.objectContaining({ rel: "alternate", href: `${SITE_URL}/`, type: "text/html" }),
      ]),
    );
    const entries = feed.entries ?? [];
    expect(entries.map((e) => e.id)).toEqual(LISTED.map((slug) => sectionUrl(slug)));
    expect(entries).toHaveLength(FEED_STORY_LIMIT);
  });

  test("an entry has its title, summary, dates, author, newsroom, hero image and body", () => {
    const parsed = parseFeed(read("/feed.xml"));
    if (parsed.format !== "atom") throw new Error(`expected Atom, got ${parsed.format}`);
    const entry = parsed.feed.entries![0]!;
    expect(entry).toMatchObject({
      title: { type: "text", value: 'Fish & chips <for> "everyone"' },
      summary: { type: "text", value: "The story called the-newest." },
      published: "2021-12-31T00:00:00Z",
      updated: "2021-12-31T00:00:00Z",
      authors: [{ name: "Ana Ruiz", uri: `${SITE_URL}/contribuitor/ana-ruiz` }],
      categories: [{ term: "Bayline" }],
    });
    expect(entry.links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rel: "alternate", href: storyUrl("the-newest"), type: "text/html" }),
        expect.objectContaining({
          rel: "enclosure",
          href: expect.stringMatching(new RegExp(`^${SITE_URL}/assets/content/hero-[0-9a-f]+-social\\.jpg$`)),
          type: "image/jpeg",
        }),
      ]),
    );
    // The body as HTML, every address absolute, the external link still leaving the site safely.
    expect(entry.content).toMatchObject({ type: "html" });
    const body = (entry.content as { value?: string } | undefined)?.value ?? "";
    expect(body).toContain(`<a href="${SITE_URL}/contribuitor/ana-ruiz">her page</a>`);
    expect(body).toContain(`<a href="${storyUrl("the-newest")}#the-newest">the last part</a>`);
    expect(body).toContain('href="https://news.example/a?b=1&#x26;c=2"');
    expect(body).toContain('rel="noopener noreferrer"');
    expect(body).toContain(`<img src="${SITE_URL}/assets/table.png" alt="a table">`);
  });

  test("the Spanish feed has the Spanish pages' addresses and words, and marks an entry still in English", () => {
    const parsed = parseFeed(read("/es/feed.xml"));
    if (parsed.format !== "atom") throw new Error(`expected Atom, got ${parsed.format}`);
    const entries = parsed.feed.entries ?? [];
    expect(parsed.feed.id).toBe(`${SITE_URL}/es/feed.xml`);
    expect(entries.map((e) => e.id)).toEqual(LISTED.map((slug) => sectionUrl(slug, "/es")));
    expect(read("/es/feed.xml")).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es-US">');
    // The fixture's stories added here have no translation: their entries say they are in English.
    expect(read("/es/feed.xml")).toContain(`<entry xml:lang="en">\n    <id>${sectionUrl("the-newest", "/es")}</id>`);
  });
});

describe("the JSON feeds", () => {
  const ajv = new Ajv({ strict: false, validateSchema: false });
  addFormats(ajv);
  const schemaDir = path.resolve("tests/fixtures/json-feed-schema");
  // feed-1.json is draft-04, whose `id` Ajv 8 no longer reads: it is registered under that address instead.
  const { id: feed1Id, ...feed1 } = JSON.parse(readFileSync(path.join(schemaDir, "feed-1.json"), "utf8")) as {
    id: string;
  };
  ajv.addSchema(feed1, feed1Id);
  const validate = ajv.compile(JSON.parse(readFileSync(path.join(schemaDir, "feed.json"), "utf8")));

  test.each(["/feed.json", "/es/feed.json"])("%s is valid against JSON Feed's published schema", (urlPath) => {
    const document: unknown = JSON.parse(read(urlPath));
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
  });

  test("the schema check is live: it rejects an item with no content and a relative URL", () => {
    const feed = JSON.parse(read("/feed.json")) as { items: Record<string, unknown>[] };
    const { content_html: _content, ...item } = feed.items[0]!;
    expect(validate({ ...feed, items: [item] })).toBe(false);
    expect(validate({ ...feed, items: [{ ...feed.items[0], url: "/contribuitor/ana-ruiz" }] })).toBe(false);
  });

  test("parse as JSON Feed 1.1 and list what the Atom feed lists, with the same details", async () => {
    const parsed = parseFeed(read("/feed.json"));
    expect(parsed.format).toBe("json");
    if (parsed.format !== "json") return;
    const { feed } = parsed;
    expect(feed).toMatchObject({
      title: "Test Site",
      feed_url: `${SITE_URL}/feed.json`,
      home_page_url: `${SITE_URL}/`,
    });
    expect(JSON.parse(read("/feed.json")).version).toBe("https://jsonfeed.org/version/1.1");
    const items = feed.items ?? [];
    expect(items.map((item) => item.id)).toEqual(LISTED.map((slug) => sectionUrl(slug)));
    expect(items[0]).toMatchObject({
      url: storyUrl("the-newest"),
      title: 'Fish & chips <for> "everyone"',
      summary: "The story called the-newest.",
      date_published: "2021-12-31T00:00:00Z",
      date_modified: "2021-12-31T00:00:00Z",
      authors: [{ name: "Ana Ruiz", url: `${SITE_URL}/contribuitor/ana-ruiz` }],
      tags: ["Bayline"],
      image: expect.stringMatching(/-social\.jpg$/),
    });
    expect(items[0]?.content_html).toContain(`<a href="${SITE_URL}/contribuitor/ana-ruiz">her page</a>`);
    const atom = await getFeedData("en");
    expect(items[0]?.content_html).toBe(atom.entries[0]?.contentHtml);
  });
});
