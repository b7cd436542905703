import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

// Images below the fold load when they come within 500 px of the viewport (370 px when the
// viewport is 500 px or less either way), before and without React, and without JavaScript.

/** The file name every variant of an image shares (`hero-3fa9…`), from a lazy image's data-src. */
async function lazyImageBelowFold(page: Page, atLeast: number) {
  return page.evaluate((distance) => {
    const fold = window.innerHeight;
    for (const image of document.querySelectorAll<HTMLImageElement>("img[data-src]")) {
      const top = image.getBoundingClientRect().top + window.scrollY;
      if (top >= fold + distance) return { top, stem: image.dataset.src!.replace(/-\d+\.\w+$/, "") };
    }
    return undefined;
  }, atLeast);
}

function imageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

async function scrollSoImageIsBelowFoldBy(page: Page, top: number, distance: number) {
  await page.evaluate(({ top, distance }) => window.scrollTo(0, top - window.innerHeight - distance), {
    top,
    distance,
  });
}

for (const { viewport, outside, inside } of [
  { viewport: { width: 1280, height: 800 }, outside: 600, inside: 440 },
  { viewport: { width: 375, height: 667 }, outside: 420, inside: 300 },
]) {
  test(`at ${viewport.width}x${viewport.height} an image ${outside} px below the fold waits, and loads within ${inside} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const requested = imageRequests(page);
    await page.goto("/");
    await page.waitForLoadState("load");
    // The loader ran: images near the fold were given their addresses and requested.
    await expect.poll(() => requested.some((url) => url.startsWith("/assets/content/"))).toBe(true);

    const target = await lazyImageBelowFold(page, outside);
    expect(target, `an image at least ${outside} px below the fold on the home page`).toBeDefined();
    expect(requested.filter((url) => url.startsWith(target!.stem))).toEqual([]);

    await scrollSoImageIsBelowFoldBy(page, target!.top, inside);
    await expect.poll(() => requested.filter((url) => url.startsWith(target!.stem)).length).toBeGreaterThan(0);
  });
}

test("images still load as the reader scrolls when the page's scripts fail", async ({ page }) => {
  await page.route("**/assets/**/*.js", (route) => route.abort());
  const requested = imageRequests(page);
  await page.goto("/");
  const last = page.locator("main img").last();
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain("/assets/content/");
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  expect(requested.length).toBeGreaterThan(1);
});

test("a page reached by a client navigation loads its images as the reader scrolls", async ({ page }) => {
  await page.goto("/contribuitor");
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { beforeNavigation: true }));
  await page.locator(".contributor-card__link").last().click();
  await expect(page).toHaveURL(/\/contribuitor\/[^/]+$/);
  const last = page.locator("main .lazy-image img").last();
  await expect(last).toBeAttached();
  expect(await page.evaluate(() => "beforeNavigation" in window), "a client navigation, not a reload").toBe(true);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain("/assets/content/");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every image appears", async ({ page }) => {
    // Each of home's images in turn, scrolled to and loaded: 15 s on a loaded machine.
    test.setTimeout(120_000);
    await page.goto("/");
    const images = page.locator("main img:visible");
    const count = await images.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index++) {
      const image = images.nth(index);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
        .toContain("/assets/content/");
    }
  });
});
