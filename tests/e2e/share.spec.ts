import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import matter from "gray-matter";
import { isLocalUrl } from "../../support/local-url";
import { readContentFiles } from "./content-files";
import { expect, test, waitForHydration, waitForPageSettled } from "./fixtures";

/**
 * Sharing a story (issue 17) as a reader meets it: the system share sheet where the browser has
 * one (navigator.share, stubbed here), else a list of links and "Copy link"; the shared address is
 * the story's own page (issue 30), and opening it lands on the story.
 */

const { contributors, stories } = readContentFiles();
// A contributor with two stories or more, each translated: the page has a jump list, and Spanish words to check.
const translated = (slug: string) => path.resolve("content/stories", slug, "index.es.md");
const contributor = contributors.find((c) => {
  const theirs = stories.filter((s) => s.contributor === c.slug);
  return theirs.length > 1 && theirs.every((s) => existsSync(translated(s.slug)));
})!;
const story = stories.filter((s) => s.contributor === contributor.slug).at(-1)!;

/** The canonical address of a contributor's page as its head names it, or of one of their stories' pages below it. */
async function canonical(page: Page, storySlug = ""): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute("href");
  return `${href}${storySlug ? `/${storySlug}` : ""}`;
}

/** navigator.share, recording what it is asked to share; the promise settles as a real sheet's would on "Share". */
async function stubWebShare(page: Page) {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { sharedWithSheet: shared });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { sharedWithSheet: ShareData[] }).sharedWithSheet);
}

/** A browser without the Web Share API, whatever this Chromium's build has. */
async function withoutWebShare(page: Page) {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
}

/** Holds the client entry (the module that hydrates the page) until the returned function is called. */
async function holdHydration(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("Share", () => {
  test("with a share sheet: one call with the story's title, summary and canonical URL; focus comes back", async ({
    page,
  }) => {
    const shared = await stubWebShare(page);
    await page.goto(`/contribuitor/${contributor.slug}`);
    await waitForHydration(page);
    const button = page.getByRole("button", { name: `Share: ${story.title}`, exact: true });
    await button.click();
    await expect.poll(shared).toHaveLength(1);
    expect((await shared())[0]).toEqual({
      title: story.title,
      text: story.summary,
      url: await canonical(page, story.slug),
    });
    await expect(button).toBeFocused();
    // The sheet is the browser's: no list of our own.
    await expect(page.getByRole("list", { name: /^Ways to share/ })).toHaveCount(0);
    await expect(button).not.toHaveAttribute("aria-expanded");
  });

  test("before the page has hydrated: the share sheet opens at once with the story's address", async ({ page }) => {
    const shared = await stubWebShare(page);
    const release = await holdHydration(page);
    await page.goto(`/contribuitor/${contributor.slug}`);
    await page.getByRole("button", { name: `Share: ${story.title}`, exact: true }).click();
    await expect.poll(shared).toHaveLength(1);
    expect((await shared())[0]).toEqual({
      title: story.title,
      text: story.summary,
      url: await canonical(page, story.slug),
    });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await waitForHydration(page);
    // Hydrating does not share again.
    expect(await shared()).toHaveLength(1);
  });

  test("before the page has hydrated, without a share sheet: the list opens once it has", async ({ page }) => {
    await withoutWebShare(page);
    const release = await holdHydration(page);
    await page.goto(`/contribuitor/${contributor.slug}`);
    await page.getByRole("button", { name: `Share: ${story.title}`, exact: true }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await waitForHydration(page);
    await expect(page.getByRole("list", { name: `Ways to share “${story.title}”` })).toBeVisible();
  });

  test("the contributor's page shares itself, without a fragment", async ({ page }) => {
    const shared = await stubWebShare(page);
    await page.goto(`/contribuitor/${contributor.slug}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: `Share: ${contributor.name}`, exact: true }).click();
    await expect.poll(shared).toEqual([{ title: contributor.name, text: contributor.bio, url: await canonical(page) }]);
    expect(new URL((await shared())[0]!.url!).search).toBe("");
  });

  test("on a Spanish page: the Spanish title and name, and the Spanish page's address", async ({ page }) => {
    const shared = await stubWebShare(page);
    const spanish = matter(readFileSync(translated(story.slug), "utf8")).data as { title: string; summary: string };
    await page.goto(`/es/contribuitor/${contributor.slug}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: `Compartir: ${spanish.title}`, exact: true }).click();
    await expect.poll(shared).toHaveLength(1);
    const url = await canonical(page, story.slug);
    expect(new URL(url).pathname).toBe(`/es/contribuitor/${contributor.slug}/${story.slug}`);
    expect((await shared())[0]).toEqual({ title: spanish.title, text: spanish.summary, url });
  });

  test("without a share sheet: links to each service and Copy link, nothing fetched from another host before a click", async ({
    page,
    context,
    baseURL,
  }) => {
    await withoutWebShare(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!isLocalUrl(request.url())) foreign.push(request.url());
    });
    await page.goto(`/contribuitor/${contributor.slug}`);
    // Everything the page does by itself has been asked for before the first click.
    await waitForPageSettled(page);
    const button = page.getByRole("button", { name: `Share: ${story.title}`, exact: true });
    await button.click();
    const list = page.getByRole("list", { name: `Ways to share “${story.title}”` });
    await expect(list).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");

    const url = await canonical(page, story.slug);
    // Each service's compose address, and what it is given: the title, the summary, the URL.
    const expected: [string, string, Record<string, string>][] = [
      ["Email", "mailto:", { subject: story.title, body: `${story.summary}\n\n${url}` }],
      ["WhatsApp", "https://wa.me/", { text: `${story.title} ${url}` }],
      ["Facebook", "https://www.facebook.com/sharer/sharer.php", { u: url }],
      ["X", "https://x.com/intent/tweet", { text: story.title, url }],
      ["Bluesky", "https://bsky.app/intent/compose", { text: `${story.title} ${url}` }],
    ];
    for (const [name, address, params] of expected) {
      const link = list.getByRole("link", { name: `${name} (opens in a new tab)`, exact: true });
      const href = new URL((await link.getAttribute("href"))!);
      expect(`${href.protocol === "mailto:" ? "mailto:" : href.origin + href.pathname}`, name).toBe(address);
      expect(Object.fromEntries(href.searchParams), name).toEqual(params);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }

    await list.getByRole("button", { name: `Copy link to “${story.title}”` }).click();
    await expect(list.getByRole("status")).toHaveText("Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // Escape closes the list, and focus is back on the button that opened it.
    await page.keyboard.press("Escape");
    await expect(list).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    expect(foreign).toEqual([]);
  });

  test("Copy link refused by the browser: the address is selected, and the reader is told how to copy it", async ({
    page,
  }) => {
    await withoutWebShare(page);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
      });
    });
    await page.goto(`/contribuitor/${contributor.slug}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: `Share: ${story.title}`, exact: true }).click();
    const list = page.getByRole("list", { name: `Ways to share “${story.title}”` });
    await list.getByRole("button", { name: `Copy link to “${story.title}”` }).click();
    await expect(list.getByRole("status")).toHaveText(/^Could not copy: the link is selected/);
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(await canonical(page, story.slug));
  });

  test("the shared address is the story's page, whose own Share button shares it again", async ({ page }) => {
    await page.goto(`/contribuitor/${contributor.slug}`);
    const url = await canonical(page, story.slug);
    const shared = await stubWebShare(page);
    await page.goto(new URL(url).pathname);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
    await waitForHydration(page);
    await page.getByRole("button", { name: `Share: ${story.title}`, exact: true }).click();
    await expect.poll(shared).toEqual([{ title: story.title, text: story.summary, url }]);
  });

  test("no accessibility violation with the share list open", async ({ page }) => {
    await withoutWebShare(page);
    await page.goto(`/contribuitor/${contributor.slug}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: `Share: ${story.title}`, exact: true }).click();
    await expect(page.getByRole("list", { name: `Ways to share “${story.title}”` })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
