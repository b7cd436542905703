import type { Page, Route } from "@playwright/test";
import { expect as baseExpect, getPrerenderedPaths, test, waitForHydration } from "./fixtures";
import { navigateClientSide, routeModuleUrl, routeModulesFetched, startClientNavigation, withRouter } from "./router";

/**
 * Client navigation behaviour (issue 4): the progress bar, animated scrolling, focus and
 * announcement, validation, the legacy redirects, offline, and chunk-failure reloads. Run against
 * the production build; the network is slowed or failed by request interception where needed.
 */

// Generous waits: these tests share two cores with builds and other suites.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
// The router's behaviour, without the service worker (tests/e2e/offline*.spec.ts have it): these
// tests hold, fail or rewrite files with page.route(), which does not see a request the worker
// answers once it has taken the page (it claims it when first installed, at idle).
test.use({ serviceWorkers: "block" });

const NOT_FOUND = "This page could not be found";
const OFFLINE_NAVIGATION = "This page could not be loaded because you are offline";
const bar = (page: Page) => page.getByRole("progressbar", { name: "Page loading" });

/** Holds a matching request for `ms`, then lets it through (or fails it). */
async function delay(page: Page, pattern: string | RegExp, ms: number, outcome: "continue" | "abort" = "continue") {
  await page.route(pattern, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (outcome === "abort") await route.abort("failed");
    else await route.continue();
  });
}

/** Holds matching requests until the returned function is called: a navigation as slow as the test needs. */
async function hold(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Records, inside the page, when the bar appears, changes state and goes (ms since recording
 * began, on the test's clock). When the bar shows "finished" or "failed", a 500 ms timer starts:
 * the bar's own hide timer started earlier (when the navigation ended), so it has fired by the
 * time this one has, and `hiddenInTime` says whether the bar was gone at the next frame, whatever
 * the machine's load.
 */
async function recordBar(page: Page) {
  await page.evaluate(() => {
    const log: BarLogEntry[] = [];
    const started = performance.now();
    let last: string | null = null;
    const check = () => {
      const bar = document.querySelector('[role="progressbar"]');
      const state = bar?.getAttribute("data-state") ?? null;
      if (state !== last) {
        const fill = bar?.querySelector(".progress-bar__fill");
        const color = fill ? getComputedStyle(fill).backgroundColor : undefined;
        // The fill's width as the state begins (the creep's start, when "loading").
        const width = fill?.getBoundingClientRect().width;
        const entry: BarLogEntry = { t: performance.now() - started, state, color, width };
        log.push(entry);
        if (state === "finished" || state === "failed") {
          setTimeout(
            () => requestAnimationFrame(() => (entry.hiddenInTime = !document.querySelector('[role="progressbar"]'))),
            500,
          );
          // The fill's colour on each frame while the state lasts: when a navigation fails, the root
          // error boundary's layout puts the page's stylesheet back in the head, and its first
          // frames may come before the sheet is applied again.
          entry.frameColors = [];
          const sample = () => {
            const fill = document.querySelector(`[role="progressbar"][data-state="${state}"] .progress-bar__fill`);
            if (!fill) return;
            entry.frameColors!.push(getComputedStyle(fill).backgroundColor);
            requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        }
      }
      last = state;
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, attributes: true });
    Object.assign(window, { __barLog: log, __barStarted: started });
  });
  // When each navigation started and ended, by the router (on the same clock): the bar's show
  // and hide delays count from there. The router tells its subscribers before React renders the
  // change, so these come before the bar's own timers start.
  await withRouter(page, (router) => {
    const starts: number[] = [];
    const ends: number[] = [];
    const started = (window as unknown as { __barStarted: number }).__barStarted;
    let busy = false;
    router.subscribe(({ navigation }) => {
      if (!busy && navigation.state !== "idle") starts.push(performance.now() - started);
      if (busy && navigation.state === "idle") ends.push(performance.now() - started);
      busy = navigation.state !== "idle";
    });
    Object.assign(window, { __navigationStarts: starts, __navigationEnds: ends });
  });
}
type BarLogEntry = {
  t: number;
  state: string | null;
  color?: string;
  width?: number;
  hiddenInTime?: boolean;
  frameColors?: string[];
};
/** When the navigations since recordBar() started and ended, ms on the bar log's clock. */
const navigationTimes = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __navigationStarts: number[]; __navigationEnds: number[] };
    return { starts: w.__navigationStarts, ends: w.__navigationEnds };
  });

/**
 * Resolves once a `ms` timer set now in the page has fired and a frame has been drawn after it.
 * Timers fire in the order they are due, so any timer the page set earlier for as long (the
 * bar's) has fired by then, and what it rendered is on the page: a positive sign that the moment
 * has passed in the page, which a sleep in the test cannot give on a starved machine.
 */
async function afterPageTimer(page: Page, ms: number): Promise<void> {
  await page.evaluate(
    (delay) => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => resolve()), delay)),
    ms,
  );
}
/** What the bar did since recordBar(); states that last 500 ms are seen here, not by polling. */
const barLog = (page: Page) => page.evaluate(() => (window as unknown as { __barLog: BarLogEntry[] }).__barLog);
const barStates = async (page: Page) => (await barLog(page)).map((entry) => entry.state);

/**
 * Records, inside the page and on the test's clock, window.scrollY on every frame (with its time)
 * and when the animated scroll ran (html[data-scrolling] is set while it does). The attribute's
 * value, the scroll code's own start time, is not used: the start is when the code, having set
 * the attribute, requests its first frame (it does both at once), the end when the attribute goes.
 * `ranPastFirstFrameAfter468` tells whether the animation was still running at the first frame
 * after a 468 ms timer started with it: it must end at that frame, however late frames come.
 */
async function recordScroll(page: Page) {
  await page.evaluate(() => {
    const record: ScrollRecord = { samples: [], installedAt: performance.now() };
    const root = document.documentElement;
    const requestFrame = window.requestAnimationFrame.bind(window);
    // The scroll code asks for the reader's motion preference just before it starts: the last ask
    // before the start is the closest "before" there is (the code may stop asking; samples remain).
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query) => {
      if (query.includes("prefers-reduced-motion") && record.start === undefined) record.asked = performance.now();
      return matchMedia(query);
    };
    // An animation still running now is not the one to time (the value differs per animation).
    const running = root.dataset.scrolling;
    window.requestAnimationFrame = (callback) => {
      const scrolling = root.dataset.scrolling;
      if (scrolling !== undefined && scrolling !== running && record.start === undefined) {
        record.start = performance.now();
        record.value = scrolling;
        // The scroll code's frame request comes first, so its step runs before this check.
        setTimeout(
          () => requestFrame(() => (record.ranPastFirstFrameAfter468 = root.dataset.scrolling !== undefined)),
          468,
        );
      }
      return requestFrame(callback);
    };
    // Each sample is timed when it runs (not by the frame's timestamp, which can be older).
    const tick = () => {
      record.samples.push({ t: performance.now(), y: Math.round(window.scrollY), value: root.dataset.scrolling });
      requestFrame(tick);
    };
    requestFrame(tick);
    new MutationObserver(() => {
      if (root.dataset.scrolling === undefined && record.start !== undefined) record.end ??= performance.now();
    }).observe(root, { attributes: true, attributeFilter: ["data-scrolling"] });
    Object.assign(window, { __scroll: record });
  });
}
type ScrollRecord = {
  samples: { t: number; y: number; value?: string }[];
  installedAt: number;
  /** When the page last asked for the reader's motion preference before the animation began. */
  asked?: number;
  /** When the scroll code had started the animation (read just after: may be late on a preempted renderer). */
  start?: number;
  /** data-scrolling's value for this animation: which samples were taken before it began. */
  value?: string;
  end?: number;
  ranPastFirstFrameAfter468?: boolean;
};
const scrollRecord = (page: Page) => page.evaluate(() => (window as unknown as { __scroll: ScrollRecord }).__scroll);

/**
 * The recorded animation once it is over: its samples, and on the test's clock `before` (a time
 * before it began: the page's last motion-preference query or sample without its mark, else when
 * recording began), `start`
 * (a time after it began), `end` (after it ended), and whether it ran past the first frame after
 * 468 ms. Only orderings the event loop guarantees are judged, so a starved or preempted renderer
 * cannot fail a correct page: `end - before` is at least the true duration, so a scroll of 468 ms
 * never gives less, while a shorter setting does on any machine not starved for a whole frame.
 */
async function finishedScroll(page: Page) {
  await expect.poll(async () => (await scrollRecord(page)).end, "the animated scroll ended").toBeDefined();
  await expect
    .poll(async () => (await scrollRecord(page)).ranPastFirstFrameAfter468, "the frame after 468 ms came")
    .toBeDefined();
  const record = await scrollRecord(page);
  expect(record.start, "an animated scroll ran").toBeDefined();
  const earlier = record.samples.filter((sample) => sample.t < record.start! && sample.value !== record.value);
  const before = Math.max(record.installedAt, record.asked ?? 0, ...earlier.map((sample) => sample.t));
  return { ...record, start: record.start!, end: record.end!, before };
}

/**
 * The scroll from `from` to `to` was animated: it lasted at least 468 ms and was over by the
 * first frame after (finishedScroll), and every frame sample whose value was set between a fifth
 * and four fifths of the way is strictly between the two. A sample shows the value set by the
 * animation step of its frame or the frame before, so its value was set between the previous
 * sample's time and its own; the way is counted from `start` for the fifth and from `before` for
 * the four fifths, so no clock's lateness can put a frame in the window that is not. On a starved
 * machine there may be no frame to judge; the duration still tells.
 */
async function expectAnimatedScroll(page: Page, from: number, to: number) {
  const { samples, before, start, end, ranPastFirstFrameAfter468 } = await finishedScroll(page);
  expect(end - before, "ms from before the scroll began to after it ended").toBeGreaterThanOrEqual(468);
  expect(ranPastFirstFrameAfter468, "still scrolling at the first frame after 468 ms").toBe(false);
  const [low, high] = from < to ? [from, to] : [to, from];
  for (let i = 1; i < samples.length; i++) {
    const [previous, sample] = [samples[i - 1]!, samples[i]!];
    if (previous.t - start < 0.2 * 468 || sample.t - before > 0.8 * 468) continue;
    expect(sample.y, `frame at ${Math.round(sample.t - start)} ms`).toBeGreaterThan(low);
    expect(sample.y, `frame at ${Math.round(sample.t - start)} ms`).toBeLessThan(high);
  }
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the window at once, and returns when the page has heard the scroll (the scroll manager records positions then). */
async function scrollInstantly(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        // Listening after the scroll manager, so its listener has run when this one does.
        addEventListener("scroll", () => resolve(), { once: true });
        window.scrollTo({ top: y, behavior: "instant" });
      }),
    top,
  );
}

/** Tall pages, on every document of the test (also after reloads): content here is short. */
async function makePagesTall(page: Page) {
  await page.addInitScript(() => {
    addEventListener("DOMContentLoaded", () => {
      const style = document.createElement("style");
      style.textContent = "main { min-height: 6000px } #stories { margin-top: 3000px }";
      document.head.append(style);
    });
  });
}

async function contributorPaths(page: Page): Promise<string[]> {
  return (await getPrerenderedPaths(page)).filter((path) => /^\/contribuitor\/[^/]+$/.test(path));
}

test.describe("progress bar", () => {
  test("shows nothing for a navigation that finishes within 200 ms", async ({ page }) => {
    await page.goto("/embed");
    await waitForHydration(page);
    // Payloads served from memory; the route manifest and both pages' code loaded by a first round.
    const bodies = new Map<string, Buffer>();
    for (const path of ["/embed.data", "/_.data"]) bodies.set(path, await (await page.request.get(path)).body());
    await page.route(/\/(embed|_)\.data(\?|$)/, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/x-script",
        body: bodies.get(new URL(route.request().url()).pathname),
      }),
    );
    await navigateClientSide(page, "/");
    await navigateClientSide(page, "/embed");
    await withRouter(page, (router) => {
      const log: { t: number; state: string }[] = [];
      router.subscribe((state) => log.push({ t: performance.now(), state: state.navigation.state }));
      // The navigation as the reader sees it ends when the new page is in the document (React's
      // commit, when the bar hears of it), which on a loaded machine can come well after the
      // router's own "idle": the new page's render is not yet done then.
      let heading = document.querySelector("h1");
      new MutationObserver(() => {
        const now = document.querySelector("h1");
        if (now === heading) return;
        heading = now;
        log.push({ t: performance.now(), state: "shown" });
      }).observe(document.body, { childList: true, subtree: true });
      Object.assign(window, { __navLog: log });
    });
    // On a loaded machine a navigation may take longer than 200 ms (and then rightly shows the
    // bar): try a few, and judge the fast ones.
    let judged = 0;
    for (let attempt = 0; attempt < 6 && judged < 2; attempt++) {
      await expect(bar(page)).toHaveCount(0);
      await page.evaluate(() => ((window as unknown as { __navLog: unknown[] }).__navLog.length = 0));
      await recordBar(page);
      await navigateClientSide(page, attempt % 2 === 0 ? "/" : "/embed");
      // The bar's 200 ms timer, set when the navigation started, has fired (or been cancelled)
      // before one set now for as long, and anything it drew is in the log.
      await afterPageTimer(page, 200);
      const navigation = await page.evaluate(
        () => (window as unknown as { __navLog: { t: number; state: string }[] }).__navLog,
      );
      const started = navigation.find((entry) => entry.state === "loading")?.t;
      const ended = navigation.findLast((entry) => entry.state === "shown")?.t;
      if (started === undefined || ended === undefined || ended - started >= 150) continue;
      judged += 1;
      expect(await barLog(page), `a ${Math.round(ended - started)} ms navigation`).toEqual([]);
    }
    expect(judged, "navigations fast enough to judge").toBeGreaterThan(0);
  });

  test("appears after 200 ms, creeps without reaching the end, fills, and hides 500 ms later", async ({ page }) => {
    const release = await hold(page, "**/contribuitor.data");
    await page.goto("/");
    await waitForHydration(page);
    await recordBar(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();

    await expect(bar(page)).toHaveAttribute("data-state", "loading");
    const zIndex = await bar(page).evaluate((el) => Number(getComputedStyle(el).zIndex));
    expect(zIndex).toBeGreaterThanOrEqual(999999);
    const position = await bar(page).evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe("fixed");
    expect((await bar(page).boundingBox())?.y).toBe(0);
    // Creeping: wider after a while, never the full width while loading.
    const viewport = page.viewportSize()!.width;
    const fill = bar(page).locator(".progress-bar__fill");
    const width = async () => (await fill.boundingBox())!.width;
    // Measured as the bar appeared (recordBar), not whenever this line runs on a busy machine.
    const early = (await barLog(page)).find((entry) => entry.state === "loading")!.width!;
    await expect.poll(width).toBeGreaterThan(early);
    expect(await width()).toBeLessThan(viewport);

    release();
    await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toBeVisible();
    await expect.poll(async () => (await barLog(page)).find((e) => e.state === "finished")?.hiddenInTime).toBeDefined();
    const log = await barLog(page);
    const appeared = log.find((entry) => entry.state === "loading")!;
    const finished = log.find((entry) => entry.state === "finished")!;
    const hidden = log.findLast((entry) => entry.state === null)!;
    expect(finished.hiddenInTime, "hidden by the frame after 500 ms").toBe(true);
    expect(log.map((entry) => entry.state)).toEqual(["loading", "finished", null]);
    expect(appeared.color).not.toBe("rgb(211, 47, 47)");
    const { starts, ends } = await navigationTimes(page);
    expect(starts).toHaveLength(1);
    expect(appeared.t - starts[0]!).toBeGreaterThanOrEqual(200);
    expect(finished.t).toBeGreaterThanOrEqual(ends[0]!);
    // Hidden no sooner than 500 ms after the navigation ended, and (above) by the first frame
    // after a 500 ms timer started when "finished" showed: no window judged on a busy clock.
    expect(hidden.t - ends[0]!).toBeGreaterThanOrEqual(500);
  });

  test("turns red when the payload cannot be loaded, then hides", async ({ page }) => {
    // The reader asked to save data, so nothing is fetched ahead (app/prefetch/): the header's
    // "Contributors" link is in view, and a tap while its prefetch is still on its way (and about to
    // be refused) can end with that request, before the bar has shown "loading". And the payload
    // fails well after the bar's 200 ms: the work a page does once hydrated (the fonts' switch, the
    // route modules) can hold the commit of the "loading" state on a loaded machine, and in one run
    // a refusal at 400 ms came before it.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: "4g", addEventListener() {}, removeEventListener() {} }),
      });
    });
    await delay(page, "**/contribuitor.data", 1_500, "abort");
    await page.goto("/");
    await waitForHydration(page);
    await recordBar(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();
    await expect.poll(() => barStates(page)).toEqual(["loading", "failed", null]);
    const failed = (await barLog(page)).find((entry) => entry.state === "failed")!;
    // Red while it lasts: the last frame before it hides is drawn with the stylesheet in place.
    expect(failed.frameColors?.at(-1), `the fill's colour on each frame: ${failed.frameColors?.join(", ")}`).toBe(
      "rgb(211, 47, 47)",
    );
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("does not creep when the reader prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const release = await hold(page, "**/contribuitor.data");
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();
    await expect(bar(page)).toHaveAttribute("data-state", "loading");
    const animations = await bar(page)
      .locator(".progress-bar__fill")
      .evaluate((el) => el.getAnimations().length);
    expect(animations).toBe(0);
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toBeVisible();
  });
});

test.describe("scrolling", () => {
  test.beforeEach(async ({ page }) => {
    await makePagesTall(page);
  });

  test("a new page starts at the top, with an animated scroll", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: "instant" }));
    await recordScroll(page);
    await navigateClientSide(page, "/contribuitor");
    await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expectAnimatedScroll(page, 2000, 0);
  });

  test("the scroll is instant when the reader prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: "instant" }));
    await recordScroll(page);
    await navigateClientSide(page, "/contribuitor");
    await expect.poll(() => scrollY(page)).toBe(0);
    const { samples, start } = await scrollRecord(page);
    expect(start, "no animated scroll").toBeUndefined();
    expect(samples.filter(({ y }) => y !== 0 && y !== 2000)).toEqual([]);
  });

  test("the animation lasts about 468 ms", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo({ top: 3000, behavior: "instant" }));
    // html[data-scrolling] is set while an animated scroll runs: time it on the test's clock.
    await recordScroll(page);
    await navigateClientSide(page, "/contribuitor");
    const { before, end, ranPastFirstFrameAfter468 } = await finishedScroll(page);
    expect(await scrollY(page)).toBe(0);
    // At least 468 ms, and over at the first frame after: however late a starved machine's frames
    // come, a longer duration setting fails, and a shorter one on any machine not starved.
    expect(end - before).toBeGreaterThanOrEqual(468);
    expect(ranPastFirstFrameAfter468, "still scrolling at the first frame after 468 ms").toBe(false);
  });

  test("back restores the position of that entry, also after a reload", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await scrollInstantly(page, 1234);
    await navigateClientSide(page, "/contribuitor");
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.scrolling)).toBeUndefined();
    await recordScroll(page);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toHaveCount(0);
    await expect.poll(() => scrollY(page)).toBe(1234);
    await expectAnimatedScroll(page, 0, 1234);

    await scrollInstantly(page, 987);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => scrollY(page)).toBe(987);
  });

  test("a same-page hash link scrolls, animated, to its target", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await recordScroll(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Stories" }).click();
    await expect(page).toHaveURL(/\/#stories$/);
    const target = await page
      .locator("#stories")
      .evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
    expect(target).toBeGreaterThan(2500);
    await expect.poll(() => scrollY(page)).toBe(target);
    await expectAnimatedScroll(page, 0, target);
  });

  test("a hash link to another page scrolls to the target that arrives with its content", async ({ page }) => {
    await page.goto("/contribuitor");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Stories" }).click();
    await expect(page).toHaveURL(/\/#stories$/);
    const target = await page
      .locator("#stories")
      .evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
    await expect.poll(() => scrollY(page)).toBe(target);
  });

  test("a scroll the reader starts cancels the animation", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo({ top: 3000, behavior: "instant" }));
    // The reader turns the wheel the moment the animation starts, from inside the page, so a busy
    // machine cannot let the animation finish first.
    await page.evaluate(() => {
      const root = document.documentElement;
      const wheelAtStart = new MutationObserver(() => {
        if (!root.dataset.scrolling) return;
        wheelAtStart.disconnect();
        window.dispatchEvent(new WheelEvent("wheel", { deltaY: 40 }));
        Object.assign(window, { __wheeled: true });
      });
      wheelAtStart.observe(root, { attributes: true, attributeFilter: ["data-scrolling"] });
    });
    await navigateClientSide(page, "/contribuitor");
    await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => "__wheeled" in window)).toBe(true);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.scrolling)).toBeUndefined();
    // Stopped where the reader took over, not carried on to the top.
    expect(await scrollY(page)).toBeGreaterThan(2000);
  });
});

test.describe("focus and announcement", () => {
  test("after a route change, focus is on the new page's heading and its title is announced", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();
    const heading = page.getByRole("heading", { level: 1, name: "Contributors" });
    await expect(heading).toBeFocused();
    const title = await page.title();
    await expect(page.locator('[aria-live="polite"][aria-atomic="true"]').first()).toHaveText(title);
  });
});

test.describe("validation", () => {
  test("a contributor path whose slug fails the page's check shows the 404 page, loading nothing", async ({ page }) => {
    // Even if the manifest listed it, the page's own check turns it away before its payload.
    await page.route("**/routes.json", async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as { routes: string[] };
      await route.fulfill({
        response,
        json: { ...manifest, routes: [...manifest.routes, "/contribuitor/Not_A_Slug"] },
      });
    });
    await page.goto("/");
    await waitForHydration(page);
    // Payloads of the links in view may be prefetched meanwhile (app/prefetch/): only this path's is counted.
    const payloads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/contribuitor/Not_A_Slug.data") payloads.push(request.url());
    });
    await navigateClientSide(page, "/contribuitor/Not_A_Slug");
    await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
    expect(payloads).toEqual([]);
  });
});

test.describe("legacy redirects", () => {
  async function legacyPaths(page: Page): Promise<[string, string][]> {
    const slugs = (await contributorPaths(page)).map((path) => path.split("/")[2]!);
    expect(slugs.length).toBeGreaterThan(0);
    return [
      ["/contributor", "/contribuitor"],
      ["/contributors", "/contribuitor"],
      ...slugs.map((slug): [string, string] => [`/contributor/${slug}`, `/contribuitor/${slug}`]),
    ];
  }

  test("the server answers each legacy path with a permanent redirect", async ({ page }) => {
    for (const [from, to] of await legacyPaths(page)) {
      const response = await page.request.get(from, { maxRedirects: 0 });
      expect([301, 308], from).toContain(response.status());
      expect(response.headers()["location"], from).toBe(to);
    }
  });

  test("the build writes static redirect pages with a meta refresh and a canonical link, not listed as pages", async ({
    page,
  }) => {
    const manifest = (await (await page.request.get("/routes.json")).json()) as {
      routes: string[];
      redirects: Record<string, string>;
    };
    for (const [from, to] of await legacyPaths(page)) {
      expect(manifest.routes).not.toContain(from);
      expect(manifest.redirects[from]).toBe(to);
      const html = await (await page.request.get(`${from}/index.html`)).text();
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${to}">`));
    }
  });

  test("a direct load of a legacy path ends on the contributor page", async ({ page }) => {
    const [from, to] = (await legacyPaths(page))[2]!;
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a client navigation to a legacy path redirects without a reload, never showing the signal", async ({
    page,
  }) => {
    const paths = await legacyPaths(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    for (const [from, to] of [paths[0]!, paths[1]!, paths[2]!]) {
      await navigateClientSide(page, from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: NOT_FOUND })).toHaveCount(0);
      await expect(page.locator("body")).not.toContainText("ERR_REDIRECT");
    }
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});

test.describe("online and offline", () => {
  test("a banner follows the browser's status, and an offline navigation fails into the error page", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    // The banner's own live region: the page has others (the "Embed this" copy buttons').
    const status = page.getByRole("status").and(page.locator(".offline-banner"));
    await expect(status).toHaveText("");
    // The page fetches every route's code once idle; going offline sooner would be a different test.
    await expect.poll(() => routeModulesFetched(page)).toBe(true);

    await context.setOffline(true);
    await expect(status).toContainText("offline");
    await recordBar(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();
    await expect(page.getByRole("heading", { level: 1, name: OFFLINE_NAVIGATION })).toBeVisible();
    await expect.poll(async () => (await barStates(page)).includes("failed")).toBe(true);

    await context.setOffline(false);
    await expect(status).toHaveText("");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toBeVisible();
    await expect(page).toHaveURL(/\/contribuitor$/);
  });
});

test.describe("offline before the page is hydrated", () => {
  test("the network goes before the hydration code came: once it is back, the page loads again, hydrates and shows the banner when offline", async ({
    page,
    context,
  }) => {
    // The hydration code's requests are held, the network goes, and they fail: as on a phone that
    // lost its signal just after the page painted.
    let fail!: () => void;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    const held: string[] = [];
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      held.push(route.request().url());
      await failed;
      await route.abort("internetdisconnected");
    });
    await page.goto("/");
    await expect.poll(() => held.length, "the hydration code was requested").toBeGreaterThan(0);
    await context.setOffline(true);
    const errored = page.waitForEvent("console", (message) => message.type() === "error");
    fail();
    await errored;
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    await page.unroute(/\/assets\/.+\.js$/);
    const reloaded = page.waitForEvent("load");
    await context.setOffline(false);
    await reloaded;
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole("status").and(page.locator(".offline-banner"))).toContainText("offline");
    await context.setOffline(false);
  });
});

test.describe("chunk loading failures", () => {
  test("when a route module cannot be loaded, the page reloads at the target URL", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const embedModule = await routeModuleUrl(page, "routes/embed", "module");
    // A fresh page whose embed module fails to load, as after a deploy removed it.
    let failing = true;
    await page.route(`**${embedModule}`, (route) => (failing ? route.abort("failed") : route.continue()));
    await page.goto("/contribuitor");
    await waitForHydration(page);
    const reloadedAtTarget = page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith("/embed"));
    const reloaded = page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith("/contribuitor"));
    await startClientNavigation(page, "/embed");
    await reloaded; // React Router reloads the page it was on…
    failing = false;
    await reloadedAtTarget; // …and the reader is taken on to where they were going.
    await expect(page).toHaveURL(/\/embed$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("when a route's split middleware chunk cannot be loaded, the page reloads at the target URL", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    // The legacy spellings' redirect is such a middleware (the pages' own checks run from the root's).
    const chunk = await routeModuleUrl(page, "legacy-contributors", "clientMiddlewareModule");
    expect(chunk).toBeTruthy();
    let failing = true;
    await page.route(`**${chunk}`, (route) => (failing ? route.abort("failed") : route.continue()));
    await page.goto("/embed");
    await waitForHydration(page);
    const reloadedAtTarget = page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith("/contributors"));
    await startClientNavigation(page, "/contributors");
    await reloadedAtTarget;
    failing = false;
    await expect(page).toHaveURL(/\/contribuitor$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toBeVisible();
  });
});
