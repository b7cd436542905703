import { rmSync } from "node:fs";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page } from "@playwright/test";
import { createRequestHandler } from "../../server/request-handler";
import { expect, holdRequests, policiesOf, test, waitForHydration } from "./fixtures";
import { runBuild } from "../../support/run-build";

// Google Tag Manager and Meta's pixel as a reader's browser meets them, on a build made with
// GTM_ID and META_PIXEL_ID set (the shared build has neither). Their scripts are stubbed at the
// network; nothing else leaves the machine.

const GTM_ID = "GTM-TEST12";
const META_PIXEL_ID = "123456789012345";
const PIXEL_HOST = "connect.facebook.net";
const buildDir = path.resolve(`build.analytics-test-${process.pid}`);
let server: Server;
let origin: string;

// Serial: one build for the file. A test here makes up to five navigations, each waited for by its
// state; on a loaded machine with the trace recorded, the first test took 32–34 s, over the
// default 30 s, so the budget is wider (a passing test is no slower for it).
test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const result = runBuild({ GTM_ID, META_PIXEL_ID, BUILD_DIR: buildDir }, 230_000);
  expect(result.status, result.stderr).toBe(0);
  server = createServer(createRequestHandler(path.join(buildDir, "client")));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  server?.close();
  rmSync(buildDir, { recursive: true, force: true });
});

type Pushed = Record<string, unknown>;
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((e) => "event" in e));
const events = async (page: Page, name: string) => (await dataLayer(page)).filter((e) => e.event === name);

/** GTM's script, answered by an empty stub; notes whether the dataLayer was there before it was asked for. */
async function stubTagManager(page: Page) {
  const seen = { requests: 0, dataLayerFirst: true };
  await page.route("https://www.googletagmanager.com/gtm.js**", async (route) => {
    seen.requests++;
    seen.dataLayerFirst &&= await page.evaluate(() => Array.isArray((window as { dataLayer?: unknown }).dataLayer));
    await route.fulfill({ contentType: "text/javascript", body: "/* GTM stub */" });
  });
  return seen;
}

test("one page view on load, one per route change, none for a hash; IP anonymization on", async ({ page }) => {
  const gtm = await stubTagManager(page);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${origin}/`);
  await waitForHydration(page);
  await expect.poll(() => events(page, "page_view")).toHaveLength(1);
  const [first] = await events(page, "page_view");
  expect(first).toEqual({
    event: "page_view",
    page_path: "/",
    page_location: `${origin}/`,
    page_title: await page.title(),
    anonymize_ip: true,
    language: "en",
  });
  expect(gtm.requests).toBe(1);
  expect(gtm.dataLayerFirst).toBe(true);
  expect((await policiesOf(await page.request.get(`${origin}/`))).page).toContain("https://*.google-analytics.com");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();
  await expect(page).toHaveURL(`${origin}/contribuitor`);
  await expect.poll(() => events(page, "page_view")).toHaveLength(2);
  const second = (await events(page, "page_view"))[1]!;
  expect(second).toMatchObject({ page_path: "/contribuitor", page_title: await page.title(), anonymize_ip: true });

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Newsrooms" }).click();
  await expect(page).toHaveURL(`${origin}/#newsrooms`);
  await expect.poll(() => events(page, "page_view")).toHaveLength(3);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Stories" }).click();
  await expect(page).toHaveURL(`${origin}/#stories`);
  // A change of hash on the same page is not a page view; the next real navigation is.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();
  await expect.poll(() => events(page, "page_view")).toHaveLength(4);
  // The new page scrolls, animated, from far down home's stories to its top, where the language
  // link is: a click aimed at the link while the page still moves lands where the link was (on a
  // loaded machine, seconds of frames later), so the test waits for the page to be still.
  await expect(page).toHaveURL(`${origin}/contribuitor`);
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.scrolling)).toBeUndefined();
  expect((await events(page, "page_view")).map((e) => e.page_path)).toEqual([
    "/",
    "/contribuitor",
    "/",
    "/contribuitor",
  ]);
  // A Spanish page's view says which edition it was.
  await page.getByRole("link", { name: "Español", exact: true }).click();
  await expect(page).toHaveURL(`${origin}/es/contribuitor`);
  await expect.poll(() => events(page, "page_view")).toHaveLength(5);
  expect((await events(page, "page_view"))[4]).toMatchObject({ page_path: "/es/contribuitor", language: "es" });
  expect(violations).toEqual([]);
});

test("a video's start and end are counted once each", async ({ page }) => {
  await stubTagManager(page);
  await page.goto(`${origin}/`);
  await waitForHydration(page);
  await page
    .getByRole("button", { name: /^Play video: / })
    .first()
    .click();
  await expect.poll(() => events(page, "video_play")).toHaveLength(1);
  const title = (await events(page, "video_play"))[0]!.video_title;
  expect(title).toEqual(expect.stringContaining("(sample video)"));
  // Pause and resume: still one start. Then the end.
  const video = page.locator(".plyr video");
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  await video.evaluate((v: HTMLVideoElement) => (v.currentTime = v.duration - 0.1));
  await expect.poll(() => events(page, "video_complete")).toEqual([{ event: "video_complete", video_title: title }]);
  expect(await events(page, "video_play")).toHaveLength(1);
});

test("each share is one share push: how, and which story", async ({ page }) => {
  await stubTagManager(page);
  // A browser without the share sheet: the list's links and Copy link.
  await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  await page.goto(`${origin}/contribuitor`);
  await waitForHydration(page);
  const contributorLink = page.locator("a.contributor-card__link").first();
  const contributor = new URL(await contributorLink.evaluate((a: HTMLAnchorElement) => a.href)).pathname
    .split("/")
    .at(-1)!;
  await contributorLink.click();
  await expect(page).toHaveURL(`${origin}/contribuitor/${contributor}`);
  const article = page.locator("article.story").first();
  const story = await article.getAttribute("id");
  await article.getByRole("button", { name: /^Share: / }).click();
  // The service's page opens in a new tab, answered here by nothing: only the push counts.
  await page.context().route("https://bsky.app/**", (route) => route.fulfill({ body: "" }));
  const popup = page.waitForEvent("popup");
  await article.getByRole("link", { name: /^Bluesky/ }).click();
  await (await popup).close();
  await article.getByRole("button", { name: /^Copy link to / }).click();
  await expect(article.getByRole("status")).toHaveText("Link copied");
  await expect
    .poll(() => events(page, "share"))
    .toEqual([
      { event: "share", method: "bluesky", story, contributor },
      { event: "share", method: "copy_link", story, contributor },
    ]);
});

test("the embed's page view says it is the embed", async ({ page }) => {
  await stubTagManager(page);
  await page.goto(`${origin}/embed`);
  await waitForHydration(page);
  await expect.poll(() => events(page, "page_view")).toHaveLength(1);
  expect((await events(page, "page_view"))[0]).toMatchObject({ page_path: "/embed", embed: true });
});

test("a malformed GTM_ID stops the build, naming the variable, the value and the format", () => {
  const result = runBuild({ GTM_ID: "UA-1234", BUILD_DIR: `${buildDir}-never` });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain('The environment variable GTM_ID is "UA-1234", which is not a container id');
});

/** Meta's script, answered by an empty stub: the site's calls stay in the command queue to read. */
async function stubPixel(page: Page) {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname.endsWith("facebook.net")) requests.push(request.url());
  });
  await page.route(`https://${PIXEL_HOST}/**`, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "/* pixel stub */" }),
  );
  return requests;
}
/** What the pixel is asked after a landing page and one route change. */
const PIXEL_TWO_PAGE_VIEWS = [
  ["init", META_PIXEL_ID],
  ["track", "PageView"],
  ["track", "PageView"],
];
const pixelCalls = (page: Page) =>
  page.evaluate(() => ((window as unknown as { fbq?: { queue: unknown[][] } }).fbq?.queue ?? []).map((c) => [...c]));

test.describe("with the analytics' code held on the way", () => {
  test.use({ serviceWorkers: "block" });

  test("a tap before the tag manager's code comes: the page opens without it, and the landing page's view is still counted first", async ({
    page,
  }) => {
    await stubTagManager(page);
    const release = await holdRequests(page, /\/assets\/tag-manager-[\w-]+\.js$/);
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    const landingTitle = await page.title();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toBeVisible();
    expect(await events(page, "page_view")).toEqual([]);

    release();
    await expect.poll(() => events(page, "page_view")).toHaveLength(2);
    const [landing, next] = await events(page, "page_view");
    expect(landing).toEqual({
      event: "page_view",
      page_path: "/",
      page_location: `${origin}/`,
      page_title: landingTitle,
      anonymize_ip: true,
      language: "en",
    });
    expect(next).toMatchObject({ page_path: "/contribuitor", page_title: await page.title(), language: "en" });
    expect(landingTitle).not.toBe(await page.title());
  });

  test("a tap before the pixel's code comes: both pages' views are counted", async ({ page }) => {
    await stubPixel(page);
    const release = await holdRequests(page, /\/assets\/meta-pixel-[\w-]+\.js$/);
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contributors" })).toBeVisible();
    release();
    await expect.poll(() => pixelCalls(page)).toEqual(PIXEL_TWO_PAGE_VIEWS);
  });
});

test.describe("the social-ad pixel", () => {
  test("init once, and a PageView on load and after each route change", async ({ page }) => {
    const requests = await stubPixel(page);
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await expect
      .poll(() => pixelCalls(page))
      .toEqual([
        ["init", META_PIXEL_ID],
        ["track", "PageView"],
      ]);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();
    await expect.poll(() => pixelCalls(page)).toEqual(PIXEL_TWO_PAGE_VIEWS);
    expect(requests).toHaveLength(1);
  });

  test("is never loaded when the browser sends Global Privacy Control", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    const requests = await stubPixel(page);
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();
    await expect(page).toHaveURL(`${origin}/contribuitor`);
    // Analytics stays on under GPC; the pixel never comes.
    await expect.poll(() => events(page, "page_view")).toHaveLength(2);
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => "fbq" in window)).toBe(false);
  });

  test("the reader opts out in Your privacy choices: it stops at once, and stays off", async ({ page }) => {
    const requests = await stubPixel(page);
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await expect.poll(() => pixelCalls(page)).toHaveLength(2);

    const opener = page.getByRole("link", { name: "Your privacy choices" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Your privacy choices" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("checkbox", { name: "Do not share my personal information with Meta" }).check();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();
    await expect.poll(() => events(page, "page_view")).toHaveLength(2);
    expect(await pixelCalls(page)).toEqual([
      ["init", META_PIXEL_ID],
      ["track", "PageView"],
      ["consent", "revoke"],
    ]);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => events(page, "page_view")).toHaveLength(1);
    expect(requests).toHaveLength(1);

    // Reversible: opting back in loads it on the next page.
    await page.getByRole("link", { name: "Your privacy choices" }).click();
    await page.getByRole("checkbox", { name: "Do not share my personal information with Meta" }).uncheck();
    await page.keyboard.press("Escape");
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => requests.length).toBe(2);
  });

  test("is never loaded on the embed", async ({ page }) => {
    const requests = await stubPixel(page);
    await page.goto(`${origin}/embed`);
    await waitForHydration(page);
    await expect.poll(() => events(page, "page_view")).toHaveLength(1);
    expect(requests).toEqual([]);
    const policies = await policiesOf(await page.request.get(`${origin}/embed`));
    expect(policies.page).toMatch(/^default-src /);
    expect(policies.page).not.toContain("facebook");
  });
});
