import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import matter from "gray-matter";
import sharp from "sharp";
import { readContentFiles } from "./content-files";
import { expect, getPrerenderedPaths, test, waitForHydration } from "./fixtures";

/**
 * Every story its own page (issue 30), as a reader and a link-preview crawler meet it in the
 * production build: its address in each language, its head, the way there from every page that
 * lists it and back, and the 404 page for a story that does not exist.
 */

const SITE = "http://localhost:3000";
const { contributors, stories } = readContentFiles();

// A contributor with two stories or more, each translated: their page lists several, in Spanish too.
const spanishFile = (slug: string) => path.resolve("content/stories", slug, "index.es.md");
const contributor = contributors.find((c) => {
  const theirs = stories.filter((s) => s.contributor === c.slug);
  return theirs.length > 1 && theirs.every((s) => existsSync(spanishFile(s.slug)));
})!;
const theirStories = stories.filter((s) => s.contributor === contributor.slug);
const story = theirStories.at(-1)!;
const spanishTitle = (slug: string) => String(matter(readFileSync(spanishFile(slug), "utf8")).data.title);

const LANGUAGES = [
  { locale: "en", prefix: "", title: story.title, notFound: "This page could not be found" },
  { locale: "es", prefix: "/es", title: spanishTitle(story.slug), notFound: "No se pudo encontrar esta página" },
] as const;

/**
 * The words of a captions file's cues, in order, as the sample files write them: each cue's lines
 * after its timing line, markup removed. Read here from the file, not through the site's parser.
 */
function cuesOf(file: string): string[] {
  return readFileSync(file, "utf8")
    .split(/\r?\n\r?\n/)
    .map((block) => block.split(/\r?\n/))
    .filter((lines) => lines.some((line) => line.includes("-->")))
    .map((lines) =>
      lines
        .slice(lines.findIndex((line) => line.includes("-->")) + 1)
        .join(" ")
        .replace(/<[^>]*>/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

const storyPagePath = (prefix: string, slug = story.slug, by = contributor.slug) =>
  `${prefix}/contribuitor/${by}/${slug}`;

const meta = (page: Page, property: string) =>
  page.locator(`head meta[property="${property}"], head meta[name="${property}"]`).getAttribute("content");

/** Marks the page's window: a client navigation keeps the mark, a reload loses it. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => "sameDocument" in window);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

for (const { locale, prefix, title, notFound } of LANGUAGES) {
  test.describe(`A story's page (${locale})`, () => {
    test("has its own address, heading, language, canonical URL, alternates and link preview", async ({ page }) => {
      const address = storyPagePath(prefix);
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `));
      const url = `${SITE}${address}`;
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", url);
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
      expect(alternates).toEqual([
        ["en", `${SITE}${storyPagePath("")}`],
        ["es", `${SITE}${storyPagePath("/es")}`],
        ["x-default", `${SITE}${storyPagePath("")}`],
      ]);
      expect(await meta(page, "og:type")).toBe("article");
      expect(await meta(page, "og:url")).toBe(url);
      expect(await meta(page, "og:title")).toBe(title);
      expect(await meta(page, "twitter:card")).toBe("summary_large_image");
    });

    test("has its own link-preview card: 1200×630, at most 150 kB, answering 200", async ({ page, request }) => {
      await page.goto(storyPagePath(prefix));
      const image = (await meta(page, "og:image"))!;
      expect(image).toMatch(new RegExp(`^${SITE}/assets/content/card-${story.slug}-${locale}-[0-9a-f]+\\.jpg$`));
      expect(await meta(page, "og:image:width")).toBe("1200");
      expect(await meta(page, "og:image:height")).toBe("630");
      expect(await meta(page, "og:image:alt")).toContain(title);
      expect(await meta(page, "twitter:image")).toBe(image);
      const response = await request.get(new URL(image).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/jpeg");
      const bytes = await response.body();
      expect(bytes.length).toBeLessThanOrEqual(150_000);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
      // Another story's card is another file.
      const other = theirStories[0]!;
      await page.goto(storyPagePath(prefix, other.slug));
      expect(await meta(page, "og:image")).not.toBe(image);
    });

    test("shows the story whole: contributor linked, newsroom, date, image, text, Share, and its twin", async ({
      page,
    }) => {
      await page.goto(storyPagePath(prefix));
      const article = page.getByRole("article", { name: title });
      await expect(article.getByRole("link", { name: contributor.name, exact: true })).toHaveAttribute(
        "href",
        `${prefix}/contribuitor/${contributor.slug}`,
      );
      await expect(article.locator("time")).toHaveAttribute("datetime", story.date);
      await expect(article.locator(".story__hero img")).toBeVisible();
      await expect(article.locator(".story__body")).not.toBeEmpty();
      await expect(article.getByRole("button", { name: new RegExp(`^(Share|Compartir): `) })).toBeVisible();
      const twin = locale === "en" ? storyPagePath("/es") : storyPagePath("");
      await expect(page.getByRole("banner").locator(`a[href="${twin}"]`)).toHaveCount(1);
      // The contributor's other stories, each a link to its page.
      const others = page.getByRole("navigation", { name: new RegExp(contributor.name) });
      for (const other of theirStories.filter((s) => s.slug !== story.slug)) {
        await expect(others.locator(`a[href="${storyPagePath(prefix, other.slug)}"]`)).toHaveCount(1);
      }
    });

    test("an unknown story is the 404 page, with status 404, in the page's language", async ({ page }) => {
      for (const address of [storyPagePath(prefix, "no-such-story"), storyPagePath(prefix, story.slug, "nobody")]) {
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(404);
        await expect(page.locator("html"), address).toHaveAttribute("lang", locale);
        await expect(page.getByRole("heading", { name: notFound }), address).toBeVisible();
      }
    });
  });
}

/**
 * Scrolls to `link` (the page is scrolled then), marks the window and follows the link to the
 * story's page, which shows the story's title. Returns the scroll position left.
 */
/**
 * Follows the link from where it is scrolled into view; returns where the link stood in the viewport
 * when the reader clicked, read in the click itself. What back must restore is what the reader saw
 * (the link where it was), not a scroll offset: sections laid out as they come into view
 * (content-visibility) grow the page above, and the browser's scroll anchoring moves the offset
 * while keeping what is on screen in place.
 */
async function followToStoryPage(page: Page, link: Locator): Promise<number> {
  await link.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(0);
  await markWindow(page);
  await link.evaluate((element) =>
    element.addEventListener(
      "click",
      () => Object.assign(window, { topAtClick: Math.round(element.getBoundingClientRect().top) }),
      { capture: true, once: true },
    ),
  );
  await link.click();
  await expect(page).toHaveURL(storyPagePath(""));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title);
  return page.evaluate(() => (window as unknown as { topAtClick: number }).topAtClick);
}

/**
 * How far the link stands from where it was (`top`, px): the sections above it may be laid out again
 * after back, to sizes a pixel or two apart from the first time (their remembered intrinsic sizes).
 */
const distanceFrom = (link: Locator, top: number) =>
  link.evaluate((element, top) => Math.abs(Math.round(element.getBoundingClientRect().top) - top), top);

test.describe("The way to a story's page", () => {
  test("the contributor's page keeps each story's section, whose title leads to its page and back", async ({
    page,
  }) => {
    // An old link to the story's section still lands on it.
    await page.goto(`/contribuitor/${contributor.slug}#${story.slug}`);
    const section = page.locator(`article#${story.slug}`);
    await expect(section).toBeInViewport();
    await page.goto(`/contribuitor/${contributor.slug}`);
    await waitForHydration(page);
    const link = section.getByRole("heading", { level: 2 }).getByRole("link", { name: story.title });
    await expect(link).toHaveAttribute("href", storyPagePath(""));
    const before = await followToStoryPage(page, link);
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await sameDocument(page), "a client navigation, not a page load").toBe(true);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contributor.name);
    await expect.poll(() => distanceFrom(link, before)).toBeLessThanOrEqual(4);
    expect(await sameDocument(page)).toBe(true);
  });

  test("a story's card on the home page leads to its page, and back restores the position", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const link = page.locator(`a[href="${storyPagePath("")}"]`);
    await expect(link).toHaveCount(1);
    const before = await followToStoryPage(page, link);
    expect(await sameDocument(page), "a client navigation, not a page load").toBe(true);
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect.poll(() => distanceFrom(link, before)).toBeLessThanOrEqual(4);
    expect(await sameDocument(page)).toBe(true);
  });

  test("every published story has its page in each language, in the route manifest and the sitemap", async ({
    page,
    request,
  }) => {
    const routes = await getPrerenderedPaths(page);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const { contributor: by, slug } of stories) {
      const english = storyPagePath("", slug, by);
      const spanish = storyPagePath("/es", slug, by);
      expect(routes).toContain(english);
      expect(routes).toContain(spanish);
      expect(sitemap).toContain(`<loc>${SITE}${english}</loc>`);
      expect(sitemap).toContain(`<loc>${SITE}${spanish}</loc>`);
      expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${SITE}${spanish}"/>`);
      expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}${english}"/>`);
    }
    // Sections of the contributors' pages are no pages: the sitemap lists no fragment.
    expect(sitemap).not.toContain("#");
  });
});

test.describe("The transcript of a story's video", () => {
  // In the HTML as it arrives: a reader without JavaScript has it too.
  test.use({ javaScriptEnabled: false });

  const withVideo = stories.filter((s) => s.video);

  test("every story with a video (local or YouTube) has one, holding every cue of its captions in order, in each language", async ({
    page,
  }) => {
    expect(withVideo.length).toBeGreaterThan(0);
    for (const { slug, contributor: by, video } of withVideo) {
      const english = cuesOf(video!.captions!);
      expect(english.length, slug).toBeGreaterThan(0);
      const translation = existsSync(spanishFile(slug))
        ? (matter(readFileSync(spanishFile(slug), "utf8")).data.video as { captions?: string } | undefined)
        : undefined;
      const spanishCaptions = translation?.captions
        ? path.resolve(path.dirname(spanishFile(slug)), translation.captions)
        : undefined;
      for (const { prefix, summary, cues, lang } of [
        { prefix: "", summary: "Transcript", cues: english, lang: null },
        spanishCaptions
          ? { prefix: "/es", summary: "Transcripción", cues: cuesOf(spanishCaptions), lang: null }
          : { prefix: "/es", summary: "Transcripción", cues: english, lang: "en" },
      ]) {
        const address = storyPagePath(prefix, slug, by);
        await page.goto(address);
        const details = page.locator("details.transcript");
        await expect(details.locator("summary"), address).toHaveText(summary);
        const list = details.locator("ol");
        expect(await list.getAttribute("lang"), address).toBe(lang);
        // Its audio descriptions, where it has them, are woven in apart (audio-description.spec.ts).
        expect(await list.locator("li:not(.transcript__description)").allTextContents(), address).toEqual(cues);
      }
    }
  });

  test("a story without a video has none", async ({ page }) => {
    const without = stories.find((s) => !s.video)!;
    await page.goto(storyPagePath("", without.slug, without.contributor));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(without.title);
    await expect(page.locator("details.transcript")).toHaveCount(0);
  });

  test("the story's structured data carries the transcript with its video", async ({ page }) => {
    const { slug, contributor: by, video, title } = withVideo.find((s) => s.video?.kind === "file")!;
    await page.goto(storyPagePath("", slug, by));
    const data = (await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")))) as Record<
      string,
      unknown
    >[];
    const article = data.find((item) => item["@type"] === "NewsArticle")!;
    expect(article).toMatchObject({
      headline: title,
      inLanguage: "en",
      datePublished: expect.any(String),
      author: { name: contributors.find((c) => c.slug === by)!.name },
      publisher: { "@type": "NewsMediaOrganization" },
      mainEntityOfPage: `${SITE}${storyPagePath("", slug, by)}`,
    });
    const videoObject = article.video as Record<string, unknown>;
    expect(videoObject).toMatchObject({ "@type": "VideoObject", uploadDate: expect.any(String) });
    expect(videoObject.thumbnailUrl).toMatch(/^http:\/\/localhost:3000\//);
    expect(videoObject.contentUrl).toMatch(/^http:\/\/localhost:3000\/assets\/content\/.+\.mp4$/);
    expect(videoObject.transcript).toBe(cuesOf(video!.captions!).join("\n"));
    // A local video's length is read from its file: the sample clips run a few seconds.
    expect(videoObject.duration).toMatch(/^PT\d+S$/);
  });

  test("a YouTube story's structured data gives the length its editor wrote and its transcript", async ({ page }) => {
    const { slug, contributor: by, video, file } = stories.find((s) => s.video?.kind === "youtube")!;
    const written = (matter(readFileSync(file, "utf8")).data.video as { duration: string }).duration;
    const [minutes, seconds] = written.split(":").map(Number);
    await page.goto(storyPagePath("", slug, by));
    const videoObject = (await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? "{}")).find((item) => item["@type"] === "NewsArticle"),
      )) as { video: Record<string, unknown> };
    expect(videoObject.video).toMatchObject({
      "@type": "VideoObject",
      duration: `PT${minutes}M${seconds}S`,
      embedUrl: expect.stringMatching(/^https:\/\/www\.youtube\.com\/embed\//),
      transcript: cuesOf(video!.captions!).join("\n"),
    });
  });
});

test.describe("Embedding a story or a contributor by its address (oEmbed)", () => {
  for (const { locale, prefix, title } of LANGUAGES) {
    test(`each story page and contributor page names its oEmbed JSON (${locale})`, async ({ page, request }) => {
      const pages = [
        { address: storyPagePath(prefix), name: title, embed: `${prefix}/embed?story=${story.slug}` },
        {
          address: `${prefix}/contribuitor/${contributor.slug}`,
          name: contributor.name,
          embed: `${prefix}/embed?contributor=${contributor.slug}`,
        },
      ];
      for (const { address, name, embed } of pages) {
        await page.goto(address);
        const link = page.locator('head link[rel="alternate"][type="application/json+oembed"]');
        await expect(link, address).toHaveCount(1);
        const href = (await link.getAttribute("href"))!;
        expect(href, address).toMatch(/^http:\/\/localhost:3000\/oembed\/.+\.json$/);
        const response = await request.get(new URL(href).pathname);
        expect(response.status(), href).toBe(200);
        expect(response.headers()["content-type"], href).toMatch(/^application\/json\b/);
        const answer = (await response.json()) as Record<string, unknown>;
        expect(answer, href).toMatchObject({
          version: "1.0",
          type: "rich",
          title: name,
          provider_name: expect.any(String),
          provider_url: `${SITE}${prefix || "/"}`,
          width: expect.any(Number),
          height: expect.any(Number),
        });
        const html = String(answer.html);
        expect(html, href).toMatch(new RegExp(`^<iframe src="${SITE}${embed.replace("?", "\\?")}" title="[^"]+"`));
      }
    });
  }

  test("?story= shows that story's title, player and contributor, its links opening the full site", async ({
    page,
  }) => {
    await page.goto(`/embed?story=${story.slug}`);
    await waitForHydration(page);
    const heading = page.getByRole("heading", { level: 2, name: story.title });
    await expect(heading).toBeVisible();
    await expect(heading.getByRole("link")).toHaveAttribute("href", `${SITE}${storyPagePath("")}`);
    await expect(heading.getByRole("link")).toHaveAttribute("target", "_top");
    // This sample story has no video: the embed leads with it (tests/e2e/story-embed.spec.ts), then
    // its contributor's others under "More by".
    await expect(page.locator("article.embed__lead")).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}${storyPagePath("")}`);
    await expect(page.getByRole("heading", { level: 2, name: `More by ${contributor.name}` })).toBeVisible();
    for (const other of theirStories.filter((s) => s.slug !== story.slug)) {
      await expect(page.locator(`main li a[href="${SITE}${storyPagePath("", other.slug)}"]`)).toHaveCount(1);
    }
  });

  test("an unknown ?story= shows the default view", async ({ page }) => {
    await page.goto("/embed?story=no-such-story");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 2, name: "Stories" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}/`);
  });
});
