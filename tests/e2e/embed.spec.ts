import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import AxeBuilder from "@axe-core/playwright";
import type { Frame, Page } from "@playwright/test";
import { expect, getPrerenderedPaths, test, waitForHydration } from "./fixtures";
import { type HostOrigin, blankPage, hostPage, startHostOrigin } from "./host-origin";

// The embed (/embed) as partner sites use it: its views, its links, and its height inside a real
// Pym.js parent on another origin (pym.js 1.3.2 from node_modules, served by a second local server).

const SIZE_TOLERANCE_PX = 20;
const NEWSROOM = "bayline-youth-media";

function frontmatter(collection: string, slug: string): Record<string, unknown> {
  return matter(readFileSync(path.resolve("content", collection, slug, "index.md"), "utf8")).data;
}

/** The first contributor the build pre-rendered, with what the embed should show of them. */
async function sampleContributor(page: Page) {
  const paths = await getPrerenderedPaths(page);
  const slug = paths.find((p) => /^\/contribuitor\/.+/.test(p))?.split("/")[2];
  expect(slug, "a pre-rendered contributor page").toBeDefined();
  const data = frontmatter("contributors", slug!);
  return { slug: slug!, name: String(data.name), videoTitle: String((data.video as { title: string }).title) };
}

async function embedFrame(page: Page): Promise<Frame> {
  const frame = await page
    .locator("iframe")
    .elementHandle()
    .then((handle) => handle?.contentFrame());
  expect(frame, "the embed's frame").toBeTruthy();
  return frame!;
}

/** Waits until the iframe is as tall as the embed's content (within the tolerance) and nothing overflows. */
async function expectSizedToContent(page: Page, label: string) {
  await expect
    .poll(
      async () => {
        const iframeHeight = await page.locator("iframe").evaluate((el) => el.getBoundingClientRect().height);
        const frame = await embedFrame(page);
        const content = await frame.evaluate(() => {
          const root = document.documentElement;
          return {
            // Where the content ends, measured from its last box rather than as the child measures it.
            bottom: document.querySelector("main")!.getBoundingClientRect().bottom + window.scrollY,
            overflowsDown: root.scrollHeight > window.innerHeight + 1,
            overflowsSideways: root.scrollWidth > window.innerWidth,
          };
        });
        return {
          sized: Math.abs(iframeHeight - content.bottom) <= SIZE_TOLERANCE_PX,
          overflowsDown: content.overflowsDown,
          overflowsSideways: content.overflowsSideways,
        };
      },
      { message: label },
    )
    .toEqual({ sized: true, overflowsDown: false, overflowsSideways: false });
}

async function hrefsAndTargets(page: Page | Frame) {
  return page
    .locator("main a[href]")
    .evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute("href"), target: link.getAttribute("target") })),
    );
}

async function openEmbed(page: Page, search = "") {
  const response = await page.goto(`/embed${search}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

test.describe("the embed inside a Pym.js parent on another origin", () => {
  let host: HostOrigin;
  test.beforeAll(async () => {
    host = await startHostOrigin();
  });
  test.afterAll(async () => {
    await host.close();
  });

  test("the iframe takes the embed's height: at load, after a view change and at 375 px", async ({ page, baseURL }) => {
    const contributor = await sampleContributor(page);
    const url = host.setPage(
      "/pym-parent.html",
      hostPage(`<div id="embed"></div>
<script src="/pym.v1.js"></script>
<script>window.pymParent = new pym.Parent("embed", ${JSON.stringify(`${baseURL}/embed`)}, { title: "The embed" });</script>`),
    );
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(url);
    const frame = await embedFrame(page);
    await frame.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.frameLocator("iframe").getByRole("heading", { level: 2, name: "Stories" })).toBeVisible();
    await expectSizedToContent(page, "the default view at 1024 px");

    // Switch the parent's iframe to a contributor's view, as a partner's script might.
    await page.evaluate((slug) => {
      const { iframe } = (window as unknown as { pymParent: { iframe: HTMLIFrameElement } }).pymParent;
      iframe.src = iframe.src.replace("/embed?", `/embed?contributor=${slug}&`);
    }, contributor.slug);
    const embed = page.frameLocator("iframe");
    await expect(embed.getByRole("heading", { level: 2, name: contributor.name })).toBeVisible();
    await expect(embed.locator("figcaption")).toHaveText(contributor.videoTitle);
    await expectSizedToContent(page, "the contributor's view at 1024 px");
    const wide = await page.locator("iframe").evaluate((el) => el.getBoundingClientRect().height);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectSizedToContent(page, "the contributor's view at 375 px");
    const narrow = await page.locator("iframe").evaluate((el) => el.getBoundingClientRect().height);
    // The player is 16:9 of the width: a narrower host makes a shorter iframe, so the parent's
    // width message was answered with a new height.
    expect(narrow).not.toBe(wide);
  });

  test("a plain iframe, with no script on the host, shows the player and the strip and posts nothing", async ({
    page,
    baseURL,
  }) => {
    const url = host.setPage(
      "/plain.html",
      hostPage(`<iframe src="${baseURL}/embed" title="The embed" width="100%" height="400"></iframe>
<script>window.received = []; addEventListener("message", (event) => window.received.push(event.data));</script>`),
    );
    await page.goto(url);
    const frame = await embedFrame(page);
    await frame.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const embed = page.frameLocator("iframe");
    await expect(embed.getByRole("button", { name: /^Play video: / })).toBeVisible();
    await expect(embed.getByRole("heading", { level: 2, name: "Stories" })).toBeAttached();
    // Too short for all of it: the frame scrolls instead of cutting the strip off.
    await embed.getByRole("heading", { level: 2, name: "Stories" }).scrollIntoViewIfNeeded();
    await expect(embed.getByRole("heading", { level: 2, name: "Stories" })).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
  });
});

test.describe("the embed's views", () => {
  test("the default view: name, tagline, player, a strip of stories, noindex", async ({ page }) => {
    await openEmbed(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Stories" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Play video: / })).toBeVisible();
    await expect(page.locator("main li")).not.toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/$/);
    // No site chrome.
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });

  test("?contributor= shows that contributor's name, video and stories", async ({ page }) => {
    const contributor = await sampleContributor(page);
    await openEmbed(page, `?contributor=${contributor.slug}`);
    const heading = page.getByRole("heading", { level: 2, name: contributor.name });
    await expect(heading).toBeVisible();
    await expect(heading.getByRole("link")).toHaveAttribute("href", new RegExp(`/contribuitor/${contributor.slug}$`));
    await expect(page.locator("figcaption")).toHaveText(contributor.videoTitle);
    const stories = await page.locator("main li a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(stories.length).toBeGreaterThan(0);
    for (const href of stories) expect(href).toMatch(new RegExp(`/contribuitor/${contributor.slug}/[a-z0-9-]+$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/contribuitor/${contributor.slug}$`),
    );
  });

  test("while a contributor's view loads, a status shows and nothing moves", async ({ page }) => {
    const contributor = await sampleContributor(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/contribuitor/${contributor.slug}.data*`, async (route) => {
      await released;
      await route.continue();
    });
    await openEmbed(page, `?contributor=${contributor.slug}`);
    const status = page.getByRole("status").filter({ hasText: `Loading ${contributor.name}` });
    await expect(status).toBeVisible();
    await expect(page.locator("main")).toHaveAttribute("aria-busy", "true");
    const boxes = () =>
      page.evaluate(() =>
        [".embed__name", ".video", ".embed__strip"].map((selector) => {
          const { top, height } = document.querySelector(selector)!.getBoundingClientRect();
          return { selector, top, height };
        }),
      );
    await page.goto(`/embed`);
    await waitForHydration(page);
    const unloaded = await boxes();
    await openEmbed(page, `?contributor=${contributor.slug}`);
    await expect(status).toBeVisible();
    expect(await boxes()).toEqual(unloaded);
    release();
    await expect(page.getByRole("heading", { level: 2, name: contributor.name })).toBeVisible();
    await expect(status).toHaveCount(0);
    await expect(page.locator("main")).toHaveAttribute("aria-busy", "false");
  });

  test("a contributor's view that cannot load leaves the default view, saying so", async ({ page }) => {
    const contributor = await sampleContributor(page);
    await page.route(`**/contribuitor/${contributor.slug}.data*`, (route) => route.abort("internetdisconnected"));
    await openEmbed(page, `?contributor=${contributor.slug}`);
    await expect(page.getByRole("status").filter({ hasText: "could not be loaded" })).toHaveText(
      `${contributor.name}’s stories could not be loaded. Reload to try again.`,
    );
    await expect(page.getByRole("heading", { level: 2, name: "Stories" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Play video: / })).toBeVisible();
  });

  test("?newsroom= shows that newsroom's name and its contributors' stories", async ({ page }) => {
    const name = String(frontmatter("newsrooms", NEWSROOM).name);
    await openEmbed(page, `?newsroom=${NEWSROOM}`);
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    const bylines = await page.locator("main li .embed__by").allTextContents();
    expect(bylines.length).toBeGreaterThan(0);
    const members = readdirSync(path.resolve("content/contributors"))
      .map((slug) => frontmatter("contributors", slug))
      .filter((data) => data.newsroom === NEWSROOM)
      .map((data) => String(data.name));
    for (const byline of bylines) expect(members).toContain(byline.replace(/^\s*by\s+/, ""));
  });

  test("?theme= forces the colour scheme, also combined with a view", async ({ page }) => {
    const contributor = await sampleContributor(page);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: "light" });
    await openEmbed(page, `?contributor=${contributor.slug}&theme=dark`);
    await expect(page.getByRole("heading", { level: 2, name: contributor.name })).toBeVisible();
    await expect.poll(background).toBe("rgb(22, 20, 18)");
    await page.emulateMedia({ colorScheme: "dark" });
    await openEmbed(page, "?theme=light");
    await expect.poll(background).toBe("rgb(255, 253, 248)");
  });

  test("an unknown or malformed value shows the default view, with no error", async ({ page, consoleErrors }) => {
    await openEmbed(page);
    const defaultLinks = await hrefsAndTargets(page);
    for (const search of [
      "?contributor=nobody-here",
      "?contributor=../etc",
      "?contributor=",
      "?newsroom=Not%20A%20Slug",
      "?theme=purple",
      "?contributor=%E0%A4%A",
      "?contributor=a&contributor=b&newsroom=x",
    ]) {
      await openEmbed(page, search);
      await expect(page.getByRole("heading", { level: 2, name: "Stories" }), search).toBeVisible();
      expect(await hrefsAndTargets(page), search).toEqual(defaultLinks);
      expect(await page.evaluate(() => document.documentElement.dataset.theme), search).toBeUndefined();
    }
    expect(consoleErrors).toEqual([]);
  });

  test("every view, in either theme, has no accessibility violation", async ({ page }) => {
    // The default view in the reader's scheme is audited with every page (npm run audit).
    // Three views, each loaded and audited: 18 s of the default 30 on a loaded machine.
    test.setTimeout(120_000);
    const contributor = await sampleContributor(page);
    for (const [search, heading] of [
      [`?contributor=${contributor.slug}&theme=dark`, contributor.name],
      [`?newsroom=${NEWSROOM}&theme=light`, String(frontmatter("newsrooms", NEWSROOM).name)],
      ["?theme=dark", "Stories"],
    ] as const) {
      await openEmbed(page, search);
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        search,
      ).toEqual([]);
    }
  });

  test("every link opens in the top window or a new tab, in every view", async ({ page }) => {
    const contributor = await sampleContributor(page);
    for (const search of ["", `?contributor=${contributor.slug}`, `?newsroom=${NEWSROOM}`]) {
      await openEmbed(page, search);
      if (search.includes("contributor")) {
        await expect(page.getByRole("heading", { level: 2, name: contributor.name })).toBeVisible();
      }
      const links = await page.locator("a[href]").evaluateAll((all) => all.map((a) => a.getAttribute("target")));
      expect(links.length, search).toBeGreaterThan(0);
      for (const target of links) expect(["_top", "_blank"], search).toContain(target);
    }
  });
});

test.describe("Embed this", () => {
  let host: HostOrigin;
  test.beforeAll(async () => {
    host = await startHostOrigin();
  });
  test.afterAll(async () => {
    await host.close();
  });

  test("the copy button puts the exact snippet on the clipboard, and pasted it makes a sized embed", async ({
    page,
    context,
    baseURL,
  }) => {
    const contributor = await sampleContributor(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto(`/contribuitor/${contributor.slug}`);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Embed this" });
    await section.getByText("Embed this", { exact: true }).click();
    const snippet = await section.locator("code").first().textContent();
    expect(snippet).toContain(`/embed?contributor=${contributor.slug}`);
    await section.getByRole("button", { name: "Copy the Pym.js code" }).click();
    await expect(section.getByRole("status").first()).toHaveText("Copied");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(snippet);

    // The snippet names the site's public origin (SITE_URL at build time); the test build is
    // served elsewhere, so that origin's requests are answered by the served build.
    // The pym.js it loads is served by the site itself: the npm package's file, cached for good.
    const pymPath = new URL(/<script src="([^"]+)"/.exec(copied)![1]!).pathname;
    const pymResponse = await page.request.get(pymPath);
    expect(pymResponse.status()).toBe(200);
    expect(pymResponse.headers()["cache-control"]).toContain("immutable");
    expect(await pymResponse.text()).toBe(readFileSync(path.resolve("node_modules/pym.js/dist/pym.v1.min.js"), "utf8"));

    const siteOrigin = new URL(/data-pym-src="([^"]+)"/.exec(copied)![1]!).origin;
    if (siteOrigin !== baseURL) {
      await page.route(`${siteOrigin}/**`, async (route) => {
        const url = new URL(route.request().url());
        await route.fulfill({ response: await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` }) });
      });
    }
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto(host.setPage("/pasted.html", blankPage(copied)));
    await expect(page.frameLocator("iframe").getByRole("heading", { level: 2, name: contributor.name })).toBeVisible();
    await expect(page.locator("iframe")).toHaveAttribute("title", new RegExp(contributor.name));
    await expectSizedToContent(page, "the pasted snippet's embed");
  });
});
