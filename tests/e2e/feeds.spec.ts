import type { Page } from "@playwright/test";
import { parseFeed } from "feedsmith";
import { expect, getPrerenderedPaths, test } from "./fixtures";

/**
 * The feeds (issue 17) as a partner's reader meets them, from the production build: served with
 * their types, revalidated and compressed; linked from every page's head and footer; listing the
 * stories the pages show, newest first; each item's address is its story's own page (issue 30),
 * and its id, unchanged since before stories had pages, still lands on its section.
 */

const LANGUAGES = [
  { prefix: "", name: "English" },
  { prefix: "/es", name: "Spanish" },
] as const;

interface ListedStory {
  /** Path and fragment of its section: `/contribuitor/ana-ruiz#the-kitchen-table`. */
  address: string;
  /** Its own page: `/contribuitor/ana-ruiz/the-kitchen-table`. */
  page: string;
  title: string;
  date: string;
}

/** The feeds' addresses are the public origin's (SITE_URL): the path and fragment, on this server. */
const local = (url: string) => {
  const { pathname, hash } = new URL(url);
  return `${pathname}${hash}`;
};

/** Every story on the contributor pages of a language, as they show it: anchor, title, date. */
async function storiesOnThePages(page: Page, prefix: string): Promise<ListedStory[]> {
  const contributorPages = (await getPrerenderedPaths(page)).filter((p) =>
    new RegExp(`^${prefix}/contribuitor/[a-z0-9-]+$`).test(p),
  );
  const stories: ListedStory[] = [];
  for (const pagePath of contributorPages) {
    await page.goto(pagePath);
    const found = await page.locator("article.story").evaluateAll((articles) =>
      articles.map((article) => ({
        id: article.id,
        title: article.querySelector("h2")?.textContent ?? "",
        date: article.querySelector("time")?.getAttribute("datetime") ?? "",
      })),
    );
    stories.push(
      ...found.map(({ id, title, date }) => ({ address: `${pagePath}#${id}`, page: `${pagePath}/${id}`, title, date })),
    );
  }
  return stories;
}

async function fetchFeed(baseURL: string, urlPath: string) {
  const response = await fetch(`${baseURL}${urlPath}`, { headers: { "Accept-Encoding": "br, gzip" } });
  return { response, text: await response.text() };
}

for (const { prefix, name } of LANGUAGES) {
  test.describe(`The ${name} feeds`, () => {
    test("are served with their own types, revalidated, compressed", async ({ baseURL }) => {
      for (const [file, type] of [
        ["feed.xml", "application/atom+xml"],
        ["feed.json", "application/feed+json"],
      ] as const) {
        const { response } = await fetchFeed(baseURL!, `${prefix}/${file}`);
        expect(response.status, file).toBe(200);
        expect(response.headers.get("content-type"), file).toMatch(new RegExp(`^${type.replace("+", "\\+")}\\b`));
        expect(response.headers.get("cache-control"), file).toBe("no-cache");
        expect(response.headers.get("content-encoding"), file).toBe("br");
      }
    });

    test("list the stories the pages show, the newest first, in the same words", async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const onPages = await storiesOnThePages(page, prefix);
      expect(onPages.length).toBeGreaterThan(0);
      // The newest 50: the pages' stories by date, newest first (the same day: by anchor).
      const expected = [...onPages]
        .sort(
          (a, b) => b.date.localeCompare(a.date) || a.address.split("#")[1]!.localeCompare(b.address.split("#")[1]!),
        )
        .slice(0, 50);

      const atom = parseFeed((await fetchFeed(baseURL!, `${prefix}/feed.xml`)).text);
      if (atom.format !== "atom") throw new Error(`${prefix}/feed.xml is ${atom.format}, not Atom`);
      expect(
        (atom.feed.entries ?? []).map((entry) => ({
          address: local(entry.id!),
          page: local(entry.links?.find((link) => link.rel === "alternate")?.href ?? ""),
          title: (entry.title as { value?: string } | undefined)?.value,
        })),
      ).toEqual(expected.map(({ address, page, title }) => ({ address, page, title })));

      const json = parseFeed((await fetchFeed(baseURL!, `${prefix}/feed.json`)).text);
      if (json.format !== "json") throw new Error(`${prefix}/feed.json is ${json.format}, not JSON Feed`);
      expect(
        (json.feed.items ?? []).map((item) => ({
          address: local(item.id!),
          page: local(item.url!),
          title: item.title,
        })),
      ).toEqual(expected.map(({ address, page, title }) => ({ address, page, title })));
    });

    test("each item's address is its story's page, and its id lands on the story's section", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const json = parseFeed((await fetchFeed(baseURL!, `${prefix}/feed.json`)).text);
      if (json.format !== "json") throw new Error(`${prefix}/feed.json is ${json.format}, not JSON Feed`);
      const items = json.feed.items ?? [];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        const address = local(item.url!);
        // What is judged is the page's HTML and where its fragment lands, not its images' arrival.
        const response = await page.goto(address, { waitUntil: "domcontentloaded" });
        expect(response?.status(), address).toBe(200);
        await expect(page.getByRole("heading", { level: 1 }), address).toHaveText(item.title!);
        await expect(page.locator('link[rel="canonical"]'), address).toHaveAttribute("href", item.url!);
        const section = local(item.id!);
        expect((await page.goto(section, { waitUntil: "domcontentloaded" }))?.status(), section).toBe(200);
        const story = page.locator(`article#${section.split("#")[1]}`);
        await expect(story, section).toBeInViewport();
        await expect(story.getByRole("heading", { level: 2 }), section).toHaveText(item.title!);
      }
    });

    test("every page links them in its head, with titles, and in its footer", async ({ page, baseURL }) => {
      const pages = [`${prefix || "/"}`, `${prefix}/contribuitor`, `${prefix}/embed`, `${prefix}/no-such-page`];
      const contributor = (await getPrerenderedPaths(page)).find((p) =>
        new RegExp(`^${prefix}/contribuitor/[a-z0-9-]+$`).test(p),
      )!;
      for (const pagePath of [...pages, contributor]) {
        await page.goto(pagePath);
        for (const [type, file] of [
          ["application/atom+xml", "feed.xml"],
          ["application/feed+json", "feed.json"],
        ] as const) {
          const link = page.locator(`head link[rel="alternate"][type="${type}"]`);
          await expect(link, `${pagePath}: ${type}`).toHaveCount(1);
          expect(new URL((await link.getAttribute("href"))!).pathname, pagePath).toBe(`${prefix}/${file}`);
          expect(await link.getAttribute("title"), pagePath).toBeTruthy();
        }
      }
      await page.goto(contributor);
      const footer = page.getByRole("contentinfo");
      for (const [text, file] of (prefix
        ? [
            ["Feed Atom", "feed.xml"],
            ["JSON Feed", "feed.json"],
          ]
        : [
            ["Atom feed", "feed.xml"],
            ["JSON Feed", "feed.json"],
          ]) as [string, string][]) {
        const href = await footer.getByRole("link", { name: text, exact: true }).getAttribute("href");
        expect(href).toBe(`${prefix}/${file}`);
        expect((await page.request.get(`${baseURL}${href}`)).status()).toBe(200);
      }
    });
  });
}
