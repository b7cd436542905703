import type { Page } from "@playwright/test";
import { VIDEO_STALL_TIMEOUT_MS } from "../../app/video/playback-watch";
import { VIDEO_UNPLAYABLE_MESSAGE } from "../../app/config/error-messages";
import { expect, recordPlayerEvents, test, waitForHydration } from "./fixtures";

// A local video that cannot be played ends in words, in the page's language, with links to its
// file and its captions, and one error event; the player never stays "playing". The file is made
// unplayable at the network, as a reader meets it: a format the browser cannot decode, a file cut
// short, a 404, or a load that never answers.

/** The content's video files (Plyr's own blank video, under /assets/, is left alone). */
const VIDEO_FILE = /\/assets\/content\/[^/?]+\.mp4(?:\?|$)/;
const SPANISH_UNPLAYABLE = "Este video no se puede reproducir aquí.";

/** Opens `path`, presses its first player's Play, and returns the address of the video file the player asked for. */
async function pressPlay(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await waitForHydration(page);
  const videoRequest = page.waitForRequest(VIDEO_FILE);
  await page
    .getByRole("button", { name: /^(Play video|Reproducir video): / })
    .first()
    .click();
  return (await videoRequest).url();
}

/** The player has given up in words: no Plyr, the message announced, the file and its captions offered. */
async function expectEndedInWords(page: Page, videoFile: string, message: string | RegExp) {
  const player = page.locator("figure.video").first();
  await expect(player.getByRole("alert")).toHaveText(message);
  await expect(player).toHaveAttribute("data-player-state", "unplayable");
  await expect(page.locator(".plyr")).toHaveCount(0);
  const download = player.getByRole("link", { name: /^(Download|Descargar) “.+” \(MP4\)$/ });
  await expect(download).toHaveAttribute("href", new URL(videoFile).pathname);
  const captions = player.getByRole("link", { name: /(captions|subtítulos) .*WebVTT/ });
  expect(await captions.count()).toBeGreaterThan(0);
  for (const link of await captions.all()) await expect(link).toHaveAttribute("href", /\/assets\/content\/.+\.vtt$/);
  // The captions are there to be had.
  const track = await page.request.get((await captions.first().getAttribute("href"))!);
  expect(track.status()).toBe(200);
  expect(await track.text()).toMatch(/^WEBVTT/);
}

test.describe("a local video that cannot be played", () => {
  test("in a format the browser cannot decode, ends in words and links, with one error", async ({ page }) => {
    const events = await recordPlayerEvents(page);
    await page.route(VIDEO_FILE, (route) =>
      route.fulfill({ status: 200, contentType: "video/mp4", body: "This is not a video." }),
    );
    const videoFile = await pressPlay(page, "/");
    await expectEndedInWords(page, videoFile, VIDEO_UNPLAYABLE_MESSAGE);
    expect((await events()).filter((name) => name === "error")).toEqual(["error"]);
  });

  test("cut short, ends in words and links", async ({ page }) => {
    await page.route(VIDEO_FILE, async (route) => {
      const whole = await route.fetch({ headers: { ...route.request().headers(), range: "bytes=0-" } });
      const start = (await whole.body()).subarray(0, 1024);
      await route.fulfill({ status: 200, contentType: "video/mp4", body: start });
    });
    const videoFile = await pressPlay(page, "/");
    await expectEndedInWords(page, videoFile, VIDEO_UNPLAYABLE_MESSAGE);
  });

  test("not found, ends in words and links in the page's language", async ({ page }) => {
    const events = await recordPlayerEvents(page);
    await page.route(VIDEO_FILE, (route) =>
      route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }),
    );
    const videoFile = await pressPlay(page, "/es");
    await expectEndedInWords(page, videoFile, new RegExp(`^${SPANISH_UNPLAYABLE}`));
    expect((await events()).filter((name) => name === "error")).toEqual(["error"]);
  });

  test("whose load never answers, ends in words once the stall limit has passed", async ({ page }) => {
    test.setTimeout(VIDEO_STALL_TIMEOUT_MS + 45_000);
    const events = await recordPlayerEvents(page);
    // Held: never fulfilled, continued or aborted, as a load that stalls.
    await page.route(VIDEO_FILE, () => {});
    const videoFile = await pressPlay(page, "/");
    // The message is the state waited for: it comes when the stall limit has passed.
    await expect(page.locator("figure.video").first().getByRole("alert")).toHaveText(VIDEO_UNPLAYABLE_MESSAGE, {
      timeout: VIDEO_STALL_TIMEOUT_MS + 15_000,
    });
    await expectEndedInWords(page, videoFile, VIDEO_UNPLAYABLE_MESSAGE);
    expect((await events()).filter((name) => name === "error")).toEqual(["error"]);
  });
});
