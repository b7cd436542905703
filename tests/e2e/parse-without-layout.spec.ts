import type { Page } from "@playwright/test";
import { expect, getPrerenderedPaths, test } from "./fixtures";

// No layout forced while the page parses (docs/decisions/016): on a phone, a script that reads the
// viewport's size or an element's box makes the browser lay out the whole page inside the
// parser's task; the first frame would have done that layout anyway, so the reader gets one long
// task of the two. The inline scripts (the lazy image loader, the first-paint signal, the fonts)
// run during parsing: none of them may lay out. Read in Chromium's own trace, on a phone's screen
// (a viewport meta tag is honoured only there).

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string }; beginData?: { url?: string } };
}

/** Home in both languages, the contributor index, a contributor and the embed. */
async function pagesOfEachType(page: Page): Promise<string[]> {
  const contributor = (await getPrerenderedPaths(page)).find((path) => path.startsWith("/contribuitor/"));
  expect(contributor, "a contributor page among the pre-rendered ones").toBeDefined();
  return ["/", "/es", "/contribuitor", contributor!, "/embed"];
}

/** The style and layout events that ran inside one of `scripts` (on its thread, within its span). */
function layoutsInside(traceEvents: TraceEvent[], scripts: TraceEvent[]): TraceEvent[] {
  return traceEvents.filter(
    (event) =>
      (event.name === "Layout" || event.name === "UpdateLayoutTree") &&
      scripts.some(
        (script) =>
          event.pid === script.pid &&
          event.tid === script.tid &&
          event.ts >= script.ts &&
          event.ts <= script.ts + (script.dur ?? 0),
      ),
  );
}

test("the inline scripts lay nothing out while the page parses, on a page of each type", async ({ page, browser }) => {
  test.setTimeout(60_000);
  for (const path of await pagesOfEachType(page)) {
    await browser.startTracing(page, { categories: ["devtools.timeline"] });
    await page.goto(path, { waitUntil: "load" });
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const documentUrl = new URL(path, page.url()).href;
    const inlineScripts = traceEvents.filter(
      (event) => event.name === "EvaluateScript" && event.ph === "X" && event.args?.data?.url === documentUrl,
    );
    expect(inlineScripts.length, `${path}: its inline scripts ran`).toBeGreaterThan(0);
    expect(
      layoutsInside(traceEvents, inlineScripts).map((event) => event.name),
      `${path}: style or layout inside an inline script`,
    ).toEqual([]);
  }
});
