import type { Page, Request } from "@playwright/test";
import { expect, holdRequests, test, waitForHydration } from "./fixtures";

/**
 * Reading ahead (issue 48, app/prefetch/): once the page is hydrated and idle, the payloads of the
 * same-site links in view are fetched at the lowest priority; none for links out of view, to the
 * embed or to files, and none at all when the reader asked to save data.
 */
test.describe.configure({ timeout: 90_000 });

/** The `.data` payloads the page requests, as they are requested. */
function recordPayloadRequests(page: Page): string[] {
  const payloads: string[] = [];
  page.on("request", (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".data")) payloads.push(pathname);
  });
  return payloads;
}

/** Waits for the page's idle work to have run: an idle callback queued now has been called. */
const idle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })));

test("the payloads of the links in view are prefetched after hydration, none before", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const payloads = recordPayloadRequests(page);
  await page.goto("/");
  const beforeHydration = [...payloads];
  await waitForHydration(page);
  expect(beforeHydration, "nothing is prefetched before the page is hydrated").toEqual([]);
  // The header's links in view at the top of home on a phone: search, and the page in Spanish.
  await expect.poll(() => payloads).toContain("/search.data");
  await expect.poll(() => payloads).toContain("/es.data");
  // A story far down the page is not, until the reader scrolls to it.
  const story = page.locator("#stories a.story-card__link").last();
  const storyPayload = `${await story.getAttribute("href")}.data`;
  expect(payloads).not.toContain(storyPayload);
  await story.evaluate((link) => link.scrollIntoView({ block: "center", behavior: "instant" }));
  await expect.poll(() => payloads).toContain(storyPayload);

  // The embed is never fetched ahead (its links open the site in partners' pages).
  expect(payloads.filter((p) => p.endsWith("/embed.data"))).toEqual([]);
});

test("nothing is prefetched when the reader asked to save data", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: "4g", addEventListener() {}, removeEventListener() {} }),
    });
  });
  const payloads = recordPayloadRequests(page);
  await page.goto("/");
  await waitForHydration(page);
  // The prefetcher starts in the same idle callback as the worker's registration.
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await idle(page);
  await page
    .locator("#stories a.story-card__link")
    .first()
    .evaluate((link) => link.scrollIntoView({ block: "center", behavior: "instant" }));
  await idle(page);
  await idle(page);
  expect(payloads).toEqual([]);
});

test("nothing is prefetched on a 2G connection", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ saveData: false, effectiveType: "2g", addEventListener() {}, removeEventListener() {} }),
    });
  });
  const payloads = recordPayloadRequests(page);
  await page.goto("/es");
  await waitForHydration(page);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await idle(page);
  await idle(page);
  expect(payloads).toEqual([]);
});

test("with the worker running, the tap on a prefetched link is served the prefetched payload", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  await waitForHydration(page);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const story = page.locator("#stories a.story-card__link").nth(2);
  const href = (await story.getAttribute("href"))!;
  const prefetched = () =>
    page.evaluate(
      async (url) => Boolean(await (await caches.open("prefetched-v1")).match(url)),
      new URL(`${href}.data`, page.url()).href,
    );
  await story.evaluate((link) => link.scrollIntoView({ block: "center", behavior: "instant" }));
  await expect.poll(prefetched, { message: "the worker keeps the prefetched payload" }).toBe(true);
  await story.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator("h1")).toBeVisible();
  // Taken by the navigation: served once, never again without the network.
  await expect.poll(prefetched).toBe(false);
});

/**
 * Home, hydrated, with nothing read ahead (the reading ahead's chunk is held), so the first story's
 * payload is not in the cache at the tap; its requests are recorded.
 */
async function homeWithNothingReadAhead(page: Page) {
  const releaseReadAhead = await holdRequests(page, /\/assets\/read-ahead-[\w-]+\.js$/);
  await page.goto("/");
  await waitForHydration(page);
  const story = page.locator("#stories a.story-card__link").first();
  const [href, title] = [(await story.getAttribute("href"))!, (await story.textContent())!];
  const payload = `${href}.data`;
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === payload) requests.push(request.url());
  });
  return { story, href, title, payload, requests, releaseReadAhead };
}

// page.route() does not see a request a service worker answers: once the worker took the page
// (it claims it when first installed, at idle), a held file would come at once.
test.describe("with files held on the way", () => {
  test.use({ serviceWorkers: "block" });

  test("a tap asks for every chunk of the page it opens at once, not those its route's module imports after it has come", async ({
    page,
  }) => {
    // Nothing is read ahead (its chunk is held), so the story's code is not warm at the tap.
    const releaseReadAhead = await holdRequests(page, /\/assets\/read-ahead-[\w-]+\.js$/);
    const requested = new Set<string>();
    page.on("request", (request) => requested.add(new URL(request.url()).pathname));
    await page.goto("/");
    await waitForHydration(page);
    const { module, imports } = await page.evaluate(
      () =>
        (
          window as unknown as {
            __reactRouterManifest: { routes: Record<string, { module: string; imports: string[] }> };
          }
        ).__reactRouterManifest.routes["routes/story"]!,
    );
    const notYetLoaded = imports.filter((url) => !requested.has(url));
    expect(notYetLoaded.length, "the story page imports a chunk home has not loaded").toBeGreaterThan(0);
    const releaseModule = await holdRequests(page, `**${module}`);
    const story = page.locator("#stories a.story-card__link").first();
    const href = (await story.getAttribute("href"))!;
    await story.click();
    await expect.poll(() => requested.has(module)).toBe(true);
    // While the route's module is held, the chunks it imports are already asked for.
    await expect.poll(() => notYetLoaded.filter((url) => !requested.has(url))).toEqual([]);
    releaseModule();
    releaseReadAhead();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator("h1")).toBeVisible();
  });

  test("a tap asks for its page's payload as the navigation starts, once: the router takes that response", async ({
    page,
  }) => {
    const { story, href, title, payload, requests, releaseReadAhead } = await homeWithNothingReadAhead(page);
    await story.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // Asked for by the preload the tap adds (a resource the page's <link> started), not later by
    // React Router's own fetch, which takes its response rather than asking again.
    const initiators = await page.evaluate(
      (path) =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname === path)
          .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      payload,
    );
    expect(initiators).toEqual(["link"]);
    expect(requests).toHaveLength(1);
    releaseReadAhead();
  });

  test("pressing a link asks for its page's payload before the click, and the tap takes that response", async ({
    page,
  }) => {
    const { story, href, title, requests, releaseReadAhead } = await homeWithNothingReadAhead(page);
    await story.scrollIntoViewIfNeeded();
    const box = (await story.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(() => requests.length, "asked for on the press").toBe(1);
    expect(new URL(page.url()).pathname).toBe("/");
    await page.mouse.up();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    expect(requests).toHaveLength(1);
    releaseReadAhead();
  });

  test("a press asks for nothing when the reader asked to save data; the tap still opens the page", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: "4g", addEventListener() {}, removeEventListener() {} }),
      });
    });
    await page.goto("/");
    await waitForHydration(page);
    const story = page.locator("#stories a.story-card__link").first();
    const [href, title] = [(await story.getAttribute("href"))!, (await story.textContent())!];
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await story.scrollIntoViewIfNeeded();
    const box = (await story.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // Whatever the press would ask for, it asks for at once: the page's next idle moment comes after.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    expect(requested).not.toContain(`${href}.data`);
    await page.mouse.up();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    expect(requested).toContain(`${href}.data`);
  });

  test("a download of the web fonts under way stops when the reader taps a link, and starts over once the page is drawn", async ({
    page,
  }) => {
    const fontRequests: string[] = [];
    const stopped: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fontRequests.push(request.url());
    });
    page.on("requestfailed", (request) => {
      if (request.url().endsWith(".woff2")) stopped.push(request.url());
    });
    const releaseFonts = await holdRequests(page, "**/*.woff2");
    // When the new page's h1 is in the document.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector("h1")?.textContent !== "Contributors") return;
        (window as unknown as { contributorsShownAt: number }).contributorsShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    await waitForHydration(page);
    // The first visit's download has started (and is held, as on a slow network).
    await expect.poll(() => fontRequests.length).toBe(2);
    const releasePayload = await holdRequests(page, "**/contribuitor.data");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();
    await expect.poll(() => stopped.length, "the downloads under way are stopped").toBe(2);
    releaseFonts();
    // While the page the reader asked for is coming, no font download starts again.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    expect(fontRequests).toHaveLength(2);
    releasePayload();
    await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toBeVisible();
    await expect.poll(() => fontRequests.length, "the download starts over").toBeGreaterThanOrEqual(4);
    // Not before the page is drawn: the router turns idle as the data is in, before React draws it.
    const { shownAt, restartedAt } = await page.evaluate(() => {
      const fonts = performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".woff2"));
      return {
        shownAt: (window as unknown as { contributorsShownAt: number }).contributorsShownAt,
        restartedAt: Math.min(...fonts.slice(2).map((entry) => entry.startTime)),
      };
    });
    expect(restartedAt).toBeGreaterThan(shownAt);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.hasAttribute("data-web-fonts")), {
        message: "and the fonts are switched on",
      })
      .toBe(true);
  });
});
