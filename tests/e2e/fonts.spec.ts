import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

// The web fonts (docs/decisions/040, 046): served by the site itself, the English and Spanish subsets
// only, used on the first page once it has painted and they have arrived, drawn until then in fallbacks whose metrics
// match them, so the swap moves nothing; cached, they are in the first paint.

const FAMILIES = ["Inter Variable", "Source Serif 4 Variable"];

/** For each web font, whether one of its faces has loaded. */
const loaded = (page: Page) =>
  page.evaluate(
    (families) =>
      families.map((family) => [...document.fonts].some((f) => f.family === family && f.status === "loaded")),
    FAMILIES,
  );

/**
 * Records, from the page's first script, its layout shifts (each with what moved, from where to
 * where, for a failure's message).
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = { shifts: [] as string[] };
    Object.assign(window, { fontRecord: record });
    const rect = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const push = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & LayoutShiftFields)[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((source) => {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          const what = `${element?.localName ?? "?"}${element?.className ? `.${String(element.className).split(" ")[0]}` : ""} “${(node?.textContent ?? "").trim().slice(0, 30)}”`;
          return `${what} ${rect(source.previousRect)} → ${rect(source.currentRect)}`;
        });
        record.shifts.push(`${entry.value.toFixed(6)}: ${moved.join("; ")}`);
      }
    };
    const observer = new PerformanceObserver((list) => push(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    Object.assign(window, { shiftObserver: observer, takeShifts: () => push(observer.takeRecords()) });
  });
}

type LayoutShiftFields = {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};

/** The layout shifts so far, once the page has drawn two more frames. */
function layoutShifts(page: Page) {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const w = window as unknown as { fontRecord: { shifts: string[] }; takeShifts: () => void };
    w.takeShifts();
    return w.fontRecord.shifts;
  });
}

const firstPaint = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0);

// The first screen of each kind of page a reader arrives on, in both languages, at a phone's, a
// larger phone's and a laptop's width. No layout shift at all: every box whose place could depend
// on the width of text before it has a width in em (the header's cells), or stands on a line of
// its own (the byline's facts, the sample mark) (docs/decisions/040).
const STORY = "/contribuitor/nia-brooks/six-feet-apart-in-the-park";
const PAGES = ["/", "/es", STORY, `/es${STORY}`, "/es/contribuitor/luis-mendoza/the-wifi-bus", "/contribuitor"];
const WIDTHS = [320, 390, 1440];

// A test (so a browser context, its cache empty) for each page and width: the fonts come from the server each time.
for (const path of PAGES) {
  for (const width of WIDTHS) {
    test(`${path} at ${width} px: the first page swaps to the web fonts when they arrive, and nothing moves`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: width < 800 ? 740 : 900 });
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fonts.push(request.url());
      });
      // The fonts are held until the page has painted, as on a slow network: the page is first
      // drawn in the fallbacks and then swapped.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/*.woff2", async (route) => {
        await released;
        await route.continue();
      });
      await recordLayoutShifts(page);
      await page.goto(path, { waitUntil: "commit" });
      await expect.poll(() => firstPaint(page)).toBeGreaterThan(0);
      expect(await loaded(page), `${path} at ${width} px: fonts held`).toEqual([false, false]);
      release();
      await expect.poll(() => loaded(page)).toEqual([true, true]);
      await waitForHydration(page);

      const h1 = page.locator("h1").first();
      await expect.poll(() => h1.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^"Source Serif 4 Variable"/);
      expect(await page.locator("body").evaluate((b) => getComputedStyle(b).fontFamily)).toMatch(/^"Inter Variable"/);
      // What moved, in the message: a failure's one-line summary then says it.
      const shifts = await layoutShifts(page);
      expect(shifts, `${path} at ${width} px: layout shifts: ${shifts.join(" | ")}`).toEqual([]);

      // Only the site's own two English and Spanish subsets: no other face is needed for the page's text.
      expect(fonts.length).toBeGreaterThan(0);
      for (const url of fonts) {
        expect(new URL(url).origin, url).toBe(new URL(page.url()).origin);
        expect(url).toMatch(/\/assets\/(inter|source-serif-4)-en-es-wght-[\w-]+\.woff2$/);
      }
    });
  }
}

// A reader who has loaded the fonts once: on the next page they are switched on in the head and asked
// for there, from the cache, so their bytes are in before the first paint (a face whose file has
// arrived is used at the layout that asks for it: nothing to swap).
test("a reader who has the fonts cached sees the first paint in them", async ({ page }) => {
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("web-fonts"))).toMatch(/\.woff2/);

  await recordLayoutShifts(page);
  await page.addInitScript(() => {
    requestAnimationFrame(() =>
      Object.assign(window, { fontsOnAtFirstFrame: document.documentElement.hasAttribute("data-web-fonts") }),
    );
  });
  await page.goto("/contribuitor");
  await waitForHydration(page);
  const paint = await firstPaint(page);
  const { onAtFirstFrame, fonts } = await page.evaluate(() => ({
    onAtFirstFrame: (window as unknown as { fontsOnAtFirstFrame?: boolean }).fontsOnAtFirstFrame,
    fonts: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => ({ name: new URL(entry.name).pathname, responseEnd: entry.responseEnd })),
  }));
  expect(paint).toBeGreaterThan(0);
  expect(onAtFirstFrame, "the fonts switched on before the first frame").toBe(true);
  expect(fonts.map((font) => font.name).sort()).toEqual([
    expect.stringMatching(/^\/assets\/inter-en-es-wght-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/source-serif-4-en-es-wght-[\w-]+\.woff2$/),
  ]);
  for (const font of fonts)
    expect(font.responseEnd, `${font.name} in before the first paint at ${paint} ms`).toBeLessThan(paint);
  const h1 = page.locator("h1").first();
  expect(await h1.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^"Source Serif 4 Variable"/);
  // Drawn in the web fonts from the start: nothing to swap, nothing moves.
  expect(await layoutShifts(page)).toEqual([]);
});
