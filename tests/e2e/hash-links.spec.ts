import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

// Hash links land (issue 33): the header's links to home's sections put their target at the top
// of the viewport, under the sticky header (0–80 px), from the top of home, from far down it, and
// from another page, animated or not. Home's chapters are laid out only as they come near the
// viewport (content-visibility: auto), so the sections above a target change height on the way.

const SECTIONS = [
  { id: "stories", link: "Stories" },
  { id: "newsrooms", link: "Newsrooms" },
  { id: "about", link: "About" },
] as const;

/**
 * Once the scroll is over and has stayed over for 20 frames: the target's distance from the top of
 * the viewport, and whether the page was scrolled as far as it goes (a target near the end of a
 * page too short below it cannot reach the top).
 */
async function landed(page: Page, id: string): Promise<{ top: number; atEnd: boolean }> {
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.scrolling === undefined)).toBe(true);
  return page.evaluate(async (targetId) => {
    for (let frame = 0; frame < 20; frame++) await new Promise(requestAnimationFrame);
    const root = document.documentElement;
    return {
      top: Math.round(document.getElementById(targetId)!.getBoundingClientRect().top),
      atEnd: window.scrollY >= root.scrollHeight - window.innerHeight - 1,
    };
  }, id);
}

for (const motion of ["no-preference", "reduce"] as const) {
  test.describe(`hash links land, motion: ${motion}`, () => {
    test.use({ reducedMotion: motion });

    for (const { id, link } of SECTIONS) {
      for (const from of ["the top of home", "far down home", "another page"] as const) {
        test(`#${id} from ${from}`, async ({ page }) => {
          await page.goto(from === "another page" ? "/contribuitor" : "/");
          await waitForHydration(page);
          if (from === "far down home") {
            await page.evaluate(() =>
              window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
            );
          }
          await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`/#${id}$`));
          const { top, atEnd } = await landed(page, id);
          expect(top, `#${id}'s distance from the top`).toBeGreaterThanOrEqual(0);
          if (!atEnd) expect(top, `#${id}'s distance from the top`).toBeLessThanOrEqual(80);
        });
      }
    }
  });
}
