import { expect, test, waitForHydration } from "./fixtures";

// A link pressed before the page has hydrated is the browser's to follow, as a whole page load at
// once (app/before-hydration/early-plays.ts): React, listening at its root while it hydrates, would
// finish hydrating first and only then navigate on the client, fetching the next page's code and
// payload after the press.

test("a link pressed before the page has hydrated loads the next page whole, and no page script sees the press", async ({
  page,
}) => {
  // Stands for React's listener at its root, below the window: it writes what reaches it where the
  // next page can read it.
  await page.addInitScript(() => {
    document.addEventListener(
      "click",
      (event) => {
        if (event.target instanceof Element && event.target.closest("a[href]"))
          sessionStorage.setItem("pressSeen", "1");
      },
      true,
    );
  });
  // The hydration code never comes on the first page.
  let holding = true;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    if (holding) await released;
    await route.continue();
  });

  await page.goto("/");
  const link = page.locator("#stories a.story-card__link").first();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/contribuitor\/[^/]+\/[^/]+$/);
  const title = (await link.textContent())?.trim();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  // The next page's hydration code comes; this page's is still held while the link is pressed.
  holding = false;
  await link.click();
  await expect(page).toHaveURL(new URL(href!, page.url()).href);
  await expect(page.locator("h1")).toContainText(title!);
  // A document of its own: the browser loaded it (a client navigation keeps the first one's entry).
  expect(await page.evaluate(() => new URL(performance.getEntriesByType("navigation")[0]!.name).pathname)).toBe(href);
  expect(await page.evaluate(() => sessionStorage.getItem("pressSeen"))).toBeNull();
  release();
  await waitForHydration(page);

  // Once hydrated, a press is React Router's again: the same document shows the next page.
  await page.goBack();
  await waitForHydration(page);
  await page.locator("#stories a.story-card__link").first().click();
  await expect(page).toHaveURL(new URL(href!, page.url()).href);
  expect(await page.evaluate(() => new URL(performance.getEntriesByType("navigation")[0]!.name).pathname)).toBe("/");
  expect(await page.evaluate(() => sessionStorage.getItem("pressSeen"))).toBe("1");
});
