import { expect, test } from "./fixtures";

// The web fonts as a reader meets them: from the site's own origin, the heading font preloaded,
// Latin Extended letters in the font, and the swap from the fallback moving nothing (CLS 0).

const PAGES = ["/", "/contribuitor", "/contribuitor/andres-quintero", "/embed", "/no-such-page"];

for (const pagePath of PAGES) {
  test(`fonts on ${pagePath}: own origin, preloaded, and the swap shifts nothing`, async ({ page, baseURL }) => {
    // Hold every font until the page has painted in its fallbacks, so the swap happens in view.
    let painted!: () => void;
    const firstPaint = new Promise<void>((resolve) => (painted = resolve));
    const fontRequests: string[] = [];
    await page.route("**/*.woff2", async (route) => {
      fontRequests.push(route.request().url());
      await firstPaint;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });

    await page.goto(pagePath, { waitUntil: "commit" });
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length)).toBe(1);
    painted();
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('700 16px "Source Serif 4"', "Stories")))
      .toBe(true);

    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(preload).toHaveCount(1);
    const preloaded = new URL((await preload.getAttribute("href"))!, baseURL).href;
    expect(preloaded).toMatch(/source-serif-4-latin-wght-normal-[\w-]+\.woff2$/);
    expect(fontRequests).toContain(preloaded);
    for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(baseURL!).origin);

    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    // CLS as Lighthouse and the Web Vitals report it, to three decimals. The fallbacks are sized on
    // a sentence in mixed case, so an uppercase label may still move by a pixel or two (0.00006).
    expect(Number(shifts.reduce((sum, value) => sum + value, 0).toFixed(3))).toBe(0);
  });
}

test("names with Latin Extended letters render in the web font, from the site's own origin", async ({
  page,
  baseURL,
}) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fontRequests.push(request.url());
  });
  await page.goto("/");
  const loaded = await page.evaluate(async () => {
    const faces = await document.fonts.load('400 16px "Inter"', "Andrés Łódź");
    return faces.map((face) => face.unicodeRange);
  });
  // Both files of the family: é is in Latin, Ł and ź in Latin Extended.
  expect(loaded).toHaveLength(2);
  expect(fontRequests.some((url) => /inter-latin-ext-wght-normal-[\w-]+\.woff2$/.test(url))).toBe(true);
  for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
});
