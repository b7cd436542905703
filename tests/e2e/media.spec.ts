import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { Page, Request } from "@playwright/test";
import {
  expect,
  getPrerenderedPaths,
  recordPlayerEvents,
  test,
  waitForHydration,
  waitForPageSettled,
} from "./fixtures";

// The video player (a facade that loads Plyr on demand) and the lazy image loader, as a reader
// meets them in the production build.

const PLAYER_CHUNK = /plyr/i;

/** The content's YouTube videos, read from the story files themselves. */
function youtubeStories(): { contributor: string; title: string; id: string }[] {
  const dir = path.resolve("content/stories");
  return readdirSync(dir).flatMap((folder) => {
    const file = path.join(dir, folder, "index.md");
    const { data } = matter(readFileSync(file, "utf8"), {});
    const video = data.video as { title: string; youtube?: string } | undefined;
    return video?.youtube && !data.draft
      ? [{ contributor: data.contributor, title: video.title, id: video.youtube }]
      : [];
  });
}

async function pagesWithPlayers(page: Page): Promise<string[]> {
  const paths = await getPrerenderedPaths(page);
  const contributor = paths.find((p) => /^\/contribuitor\/.+/.test(p));
  expect(contributor, "a pre-rendered contributor page").toBeDefined();
  return ["/", "/contribuitor", contributor!, "/embed"];
}

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

/**
 * Stands in for YouTube's iframe API (serialised into the stubbed script): `YT.Player` puts an
 * iframe at the embed's address and answers what Plyr asks of it. Asked to autoplay, it starts
 * right after it is ready ("at once": before Plyr, which builds its controls 50 ms later, listens
 * to it), a while after ("later": usually after Plyr's ready), or as Plyr builds its controls,
 * before its ready event (what a busy phone does to "later").
 */
type YouTubeStart = "later" | "at once" | "as Plyr builds its controls";

function stubYouTubeIframeApi(starts: YouTubeStart) {
  type Options = {
    videoId: string;
    host: string;
    playerVars: { autoplay?: number };
    events: Record<string, (event: object) => void>;
  };
  function Player(this: Record<string, unknown>, element: HTMLElement | string, options: Options) {
    const target = typeof element === "string" ? document.getElementById(element)! : element;
    const iframe = document.createElement("iframe");
    iframe.src = `${options.host}/embed/${options.videoId}`;
    target.replaceWith(iframe);
    let state = -1;
    const fire = (name: string, data?: number) => options.events[name]?.({ target: this, data });
    const change = (next: number) => {
      state = next;
      fire("onStateChange", next);
    };
    Object.assign(this, {
      playVideo: () => change(1),
      pauseVideo: () => change(2),
      stopVideo: () => change(-1),
      seekTo: () => {},
      getDuration: () => 60,
      getCurrentTime: () => 0,
      getPlaybackRate: () => 1,
      setPlaybackRate: () => {},
      getAvailablePlaybackRates: () => [1],
      setVolume: () => {},
      mute: () => {},
      unMute: () => {},
      isMuted: () => false,
      getVideoUrl: () => iframe.src,
      getVideoLoadedFraction: () => 0,
      getPlayerState: () => state,
      getIframe: () => iframe,
      destroy: () => iframe.remove(),
    });
    setTimeout(() => {
      fire("onReady");
      if (options.playerVars.autoplay !== 1) return;
      if (starts === "at once") change(1);
      else if (starts === "later") setTimeout(() => change(1), 200);
      else {
        // As Plyr builds its controls, before its ready event (a slow phone's order).
        const built = new MutationObserver(() => {
          if (!document.querySelector(".plyr__controls")) return;
          built.disconnect();
          change(1);
        });
        built.observe(document.body, { childList: true, subtree: true });
      }
    }, 0);
  }
  const page = window as unknown as { YT: object; onYouTubeIframeAPIReady?: () => void };
  page.YT = { Player, PlayerState: { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } };
  page.onYouTubeIframeAPIReady?.();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const carriesPlyr = (request: Request) =>
  PLAYER_CHUNK.test(request.url()) || PLAYER_CHUNK.test(request.postData() ?? "");

/** Follows the "Next contributor" link and waits for that contributor's page. */
async function goToNextContributor(page: Page): Promise<void> {
  const next = page.getByRole("link", { name: /^Next contributor/ });
  const nextName = (await next.textContent())!.replace("Next contributor", "").trim();
  await next.click();
  await expect(page.getByRole("heading", { level: 1, name: nextName })).toBeVisible();
}

test.describe("the video player", () => {
  for (const width of [320, 768, 1440]) {
    test(`every page has a 16:9 player box at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const pagePath of await pagesWithPlayers(page)) {
        await page.goto(pagePath);
        const frame = page.locator(".video__frame").first();
        const box = await frame.boundingBox();
        expect(box, `a player box on ${pagePath}`).not.toBeNull();
        expect(Math.abs(box!.width / box!.height / (16 / 9) - 1), `${pagePath} at ${width} px`).toBeLessThan(0.01);
        await expect(page.getByRole("button", { name: /^Play video: / }).first()).toBeVisible();
        // The poster, the page's first image, arrives at once (it is not left to the lazy loader).
        const poster = frame.locator("img");
        await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        await expect(poster).toHaveAttribute("fetchpriority", "high");
      }
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the box is 16:9 at every width and a link stands in for the player", async ({ page }) => {
      // Twelve page loads (four pages at three widths): 23 s of the default 30 on a loaded machine.
      test.setTimeout(120_000);
      for (const pagePath of await pagesWithPlayers(page)) {
        for (const width of [320, 768, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(pagePath);
          const box = await page.locator(".video__frame").first().boundingBox();
          expect(Math.abs(box!.width / box!.height / (16 / 9) - 1), `${pagePath} at ${width} px`).toBeLessThan(0.01);
        }
        await expect(page.getByRole("link", { name: /^(Download|Watch) “/ }).first()).toBeVisible();
        await expect(page.getByRole("button", { name: /^Play video: / })).toHaveCount(0);
      }
    });
  });

  test("no page requests the player before the reader reaches for it", async ({ page }) => {
    const requests = recordRequests(page);
    for (const pagePath of await pagesWithPlayers(page)) {
      await page.goto(pagePath);
      await waitForPageSettled(page);
    }
    expect(requests.filter(carriesPlyr).map((r) => r.url())).toEqual([]);
  });

  test("one click loads the player and plays the local video, which is torn down when the reader leaves", async ({
    page,
  }) => {
    const requests = recordRequests(page);
    const playerEvents = await recordPlayerEvents(page);
    await page.goto("/");
    await waitForHydration(page);
    const play = page.getByRole("button", { name: /^Play video: / }).first();
    await play.click();

    await expect.poll(playerEvents).toEqual(["ready", "play"]);
    await expect(page.locator("figure.video").first()).toHaveAttribute("data-player-state", "playing");
    await expect(page.locator(".plyr")).toHaveCount(1);
    await expect
      .poll(() => page.locator(".plyr video").evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0);
    // Plyr's icons and blank video come from this site, never from its CDN.
    expect(requests.filter((r) => PLAYER_CHUNK.test(r.url())).length).toBeGreaterThan(0);
    expect(requests.filter((r) => new URL(r.url()).hostname.endsWith("plyr.io"))).toEqual([]);

    const video = await page.locator(".plyr video").elementHandle();
    await page.getByRole("link", { name: "Contributors" }).first().click();
    await expect(page).toHaveURL(/\/contribuitor$/);
    await expect(page.locator(".plyr")).toHaveCount(0);
    expect(await video!.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, connected: v.isConnected }))).toEqual({
      paused: true,
      connected: false,
    });
  });

  test("the next contributor's page starts at its own poster, the last player gone", async ({ page }) => {
    const contributor = (await getPrerenderedPaths(page)).find((p) => /^\/contribuitor\/.+/.test(p))!;
    await page.goto(contributor);
    await waitForHydration(page);
    const player = page.getByRole("region", { name: /'s video$/ });
    await player.getByRole("button", { name: /^Play video: / }).click();
    await expect(page.locator(".plyr")).toHaveCount(1);
    await goToNextContributor(page);
    await expect(page.locator(".plyr")).toHaveCount(0);
    await expect(player.getByRole("button", { name: /^Play video: / })).toBeVisible();
  });

  test("a video playing before its player has come goes with its page, and the next one starts at its poster", async ({
    page,
  }) => {
    // The player chunk never comes: the video plays in the browser's own player meanwhile.
    await page.route(PLAYER_CHUNK, () => {});
    const contributor = (await getPrerenderedPaths(page)).find((p) => /^\/contribuitor\/.+/.test(p))!;
    await page.goto(contributor);
    await waitForHydration(page);
    const player = page.getByRole("region", { name: /'s video$/ });
    await player.getByRole("button", { name: /^Play video: / }).click();
    const video = await player.locator("video").elementHandle();
    await expect.poll(() => video!.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);

    await goToNextContributor(page);
    await expect(player.locator("video")).toHaveCount(0);
    await expect(player.getByRole("button", { name: /^Play video: / })).toBeVisible();
    expect(await video!.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, connected: v.isConnected }))).toEqual({
      paused: true,
      connected: false,
    });
  });

  test("a play pressed before the page has hydrated plays at once, and the player dresses that video once hydrated", async ({
    page,
  }) => {
    const playerEvents = await recordPlayerEvents(page);
    // Hold the hydration code (fetched after the first paint) until the video is playing.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await page
      .getByRole("button", { name: /^Play video: / })
      .first()
      .click();
    const video = page.locator("figure.video video").first();
    // Playing in the browser's own player, the poster out of its way, with no hydration code yet.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    await expect(video).toBeVisible();
    await expect(page.locator("figure.video .video__poster").first()).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    // Looped, so it is still playing when the player comes, however long hydration takes here
    // (the video is 8 s; a loaded machine has taken longer).
    await video.evaluate((v: HTMLVideoElement) => {
      v.setAttribute("data-started-early", "");
      v.loop = true;
    });

    release();
    await waitForHydration(page);
    await expect(page.locator(".plyr")).toHaveCount(1);
    // The same element, still playing, under Plyr's controls; its start reported once.
    await expect(page.locator(".plyr video[data-started-early]")).toHaveCount(1);
    await expect(page.locator(".plyr video")).not.toHaveAttribute("controls");
    await expect(page.locator("figure.video").first()).toHaveAttribute("data-player-state", "playing");
    await expect.poll(playerEvents).toEqual(["ready", "play"]);
    expect(await page.locator(".plyr video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test("the keyboard starts the player and lands on its controls", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const play = page.getByRole("button", { name: /^Play video: / }).first();
    await play.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".plyr")).toHaveCount(1);
    await expect(page.locator('.plyr [data-plyr="play"]').first()).toBeFocused();
  });

  for (const starts of ["later", "at once", "as Plyr builds its controls"] as const)
    test(`a YouTube video loads nothing from YouTube until clicked, then plays through youtube-nocookie.com (starting ${starts})`, async ({
      page,
    }) => {
      const [story] = youtubeStories();
      const requests = recordRequests(page);
      // YouTube, stubbed at the network: its iframe API builds the embed's iframe and reports ready.
      await page.route("https://www.youtube.com/iframe_api", (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: `(${stubYouTubeIframeApi.toString()})(${JSON.stringify(starts)})`,
        }),
      );
      await page.route("https://www.youtube-nocookie.com/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>embed</title>" }),
      );
      await page.addInitScript(() => {
        const heard: string[] = [];
        (window as unknown as { playerEvents: string[] }).playerEvents = heard;
        for (const name of ["ready", "play", "error"])
          document.addEventListener(`videoplayer:${name}`, () => heard.push(name));
      });
      await page.goto(`/contribuitor/${story!.contributor}`);
      await waitForPageSettled(page);
      expect(requests.filter((r) => /youtube/.test(new URL(r.url()).hostname))).toEqual([]);

      await page.getByRole("button", { name: `Play video: ${story!.title}` }).click();
      await expect(page.locator(`iframe[src^="https://www.youtube-nocookie.com/embed/${story!.id}"]`)).toHaveCount(1);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { playerEvents: string[] }).playerEvents))
        .toEqual(["ready", "play"]);
      expect(requests.filter((r) => new URL(r.url()).hostname === "noembed.com")).toEqual([]);

      await page.getByRole("link", { name: "Contributors" }).first().click();
      await expect(page).toHaveURL(/\/contribuitor$/);
      await expect(page.locator(".plyr")).toHaveCount(0);
    });

  test("a YouTube video that cannot load shows its poster and a link to YouTube", async ({ page }) => {
    const [story] = youtubeStories();
    expect(story, "a story with a YouTube video in content/").toBeDefined();
    const requests = recordRequests(page);
    await page.goto(`/contribuitor/${story!.contributor}`);
    await waitForHydration(page);
    // Every other host is refused by the test fixture: YouTube is blocked here.
    await page.getByRole("button", { name: `Play video: ${story!.title}` }).click();
    const link = page.getByRole("link", { name: new RegExp(`^Watch on YouTube: ${escapeRegExp(story!.title)}`) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", `https://www.youtube.com/watch?v=${story!.id}`);
    expect(requests.filter((r) => r.url().includes("youtube-nocookie.com"))).toEqual([]);
  });

  test("offline, a YouTube video shows the link to YouTube at once", async ({ page, context }) => {
    const [story] = youtubeStories();
    await page.goto(`/contribuitor/${story!.contributor}`);
    await waitForHydration(page);
    // The player chunk is fetched while online (a reader who hovered the player first).
    await page.getByRole("button", { name: `Play video: ${story!.title}` }).hover();
    await context.setOffline(true);
    await page.getByRole("button", { name: `Play video: ${story!.title}` }).click();
    await expect(
      page.getByRole("link", { name: new RegExp(`^Watch on YouTube: ${escapeRegExp(story!.title)}`) }),
    ).toBeVisible();
  });
});

test.describe("captions", () => {
  // Two or three page loads each, on a loaded machine.
  test.describe.configure({ timeout: 60_000 });
  /** The languages of the first video's text tracks that are on (Plyr draws the cues itself: "hidden"). */
  const tracksOn = (page: Page) =>
    page
      .locator("figure.video video")
      .first()
      .evaluate((v: HTMLVideoElement) =>
        [...v.textTracks].filter((track) => track.mode !== "disabled").map((track) => track.language),
      );

  test("are on when the video plays, in the page's language, and the reader's choice to turn them off is kept", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page
      .getByRole("button", { name: /^Play video: / })
      .first()
      .click();
    await expect(page.locator(".plyr")).toHaveCount(1);
    await expect(page.locator(".plyr")).toHaveClass(/plyr--captions-active/);
    await expect.poll(() => tracksOn(page)).toContain("en");
    // The cue's words are on the picture.
    await expect(page.locator(".plyr__captions")).not.toBeEmpty();

    // Off, by the player's own button; the next video starts without them.
    await page.locator('.plyr button[data-plyr="captions"]').click();
    await expect(page.locator(".plyr")).not.toHaveClass(/plyr--captions-active/);
    await page.reload();
    await waitForHydration(page);
    await page
      .getByRole("button", { name: /^Play video: / })
      .first()
      .click();
    await expect(page.locator(".plyr")).toHaveCount(1);
    await expect(page.locator('.plyr button[data-plyr="captions"]')).toBeVisible();
    await expect(page.locator(".plyr")).not.toHaveClass(/plyr--captions-active/);
    await expect(page.locator(".plyr__captions")).toBeHidden();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("plyr") ?? "{}").captions)).toBe(false);
  });

  test("show in the browser's own player, before the page has hydrated, unless the reader turned them off", async ({
    page,
  }) => {
    await page.route("**/assets/**/*.js", () => {});
    await page.goto("/");
    await page
      .getByRole("button", { name: /^Play video: / })
      .first()
      .click();
    const video = page.locator("figure.video video").first();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => [...v.textTracks].map((t) => `${t.language} ${t.mode}`)))
      .toEqual(["en showing"]);

    await page.evaluate(() => localStorage.setItem("plyr", JSON.stringify({ captions: false })));
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page
      .getByRole("button", { name: /^Play video: / })
      .first()
      .click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    expect(await video.evaluate((v: HTMLVideoElement) => [...v.textTracks].map((t) => t.mode))).not.toContain(
      "showing",
    );
  });
});
