import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Audio description (issue 47, WCAG 2.2 1.2.5), as a reader meets it in the production build: the
 * sample story "The long way to class" carries a descriptions track in each language; the home
 * page's featured video, the same clip, carries none.
 */

const STORY = {
  en: "/contribuitor/tomas-herrera/the-long-way-to-class",
  es: "/es/contribuitor/tomas-herrera/the-long-way-to-class",
};
const TOGGLE = { en: "Audio description", es: "Audiodescripción" };

/** The cues' words, from the sample's own tracks. */
function cueTexts(file: string): string[] {
  return readFileSync(file, "utf8")
    .split(/\n\n+/)
    .filter((block) => block.includes("-->"))
    .map((block) => block.split("\n").slice(1).join(" ").trim());
}
const CUES = {
  en: cueTexts("content/media/valley-morning.descriptions.vtt"),
  es: cueTexts("content/media/valley-morning.descriptions.es.vtt"),
};

const video = (page: Page) => page.locator("figure.video video").first();

/** Presses play and waits until the clip is really playing in Plyr, then pauses it, as a reader would to read. */
async function playThenPause(page: Page): Promise<void> {
  await page
    .getByRole("button", { name: /^(Play video|Reproducir video): / })
    .first()
    .click();
  await expect(page.locator(".plyr")).toHaveCount(1);
  await expect(page.locator('.plyr button[data-plyr="captions"]')).toBeVisible();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime > 0)).toBe(true);
  await video(page).evaluate((v: HTMLVideoElement) => v.pause());
}

/** Moves the clip to `seconds`, as the reader does on the seek bar. */
const seek = (page: Page, seconds: number) =>
  video(page).evaluate((v: HTMLVideoElement, to: number) => {
    v.currentTime = to;
  }, seconds);

test.describe("audio description", () => {
  // Up to two page loads and two played clips each: generous for a loaded 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test("the story with descriptions offers them, announces each described passage, and the choice is kept", async ({
    page,
  }) => {
    await page.goto(STORY.en);
    await waitForHydration(page);
    await playThenPause(page);
    const toggle = page.locator(".plyr").getByRole("button", { name: TOGGLE.en, exact: true });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(video(page).locator('track[kind="descriptions"]')).toHaveAttribute("srclang", "en");
    const line = page.locator("figure.video .video__description");
    await expect(line).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(line).toHaveAttribute("aria-live", "polite");
    await seek(page, 4);
    await expect.poll(() => line.textContent()).toBe(CUES.en[1]);
    await expect(line).toBeVisible();
    // The player's parts of ours (Plyr's own are Plyr's): named, valid states, legible.
    const axe = await new AxeBuilder({ page }).include(".video__ad-toggle").include(".video__description").analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Remembered: the next visit starts with it on.
    await page.reload();
    await waitForHydration(page);
    await playThenPause(page);
    await expect(page.locator(".plyr").getByRole("button", { name: TOGGLE.en })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await seek(page, 7);
    await expect.poll(() => line.textContent()).toBe(CUES.en[2]);

    // Off again: the line goes, and stays gone.
    await page.locator(".plyr").getByRole("button", { name: TOGGLE.en }).click();
    await expect(line).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("audio-description"))).toBe("off");
  });

  test("in Spanish, the toggle and the described passages are Spanish", async ({ page }) => {
    await page.goto(STORY.es);
    await waitForHydration(page);
    await playThenPause(page);
    const toggle = page.locator(".plyr").getByRole("button", { name: TOGGLE.es, exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await seek(page, 1);
    const line = page.locator("figure.video .video__description");
    await expect.poll(() => line.textContent()).toBe(CUES.es[0]);
    await expect(line).toHaveAttribute("lang", "es");
  });

  test("a video without descriptions has no toggle", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await playThenPause(page);
    await expect(page.locator(".plyr").getByRole("button", { name: TOGGLE.en })).toHaveCount(0);
    await expect(page.locator(".video__description")).toHaveCount(0);
  });

  test("the transcript has the descriptions where they fall, in brackets, in the page's language", async ({ page }) => {
    for (const locale of ["en", "es"] as const) {
      await page.goto(STORY[locale]);
      const items = page.locator(".transcript__cues li");
      await expect(items.first()).toHaveText(`[${CUES[locale][0]}]`);
      await expect(page.locator(".transcript__description")).toHaveText(CUES[locale].map((cue) => `[${cue}]`));
    }
  });
});
