import { expect, getPrerenderedPaths, test, waitForHydration } from "./fixtures";
import { rawRequest } from "../../support/raw-request";
import { navigateClientSide } from "./router";
import { COMPILE_HINT, STREAMED_SCRIPT_MIN_BYTES } from "../../app/framework/compile-hints.server";

const HOME_TITLE = "Our Pandemic Year - Uncovering pandemic life for California's young adults";
const NOT_FOUND = "This page could not be found";

test.describe("pre-rendered pages", () => {
  test("every route in the manifest is served as complete HTML, readable without JavaScript", async ({
    browser,
    page,
  }) => {
    // Every page of the site, one load after another: on a loaded 2-core machine each can take
    // a second or more (two side-by-side npm test runs took 31 s for the sample's 30 pages).
    test.setTimeout(120_000);
    const paths = await getPrerenderedPaths(page);
    expect(paths).toEqual(expect.arrayContaining(["/", "/contribuitor", "/embed"]));
    expect(paths.some((p) => p.startsWith("/contribuitor/"))).toBe(true);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    for (const path of paths) {
      // The HTML is what is judged: the page's images and fonts need not have arrived.
      const response = await staticPage.goto(path, { waitUntil: "domcontentloaded" });
      expect(response?.status(), path).toBe(200);
      await expect(staticPage.getByRole("heading", { level: 1 }), path).toBeVisible();
      const language = path === "/es" || path.startsWith("/es/") ? "es" : "en";
      await expect(staticPage.locator("html"), path).toHaveAttribute("lang", language);
    }
    await noScript.close();
  });

  test("the code a page hydrates with is React Router's production build, its large chunks marked for V8 to compile whole as they arrive", async ({
    page,
  }) => {
    const scripts = new Set<string>();
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      // The route manifest is data React Router writes, not a chunk of code.
      if (path.startsWith("/assets/") && path.endsWith(".js") && !path.startsWith("/assets/manifest-")) {
        scripts.add(request.url());
      }
    });
    await page.goto("/");
    await waitForHydration(page);
    expect([...scripts]).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/entry\.client-/), expect.stringMatching(/\/shared-/)]),
    );
    for (const url of scripts) {
      const text = await (await page.request.get(url)).text();
      // Only the chunks Chromium compiles off the main thread: the small ones stay lazy.
      const streamed = text.length >= STREAMED_SCRIPT_MIN_BYTES;
      expect.soft(text.startsWith(`${COMPILE_HINT}\n`), `${url}: compile hint`).toBe(streamed);
      // A warning only React Router's development build carries (ENABLE_DEV_WARNINGS).
      expect.soft(text, url).not.toContain("No routes matched location");
    }
  });

  test("the home page has the exact title, description, viewport and canonical URL", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(HOME_TITLE);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    for (const place of ["Oakland", "Fresno", "Los Angeles", "Eastern Coachella Valley"]) {
      expect(description).toContain(place);
    }
    expect(description).toMatch(/struggle/);
    expect(description).toMatch(/way forward/);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute("content", /width=device-width/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "http://localhost:3000/");
  });

  test("sub-pages prefix their own title to the site's name", async ({ page }) => {
    await page.goto("/contribuitor");
    await expect(page).toHaveTitle("Contributors | Our Pandemic Year");
  });

  test("the embed view has no site chrome", async ({ page }) => {
    await page.goto("/embed");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await page.goto("/");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});

test.describe("client navigation", () => {
  test("moves between pages without a reload, fetching the payload and not the HTML", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();

    await expect(page).toHaveURL(/\/contribuitor$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(requests).toContain("/contribuitor.data");
    expect(requests).not.toContain("/contribuitor");
    expect(requests.filter((path) => path.endsWith(".html"))).toEqual([]);
    expect(page.url()).not.toContain("#");

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    expect(page.url()).not.toContain("#");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test("the route manifest is fetched once per session, as the page's code starts", async ({ page }) => {
    const manifestRequests: string[] = [];
    const order: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === "/routes.json") manifestRequests.push(request.url());
      if (pathname === "/routes.json" || /\/read-ahead-[\w-]+\.js$/.test(pathname)) order.push(pathname);
    });
    await page.goto("/");
    await waitForHydration(page);
    // Asked for as the page's code starts, before the work left for when the page is idle (reading
    // ahead): the first client navigation does not wait for it.
    await expect.poll(() => order.length).toBe(2);
    expect(order[0]).toBe("/routes.json");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Contributors" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toBeVisible();
    await page.goBack();
    await nav.getByRole("link", { name: "Contributors" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toBeVisible();
    expect(manifestRequests).toHaveLength(1);
  });
});

test.describe("not found", () => {
  test("an unknown path answers 404 with the not-found page on a direct load", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
    const home = page.getByRole("link", { name: "Back to the home page" });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown contributor answers 404 on a direct load", async ({ page }) => {
    const response = await page.goto("/contribuitor/nobody");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  });

  test("a client navigation to a path that was not pre-rendered shows the 404 page and names the path in the console", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    // Payloads of the links in view may be prefetched meanwhile (app/prefetch/): only these paths' are counted.
    const payloads: string[] = [];
    page.on("request", (request) => {
      if (/\/(nobody|somewhere\/else)\.data$/.test(new URL(request.url()).pathname)) payloads.push(request.url());
    });
    await navigateClientSide(page, "/contribuitor/nobody");
    await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
    expect(consoleErrors).toContain("Route /contribuitor/nobody is not pre-rendered");
    expect(payloads).toEqual([]);

    await navigateClientSide(page, "/somewhere/else");
    await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
    expect(consoleErrors).toContain("Route /somewhere/else is not pre-rendered");
  });

  test("the server never serves a file outside the build folder", async ({ baseURL }) => {
    for (const path of [
      "/../package.json",
      "/%2e%2e/package.json",
      "/..%2fpackage.json",
      "/assets/..%2f..%2fpackage.json",
    ]) {
      // Sent as written: Playwright's request API would resolve the dot segments first.
      const response = await rawRequest(baseURL!, path);
      expect([400, 404], path).toContain(response.status);
      expect(response.body.toString()).not.toContain('"name": "pandemic-year-stories"');
    }
  });
});
