import { expect, getPrerenderedPaths, test, waitForHydration } from "./fixtures";

// Paint first (docs/decisions/009): the hydration code and the web fonts are what a page can paint
// without, so on a first visit neither is requested before the browser reports the first paint as
// on screen, on a page of each type; the fonts are requested once the page is hydrated (so they
// never share the network or the main thread with it), then switched on (docs/decisions/046).

// A test for each (so a browser context of its own: nothing cached, nothing remembered).
for (const path of ["/", "/contribuitor", "/contribuitor/marisol-vega", "/embed"]) {
  test(`${path}: on a first visit the hydration code comes once the first paint is on screen, the fonts once it has run`, async ({
    page,
  }) => {
    // The moment the root element is marked hydrated, by the page's own clock.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute("data-hydrated")) return;
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
    });
    await page.goto(path);
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.hasAttribute("data-web-fonts")), { message: path })
      .toBe(true);
    expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"')), `${path}: Inter`).toBe(true);
    const { paint, hydratedAt, requests } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      hydratedAt: (window as unknown as { hydratedAt?: number }).hydratedAt,
      requests: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.+\.(js|woff2)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          startTime: entry.startTime,
          responseEnd: (entry as PerformanceResourceTiming).responseEnd,
        })),
    }));
    expect(paint, `${path}: first contentful paint`).toBeGreaterThan(0);
    // The two files, fetched into the cache by the page's script and then read by the stylesheet's
    // faces (a resource entry each time; the second from the cache, but for Playwright's routing).
    expect(
      [...new Set(requests.filter((request) => request.path.endsWith(".woff2")).map((request) => request.path))],
      `${path}: the two fonts`,
    ).toHaveLength(2);
    expect(
      requests.some((request) => /\/entry\.client-[\w-]+\.js$/.test(request.path)),
      `${path}: the entry`,
    ).toBe(true);
    const early = requests.filter((request) => request.startTime < paint!);
    expect(early, `${path}: requested before the first paint at ${paint} ms`).toEqual([]);
    expect(hydratedAt, `${path}: the hydrated mark`).toBeGreaterThan(paint!);
    const fontsBeforeHydration = requests.filter(
      (request) => request.path.endsWith(".woff2") && request.startTime < hydratedAt!,
    );
    expect(fontsBeforeHydration, `${path}: fonts asked for before hydration at ${hydratedAt} ms`).toEqual([]);
  });
}

// One stylesheet blocks a page's first paint, the same file on every page: a second one (a route's
// own CSS) cost the search page a round trip more before it painted (Lighthouse's simulated FCP
// 0.91 s against 0.76 s on every other page).
test("every page is painted from one stylesheet, the same on every page", async ({ page }) => {
  const paths = await getPrerenderedPaths(page);
  const stylesheets = new Map<string, string[]>();
  for (const path of paths.filter((p) => !p.endsWith("/404"))) {
    const html = await (await page.request.get(path)).text();
    stylesheets.set(
      path,
      [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? m[0]),
    );
  }
  expect(stylesheets.get("/search")).toBeDefined();
  const [first] = stylesheets.values();
  expect(first).toHaveLength(1);
  for (const [path, hrefs] of stylesheets) expect(hrefs, path).toEqual(first);
});

// The hydration code waits for the page's largest image (decision 033): on a page with an LCP image,
// the first module is requested after that image has arrived. Lighthouse's simulation puts every
// request that ended before the largest paint it observed into that paint.
test("the hydration code is requested once the page's largest image has arrived", async ({ page }) => {
  test.setTimeout(60_000);
  const paths = await getPrerenderedPaths(page);
  const story = paths.find((path) => /^\/contribuitor\/[^/]+\/[^/]+$/.test(path));
  expect(story).toBeDefined();
  // The content images come late, as on a slow network: the page paints its words first.
  await page.route("**/assets/content/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  for (const path of ["/", "/es", story!]) {
    await page.goto(path);
    await waitForHydration(page);
    const { images, firstModule } = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const largest = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map(
        (image) => resources.find((entry) => entry.name === image.currentSrc)?.responseEnd,
      );
      const modules = resources.filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname));
      return { images: largest, firstModule: Math.min(...modules.map((entry) => entry.startTime)) };
    });
    expect(images.length, `${path}: its largest image`).toBeGreaterThan(0);
    for (const arrived of images) {
      expect(arrived, `${path}: the largest image's timing`).toBeDefined();
      expect(firstModule, `${path}: the first module's request`).toBeGreaterThanOrEqual(arrived!);
    }
  }
});

// A slow phone's parser may stop mid-page (its time slice spent) and the browser paint what it has:
// the rest of the header, arriving, moved what was painted (the fonts test caught it at 20x CPU).
// The page is not painted before its header and main content are parsed whole (docs/decisions/046).
// Here the parser is stopped, in the header or in the story's header, by a stylesheet (one in the
// body holds the parser, not what came before it) held for a second; the page's scripts are off,
// as the stylesheet would otherwise fail hydration.
const PARSER_HELD = [
  { path: "/es", where: "in the site's header", before: "</ul></nav>" },
  {
    path: "/es/contribuitor/luis-mendoza/the-wifi-bus",
    where: "before the story's opening",
    before: '<div class="story__opening">',
  },
];
test.describe("the parser held mid-page", () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, where, before } of PARSER_HELD) {
    test(`${path}, held ${where}: no first paint of a half-parsed page`, async ({ page, baseURL }) => {
      await page.route(new URL(path, baseURL).href, async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        expect(html, where).toContain(before);
        const held = html.replace(before, `<link rel="stylesheet" href="/parser-pause.css">${before}`);
        await route.fulfill({ response, body: held });
      });
      let requested!: () => void;
      const pauseRequested = new Promise<void>((resolve) => (requested = resolve));
      await page.route("**/parser-pause.css", async (route) => {
        requested();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.fulfill({ contentType: "text/css", body: "" });
      });
      await page.goto(path, { waitUntil: "commit" });
      await pauseRequested;
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length))
        .toBe(1);
      const { paint, resumedAt } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
        resumedAt: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((entry) =>
          entry.name.endsWith("/parser-pause.css"),
        )?.responseEnd,
      }));
      expect(resumedAt, "the parser went on").toBeGreaterThan(0);
      expect(paint, `${path}: painted at ${paint} ms, the parser held until ${resumedAt} ms`).toBeGreaterThan(
        resumedAt!,
      );
    });
  }
});
