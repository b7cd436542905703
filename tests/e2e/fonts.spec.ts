import { expect, test, waitForHydration } from "./fixtures";
import { waitForNavigationTo } from "./router";

// The web fonts: served by the site itself, loaded after the first paint, used from the next
// route change, and nothing on the page ever shifts.

test("the web fonts come from the site, load after the first paint and draw the next page, with no layout shift", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/");
  await waitForHydration(page);
  await expect
    .poll(() =>
      page.evaluate(
        () => document.fonts.check('1em "Inter Variable"') && document.fonts.check('1em "Source Serif 4 Variable"'),
      ),
    )
    .toBe(true);
  // The page being read keeps its faces.
  expect(await page.evaluate(() => document.documentElement.classList.contains("fonts-loaded"))).toBe(false);
  expect(fonts.length).toBeGreaterThan(0);
  for (const url of fonts) {
    expect(new URL(url).origin, url).toBe(new URL(page.url()).origin);
    expect(url).toMatch(/\/assets\/.+\.woff2$/);
  }

  // A navigation slower than the 500 ms after a click in which the browser forgives a shift, as
  // on a slow network or a busy phone: the header and footer, which stay, must not reflow. The
  // payload is held until the browser's own clock says 800 ms have passed since the click, then
  // the test waits for the navigation to finish, however long a busy machine takes.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/contribuitor.data", async (route) => {
    await released;
    await route.continue();
  });
  await page.evaluate(() =>
    addEventListener("click", (event) => Object.assign(window, { clickedAt: event.timeStamp }), { capture: true }),
  );
  const held = page.waitForRequest("**/contribuitor.data");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contributors" }).click();
  await held;
  await expect
    .poll(() => page.evaluate(() => performance.now() - (window as unknown as { clickedAt: number }).clickedAt))
    .toBeGreaterThan(800);
  const served = page.waitForResponse("**/contribuitor.data");
  release();
  await served;
  await waitForNavigationTo(page, "/contribuitor");
  const heading = page.getByRole("heading", { level: 1, name: "Contributors" });
  await expect(heading).toBeVisible();
  await expect
    .poll(() => heading.evaluate((h) => getComputedStyle(h).fontFamily))
    .toMatch(/^"Source Serif 4 Variable"/);
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
});
