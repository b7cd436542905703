import type { Page, Route } from "@playwright/test";
import { expect as baseExpect, getPrerenderedPaths, test, waitForHydration } from "./fixtures";
import { navigateClientSide, routeModuleUrl, startClientNavigation, withRouter } from "./router";

/**
 * Client navigation behaviour (issue 4): the progress bar, animated scrolling, focus and
 * announcement, validation, the legacy redirects, offline, and chunk-failure reloads. Run against
 * the production build; the network is slowed or failed by request interception where needed.
 */

// Generous waits: these tests share two cores with builds and other suites.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

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

/** Records, inside the page, when the bar appears, changes state and goes (ms since recording began). */
async function recordBar(page: Page) {
  await page.evaluate(() => {
    const log: { t: number; state: string | null; color?: string }[] = [];
    const started = performance.now();
    let last: string | null = null;
    const check = () => {
      const bar = document.querySelector('[role="progressbar"]');
      const state = bar?.getAttribute("data-state") ?? null;
      if (state !== last) {
        const fill = bar?.querySelector(".progress-bar__fill");
        const color = fill ? getComputedStyle(fill).backgroundColor : undefined;
        log.push({ t: performance.now() - started, state, color });
      }
      last = state;
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, attributes: true });
    Object.assign(window, { __barLog: log, __barStarted: started });
  });
  // When each navigation ended, by the router: the bar's hide delay counts from there.
  await withRouter(page, (router) => {
    const ended: number[] = [];
    const started = (window as unknown as { __barStarted: number }).__barStarted;
    let busy = false;
    router.subscribe(({ navigation }) => {
      if (busy && navigation.state === "idle") ended.push(performance.now() - started);
      busy = navigation.state !== "idle";
    });
    Object.assign(window, { __navigationEnds: ended });
  });
}
type BarLogEntry = { t: number; state: string | null; color?: string };
/** What the bar did since recordBar(); states that last 500 ms are seen here, not by polling. */
const barLog = (page: Page) => page.evaluate(() => (window as unknown as { __barLog: BarLogEntry[] }).__barLog);
const barStates = async (page: Page) => (await barLog(page)).map((entry) => entry.state);

/**
 * Records, inside the page, window.scrollY on every frame (with its time) and when the animated
 * scroll ran (html[data-scrolling] is set while it does).
 */
async function recordScroll(page: Page) {
  await page.evaluate(() => {
    const record = {
      samples: [] as { t: number; y: number }[],
      start: undefined as number | undefined,
      end: undefined as number | undefined,
    };
    // Each sample is timed when it runs (not by the frame's timestamp, which can be older).
    const tick = () => {
      record.samples.push({ t: performance.now(), y: Math.round(window.scrollY) });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const root = document.documentElement;
    new MutationObserver(() => {
      // The attribute holds the animation's start time.
      if (root.dataset.scrolling) record.start ??= Number(root.dataset.scrolling);
      else if (record.start !== undefined) record.end ??= performance.now();
    }).observe(root, { attributes: true, attributeFilter: ["data-scrolling"] });
    Object.assign(window, { __scroll: record });
  });
}
type ScrollRecord = { samples: { t: number; y: number }[]; start?: number; end?: number };
const scrollRecord = (page: Page) => page.evaluate(() => (window as unknown as { __scroll: ScrollRecord }).__scroll);

/**
 * The scroll from `from` to `to` was animated: it ran at least 468 ms, and every frame sample
 * whose value was set between a fifth and four fifths of the way is strictly between the two.
 * A sample shows the value set by the animation step of its frame or the frame before, so its
 * value was set between the previous sample's time and its own. On a starved machine there may
 * be no frame to judge; the duration still tells.
 */
async function expectAnimatedScroll(page: Page, from: number, to: number) {
  // The end is recorded by a mutation observer a moment after the last frame: wait for it, on a
  // busy machine it can come after the scroll position already reads final.
  await expect.poll(async () => (await scrollRecord(page)).end, "the animated scroll ended").toBeDefined();
  const { samples, start, end } = await scrollRecord(page);
  expect(start, "an animated scroll ran").toBeDefined();
  expect(end! - start!).toBeGreaterThanOrEqual(468);
  const [low, high] = from < to ? [from, to] : [to, from];
  for (let i = 1; i < samples.length; i++) {
    const [previous, sample] = [samples[i - 1]!, samples[i]!];
    if (previous.t - start! < 0.2 * 468 || sample.t - start! > 0.8 * 468) continue;
    expect(sample.y, `frame at ${Math.round(sample.t - start!)} ms`).toBeGreaterThan(low);
    expect(sample.y, `frame at ${Math.round(sample.t - start!)} ms`).toBeLessThan(high);
  }
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

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
  return (await getPrerenderedPaths(page)).filter((path) => path.startsWith("/contribuitor/"));
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
      await page.waitForTimeout(800);
      const navigation = await page.evaluate(
        () => (window as unknown as { __navLog: { t: number; state: string }[] }).__navLog,
      );
      const started = navigation.find((entry) => entry.state !== "idle")?.t;
      const ended = navigation.findLast((entry) => entry.state === "idle")?.t;
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

    await expect(bar(page)).toHaveAttribute("data-state", "loading", { timeout: 2500 });
    const zIndex = await bar(page).evaluate((el) => Number(getComputedStyle(el).zIndex));
    expect(zIndex).toBeGreaterThanOrEqual(999999);
    const position = await bar(page).evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe("fixed");
    expect((await bar(page).boundingBox())?.y).toBe(0);
    // Creeping: wider after a while, never the full width while loading.
    const viewport = page.viewportSize()!.width;
    const fill = bar(page).locator(".progress-bar__fill");
    const width = async () => (await fill.boundingBox())!.width;
    const early = await width();
    await expect.poll(width).toBeGreaterThan(early);
    expect(await width()).toBeLessThan(viewport);

    release();
    await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toBeVisible();
    await expect(bar(page)).toHaveCount(0, { timeout: 5000 });
    const log = await barLog(page);
    const appeared = log.find((entry) => entry.state === "loading")!;
    const finished = log.find((entry) => entry.state === "finished")!;
    const hidden = log.findLast((entry) => entry.state === null)!;
    expect(log.map((entry) => entry.state)).toEqual(["loading", "finished", null]);
    expect(appeared.color).not.toBe("rgb(211, 47, 47)");
    expect(appeared.t).toBeGreaterThanOrEqual(200);
    const [navigationEnded] = await page.evaluate(
      () => (window as unknown as { __navigationEnds: number[] }).__navigationEnds,
    );
    expect(finished.t).toBeGreaterThanOrEqual(navigationEnded!);
    // The hide timer starts when the page is shown, a render before "finished" is painted, so the
    // painted interval can fall a little short of 500 ms on a busy machine; the unit test of the
    // state machine holds it to the millisecond.
    expect(hidden.t - finished.t).toBeGreaterThanOrEqual(300);
    expect(hidden.t - finished.t).toBeLessThan(1500);
  });

  test("turns red when the payload cannot be loaded, then hides", async ({ page }) => {
    await delay(page, "**/contribuitor.data", 400, "abort");
    await page.goto("/");
    await waitForHydration(page);
    await recordBar(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();
    await expect.poll(() => barStates(page)).toEqual(["loading", "failed", null]);
    const failed = (await barLog(page)).find((entry) => entry.state === "failed")!;
    expect(failed.color).toBe("rgb(211, 47, 47)");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("does not creep when the reader prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const release = await hold(page, "**/contribuitor.data");
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();
    await expect(bar(page)).toHaveAttribute("data-state", "loading", { timeout: 2500 });
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
    // html[data-scrolling] is set while an animated scroll runs: time it, frame rate aside.
    const duration = await withRouter(page, async (router) => {
      const root = document.documentElement;
      let started: number | undefined;
      let ended: number | undefined;
      new MutationObserver(() => {
        if (root.dataset.scrolling) started ??= Number(root.dataset.scrolling);
        else if (started !== undefined) ended ??= performance.now();
      }).observe(root, { attributes: true, attributeFilter: ["data-scrolling"] });
      await router.navigate("/contribuitor");
      // Until the animation has ended (the attribute went away after being set).
      while (started === undefined || ended === undefined) await new Promise(requestAnimationFrame);
      return ended - started;
    });
    expect(await scrollY(page)).toBe(0);
    expect(duration).toBeGreaterThanOrEqual(468);
    // Well above 468 ms, for a starved machine's late frames; a duration setting of seconds still fails.
    expect(duration).toBeLessThan(3000);
  });

  test("back restores the position of that entry, also after a reload", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo({ top: 1234, behavior: "instant" }));
    await page.waitForTimeout(100);
    await navigateClientSide(page, "/contribuitor");
    await expect.poll(() => scrollY(page)).toBe(0);
    await recordScroll(page);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toHaveCount(0);
    await expect.poll(() => scrollY(page)).toBe(1234);
    await expectAnimatedScroll(page, 0, 1234);

    await page.evaluate(() => window.scrollTo({ top: 987, behavior: "instant" }));
    await page.waitForTimeout(100);
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
    const payloads: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".data")) payloads.push(request.url());
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
    const chunk = await routeModuleUrl(page, "routes/contributor", "clientMiddlewareModule");
    expect(chunk).toBeTruthy();
    let failing = true;
    await page.route(`**${chunk}`, (route) => (failing ? route.abort("failed") : route.continue()));
    await page.goto("/embed");
    await waitForHydration(page);
    const reloadedAtTarget = page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith("/contribuitor"));
    await startClientNavigation(page, "/contribuitor");
    await reloadedAtTarget;
    failing = false;
    await expect(page).toHaveURL(/\/contribuitor$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toBeVisible();
  });
});
