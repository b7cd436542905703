import type { Page, Request } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

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
