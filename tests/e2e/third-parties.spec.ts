import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page } from "@playwright/test";
import { createRequestHandler } from "../../server/request-handler";
import { expect, getPrerenderedPaths, test, waitForHydration } from "./fixtures";

// The social-ad pixel as a reader's browser meets it, on a build made with both ids set (the
// shared build has none): Meta's and Google's scripts are answered by local stubs, nothing leaves
// the machine. Then the shared build, made without ids: no request to any other origin at all.

const GTM_ID = "GTM-TEST34";
const META_PIXEL_ID = "1234567890123456";
const buildDir = path.resolve(`build.third-parties-test-${process.pid}`);
const PIXEL_HOSTS = ["connect.facebook.net", "www.facebook.com"];
let server: Server;
let origin: string;

test.describe("with GTM_ID and META_PIXEL_ID", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      env: { ...process.env, GTM_ID, META_PIXEL_ID, BUILD_DIR: buildDir },
      encoding: "utf8",
      timeout: 230_000,
    });
    expect(result.status, result.stderr).toBe(0);
    server = createServer(createRequestHandler(path.join(buildDir, "client")));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(() => {
    server?.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  type Call = [string, ...unknown[]];
  const pixelCalls = (page: Page) =>
    page.evaluate(() => (window as unknown as { pixelCalls?: [string, ...unknown[]][] }).pixelCalls ?? []);
  const pageViews = async (page: Page) =>
    (await pixelCalls(page)).filter(([command, name]: Call) => command === "track" && name === "PageView");

  /** Stubs GTM and the pixel's script (which records the calls it is handed); counts requests to Meta. */
  async function stubThirdParties(page: Page) {
    const seen = { pixelRequests: 0 };
    await page.route("https://www.googletagmanager.com/**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "/* GTM stub */" }),
    );
    await page.route(
      (url) => PIXEL_HOSTS.includes(url.hostname),
      async (route) => {
        seen.pixelRequests++;
        if (!route.request().url().endsWith("/fbevents.js")) return route.abort("blockedbyclient");
        await route.fulfill({
          contentType: "text/javascript",
          // What fbevents.js does with the queue it finds: replay it, then take calls directly.
          body: `window.pixelCalls = [];
            fbq.callMethod = (...args) => window.pixelCalls.push(args);
            for (const args of fbq.queue.splice(0)) fbq.callMethod(...args);`,
        });
      },
    );
    return seen;
  }

  const footerLink = (page: Page) => page.getByRole("contentinfo").getByRole("link", { name: "Your privacy choices" });

  test("init once, one PageView per page, none for a hash; Meta allowed by the CSP", async ({ page }) => {
    const seen = await stubThirdParties(page);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    expect((await pixelCalls(page)).filter(([command]: Call) => command === "init")).toEqual([["init", META_PIXEL_ID]]);
    expect(seen.pixelRequests).toBe(1);
    expect((await page.request.get(`${origin}/`)).headers()["content-security-policy"]).toContain(
      "https://connect.facebook.net",
    );

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Contributors" }).click();
    await expect(page).toHaveURL(`${origin}/contribuitor`);
    await expect.poll(() => pageViews(page)).toHaveLength(2);
    await nav.getByRole("link", { name: "Newsrooms" }).click();
    await expect.poll(() => pageViews(page)).toHaveLength(3);
    await nav.getByRole("link", { name: "Stories" }).click();
    await expect(page).toHaveURL(`${origin}/#stories`);
    await nav.getByRole("link", { name: "Contributors" }).click();
    await expect.poll(() => pageViews(page)).toHaveLength(4);
    expect((await pixelCalls(page)).filter(([command]: Call) => command === "init")).toHaveLength(1);
    expect(seen.pixelRequests).toBe(1);
    expect(violations).toEqual([]);
  });

  test("with Global Privacy Control on, no pixel at all; analytics stays on", async ({ page }) => {
    const seen = await stubThirdParties(page);
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { value: true }));
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => (window as { dataLayer?: { event?: string }[] }).dataLayer?.length ?? 0))
      .toBeGreaterThan(0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();
    await expect(page).toHaveURL(`${origin}/contribuitor`);
    expect(await page.evaluate(() => "fbq" in window)).toBe(false);
    expect(seen.pixelRequests).toBe(0);

    await footerLink(page).click();
    const dialog = page.getByRole("dialog", { name: "Your privacy choices" });
    await expect(dialog.getByRole("checkbox", { name: "Do not sell or share my personal information" })).toBeChecked();
    await expect(dialog).toContainText("Global Privacy Control");
  });

  test("opting out in the dialog stops the pixel at once and for later visits, and can be undone", async ({ page }) => {
    const seen = await stubThirdParties(page);
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await expect.poll(() => pageViews(page)).toHaveLength(1);

    const link = footerLink(page);
    await link.click();
    const dialog = page.getByRole("dialog", { name: "Your privacy choices" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("IP address anonymized");
    const choice = dialog.getByRole("checkbox", { name: "Do not sell or share my personal information" });
    await expect(choice).not.toBeChecked();
    // Focus stays in the modal dialog: tabbing cycles through its controls only.
    await choice.focus();
    for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    }
    await choice.check();
    await expect(dialog.getByRole("status")).toHaveText("You have opted out: nothing is shared with Meta.");
    expect(await page.evaluate(() => localStorage.length)).toBe(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    // Consent revoked on the page, and no further PageView.
    expect((await pixelCalls(page)).at(-1)).toEqual(["consent", "revoke"]);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();
    await expect(page).toHaveURL(`${origin}/contribuitor`);
    await waitForHydration(page);
    expect(await pageViews(page)).toHaveLength(1);

    // A later visit: no request to Meta and no fbq.
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => "fbq" in window)).toBe(false);
    expect(seen.pixelRequests).toBe(1);

    // Reversible: allowing sharing again loads the pixel.
    await footerLink(page).click();
    await page.getByRole("checkbox", { name: "Do not sell or share my personal information" }).uncheck();
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    expect(seen.pixelRequests).toBe(2);
  });

  test("the embed never loads the pixel, nor allows it", async ({ page }) => {
    const seen = await stubThirdParties(page);
    await page.goto(`${origin}/embed`);
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => (window as { dataLayer?: { event?: string }[] }).dataLayer?.length ?? 0))
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => "fbq" in window)).toBe(false);
    expect(seen.pixelRequests).toBe(0);
    expect((await page.request.get(`${origin}/embed`)).headers()["content-security-policy"]).not.toContain("facebook");
  });

  test("a malformed META_PIXEL_ID stops the build, naming the variable, the value and the format", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      env: { ...process.env, META_PIXEL_ID: "fb-1234", BUILD_DIR: `${buildDir}-never` },
      encoding: "utf8",
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('The environment variable META_PIXEL_ID is "fb-1234", which is not a pixel id');
  });
});

test("with no ids, no page requests anything from another origin and there is no privacy link", async ({ page }) => {
  test.setTimeout(120_000);
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["localhost", "127.0.0.1"].includes(url.hostname) && url.protocol !== "data:") elsewhere.push(request.url());
  });
  for (const pagePath of await getPrerenderedPaths(page)) {
    await page.goto(pagePath);
    await waitForHydration(page);
  }
  expect((await page.goto("/no-such-page"))?.status()).toBe(404);
  expect(await page.getByRole("link", { name: "Your privacy choices" }).count()).toBe(0);
  expect(elsewhere).toEqual([]);
});
