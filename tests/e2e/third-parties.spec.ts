import path from "node:path";
import { expect, getPrerenderedPaths, test } from "./fixtures";
import { isLocalUrl } from "../../support/local-url";
import { runBuild } from "../../support/run-build";

// The shared build is made without GTM_ID and META_PIXEL_ID: then no page may reach any other
// origin, not even to be refused. (A build with both ids is tested in analytics.spec.ts.)

test("with no ids, no page requests anything from another origin", async ({ page }) => {
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    if (!isLocalUrl(request.url())) elsewhere.push(request.url());
  });
  const paths = await getPrerenderedPaths(page);
  expect(paths.length).toBeGreaterThan(3);
  // Every page is loaded and hydrated, and their number grows with the newsrooms: the time allowed
  // grows with it (about 1.8 s a page on a loaded 2-core machine, 2026-11-27).
  test.setTimeout(60_000 + paths.length * 5_000);
  for (const pagePath of paths) {
    await page.goto(pagePath);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  }
  expect((await page.goto("/no-such-page"))?.status()).toBe(404);
  await page.goto("/");
  await page
    .getByRole("button", { name: /^Play video: / })
    .first()
    .click();
  await expect(page.locator(".plyr video")).toBeAttached();
  expect(elsewhere).toEqual([]);
  expect(await page.evaluate(() => "fbq" in window || "google_tag_manager" in window)).toBe(false);
});

test("a malformed META_PIXEL_ID stops the build, naming the variable, the value and the format", () => {
  const result = runBuild({ META_PIXEL_ID: "fb-1234", BUILD_DIR: path.resolve(`build.never-${process.pid}`) });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toMatch(/META_PIXEL_ID is "fb-1234"/);
});
