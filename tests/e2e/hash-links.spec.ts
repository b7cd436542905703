import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

// Hash links land (issue 33): the header's links to home's sections put their target at the top
// of the viewport, under the sticky header (0–80 px), from the top of home, from far down it, and
// from another page, animated or not. Home's chapters are laid out only as they come near the
// viewport (content-visibility: auto), so the sections above a target change height on the way.

const SECTIONS = [
  { id: "stories", link: "Stories" },
  { id: "newsrooms", link: "Newsrooms" },
  // The header's "About" is the masthead page, /about (issue 47), not a section of home.
] as const;

/**
 * Where the target comes to rest: its distance from the top of the viewport once no animated
 * scroll runs and it has not moved for 20 frames, and whether the page was scrolled as far as it
 * goes (a target near the end of a page too short below it cannot reach the top). Undefined while
 * it still moves or is not on the page yet.
 */
function restingPlace(page: Page, id: string): Promise<{ top: number; atEnd: boolean } | undefined> {
  return page.evaluate(async (targetId) => {
    const root = document.documentElement;
    const place = () => {
      const target = document.getElementById(targetId);
      if (!target || root.dataset.scrolling !== undefined) return undefined;
      return {
        top: Math.round(target.getBoundingClientRect().top),
        atEnd: window.scrollY >= root.scrollHeight - window.innerHeight - 1,
      };
    };
    const before = place();
    for (let frame = 0; frame < 20; frame++) await new Promise(requestAnimationFrame);
    const after = place();
    return before && after && before.top === after.top && before.atEnd === after.atEnd ? after : undefined;
  }, id);
}

/**
 * The link's scroll has landed: the target rests within the 80 px under the sticky header, or as
 * high as the page's end lets it. A click's navigation commits (and its scroll starts) some frames
 * after the URL changes, later still on a loaded machine, so the test waits for the target to rest
 * there rather than measuring once after the first still moment, which may come before the scroll.
 * It must then stay: 20 frames later, it rests at the same place.
 */
async function expectLanded(page: Page, id: string): Promise<void> {
  const lands = (place: { top: number; atEnd: boolean } | undefined) =>
    place !== undefined && place.top >= 0 && (place.atEnd || place.top <= 80);
  let landed: { top: number; atEnd: boolean } | undefined;
  await expect
    .poll(async () => lands((landed = await restingPlace(page, id))), {
      message: `#${id} comes to rest 0–80 px from the top (or as high as the page's end lets it)`,
    })
    .toBe(true);
  expect(await restingPlace(page, id), `#${id} stays where it landed`).toEqual(landed);
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
          await expectLanded(page, id);
        });
      }
    }
  });
}
