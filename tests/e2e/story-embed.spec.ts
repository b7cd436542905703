import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, waitForPageSettled } from "./fixtures";

// A partner's embed of one story (/embed?story=…): a story without a video leads with itself, a
// YouTube story shows a poster and asks nothing of YouTube before play, and each story's oEmbed
// answer names its card (which answers with the size it states) and the embed's height.

const SITE = "http://localhost:3000";
/** How far the oEmbed height may be from the embed's laid-out height at 640 px: its text's lines are estimated. */
const HEIGHT_TOLERANCE = 0.1;

function storyFile(slug: string, locale = "en") {
  const file = path.resolve("content/stories", slug, locale === "en" ? "index.md" : `index.${locale}.md`);
  return matter(readFileSync(file, "utf8"));
}

const TEXT_STORY = "garage-studio";
const YOUTUBE_STORY = "six-feet-apart-in-the-park";
const text = storyFile(TEXT_STORY);
const textContributor = String(text.data.contributor);
const opening = text.content
  .trim()
  .split(/\n\s*\n/)[0]!
  .replace(/\s+/g, " ");
const youtube = storyFile(YOUTUBE_STORY);

function recordThirdParties(page: Page): string[] {
  const hosts: string[] = [];
  page.on("request", (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== "localhost") hosts.push(hostname);
  });
  return hosts;
}

test.describe("a story's embed", () => {
  // Each test waits for the embed's view to arrive after hydration, on a machine that may be busy.
  test.slow();
  for (const { locale, prefix, readOn } of [
    { locale: "en", prefix: "", readOn: "Read the whole story" },
    { locale: "es", prefix: "/es", readOn: "Lee la historia completa" },
  ] as const) {
    test(`a story without a video leads with its image, title, opening and a link to read on (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/embed?story=${TEXT_STORY}`);
      await waitForHydration(page);
      const storyUrl = `${SITE}${prefix}/contribuitor/${textContributor}/${TEXT_STORY}`;
      const lead = page.locator("article.embed__lead");
      await expect(lead.getByRole("heading", { level: 2, name: String(text.data.title) })).toBeVisible();
      await expect(lead.getByRole("img", { name: String((text.data.hero as { alt: string }).alt) })).toBeVisible();
      await expect(lead.locator(".embed__lead-opening")).toHaveText(opening);
      // Its name says which story (a visually hidden ": <title>", which the name computation sets apart).
      const readOnLink = lead.getByRole("link", { name: new RegExp(`^${readOn} ?: ${String(text.data.title)}$`) });
      for (const link of [readOnLink, lead.getByRole("link", { name: String(text.data.title), exact: true })]) {
        await expect(link).toHaveAttribute("href", storyUrl);
        await expect(link).toHaveAttribute("target", "_top");
      }
      // The story, not the site's generic clip.
      await expect(page.locator(".video")).toHaveCount(0);
    });
  }

  test("a YouTube story shows a poster and asks nothing of YouTube until played", async ({ page }) => {
    const hosts = recordThirdParties(page);
    await page.route("https://www.youtube.com/**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>embed</title>" }),
    );
    await page.route("https://*.ytimg.com/**", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(`/embed?story=${YOUTUBE_STORY}`);
    await waitForPageSettled(page);
    const title = (youtube.data.video as { title: string }).title;
    const play = page.getByRole("button", { name: `Play video: ${title}` });
    await expect(play).toBeVisible();
    // The story's image stands in for YouTube's thumbnail, from this site.
    const poster = page.locator(".video img").first();
    await expect(poster).toBeVisible();
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(new URL(await poster.evaluate((img: HTMLImageElement) => img.currentSrc)).hostname).toBe("localhost");
    expect(hosts).toEqual([]);
    await play.click();
    await expect
      .poll(() => hosts.some((host) => host.endsWith("youtube.com") || host.endsWith("youtube-nocookie.com")))
      .toBe(true);
  });

  test("each story's oEmbed answer names its card, which answers with the size it states, and the embed's height", async ({
    page,
  }) => {
    for (const slug of [TEXT_STORY, YOUTUBE_STORY]) {
      const contributor = String(storyFile(slug).data.contributor);
      await page.goto(`/contribuitor/${contributor}/${slug}`);
      const href = await page.locator('head link[type="application/json+oembed"]').getAttribute("href");
      const answer = (await (await page.request.get(new URL(href!).pathname)).json()) as {
        thumbnail_url: string;
        thumbnail_width: number;
        thumbnail_height: number;
        width: number;
        height: number;
        html: string;
      };
      expect(answer.thumbnail_url, slug).toMatch(new RegExp(`^${SITE}/`));
      const card = await page.request.get(new URL(answer.thumbnail_url).pathname);
      expect(card.status(), answer.thumbnail_url).toBe(200);
      expect(card.headers()["content-type"]).toMatch(/^image\//);
      const size = await page.evaluate(async (url) => {
        const image = new Image();
        image.src = url;
        await image.decode();
        return { width: image.naturalWidth, height: image.naturalHeight };
      }, new URL(answer.thumbnail_url).pathname);
      expect(size, answer.thumbnail_url).toEqual({ width: answer.thumbnail_width, height: answer.thumbnail_height });
      expect(answer.html).toContain(`height="${answer.height}"`);

      // The embed at the answer's width, laid out: as tall as the answer says, within its estimate.
      await page.setViewportSize({ width: answer.width, height: 900 });
      await page.goto(`/embed?story=${slug}`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expect(page.locator("main")).toHaveAttribute("aria-busy", "false");
      await page.evaluate(async () => void (await document.fonts.ready));
      const laidOut = await page.evaluate(() => document.body.getBoundingClientRect().height);
      expect(
        Math.abs(laidOut - answer.height) / laidOut,
        `${slug}: ${laidOut} px laid out, ${answer.height} px stated`,
      ).toBeLessThanOrEqual(HEIGHT_TOLERANCE);
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });
});
