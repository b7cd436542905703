import { readContentFiles } from "./content-files";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * A contributor's page printed (issue 17), in Chromium's print emulation: their name, bio and
 * stories, each story from the top of a page; nothing that only works on a screen; each video's
 * poster with its address under it; a link in a story followed by where it goes.
 */

const { contributors, stories } = readContentFiles();
// A contributor with a story that has a video of its own: two players on the page, two addresses.
const withVideo = stories.find((story) => story.video)!;
const contributor = contributors.find((c) => c.slug === withVideo.contributor)!;
const theirStories = stories.filter((story) => story.contributor === contributor.slug);

test("a printed contributor page shows the name, bio and stories, and none of the screen's controls", async ({
  page,
}) => {
  await page.goto(`/contribuitor/${contributor.slug}`);
  await waitForHydration(page);
  const addresses = page.getByText(/^Video: https?:\/\/\S+$/);
  await expect(addresses.first()).toBeHidden();

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1, name: contributor.name })).toBeVisible();
  await expect(page.getByText(contributor.bio, { exact: true })).toBeVisible();
  for (const story of theirStories) {
    const article = page.getByRole("article", { name: story.title });
    await expect(article.getByRole("heading", { level: 2 })).toBeVisible();
    expect(await article.evaluate((element) => getComputedStyle(element).breakBefore), story.slug).toBe("page");
  }

  // What only works on a screen.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  for (const name of [contributor.name, ...theirStories.map((s) => s.title)]) {
    await expect(page.getByRole("button", { name: `Share: ${name}`, exact: true })).toBeHidden();
  }
  await expect(page.getByRole("region", { name: "Embed this" })).toBeHidden();
  // Hidden, so only found among hidden elements.
  const playButtons = page.getByRole("button", { name: /^Play video: /, includeHidden: true });
  await expect(playButtons).toHaveCount(2);
  for (const play of await playButtons.all()) await expect(play).toBeHidden();
  await expect(page.getByRole("navigation", { name: "More contributors" })).toBeHidden();

  // Each video's poster, with the address to watch it at under it.
  const videos = page.locator("figure.video");
  await expect(videos).toHaveCount(2);
  for (const video of await videos.all()) await expect(video.locator("img").first()).toBeVisible();
  await expect(addresses).toHaveCount(2);
  for (const address of await addresses.all()) await expect(address).toBeVisible();
});

test("a link in a printed story is followed by its address", async ({ page }) => {
  await page.goto(`/contribuitor/${contributor.slug}`);
  await waitForHydration(page);
  // The sample stories have no links: one as the Markdown step writes them, in the first story's text.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement("a"), {
      href: "https://news.example/story",
      textContent: "a story",
    });
    document.querySelector(".story__body")!.append(link);
  });
  const afterLink = () =>
    page.evaluate(() => getComputedStyle(document.querySelector(".story__body a:last-child")!, "::after").content);
  expect(await afterLink()).toBe("none");
  await page.emulateMedia({ media: "print" });
  expect(await afterLink()).toContain("https://news.example/story");
});

test("every picture is loaded before printing, scrolled to or not", async ({ page }) => {
  await page.goto(`/contribuitor/${contributor.slug}`);
  await waitForHydration(page);
  const waiting = page.locator("img[data-src]");
  expect(await waiting.count(), "pictures below the fold wait for the reader to scroll").toBeGreaterThan(0);
  // What the browser does when the reader prints.
  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  await expect(waiting).toHaveCount(0);
});

test("the home page prints its chapters without splitting a card (issue 46)", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.emulateMedia({ media: "print" });
  const breaks = await page.evaluate(() =>
    [...document.querySelectorAll("main .story-card")].map((card) => getComputedStyle(card).breakInside),
  );
  expect(breaks.length).toBeGreaterThan(0);
  expect(new Set(breaks)).toEqual(new Set(["avoid"]));
});
