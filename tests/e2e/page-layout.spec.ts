import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * The layout as a reader meets it at a phone's, a larger phone's and a laptop's width (issue 46),
 * measured in the page (positions and sizes), never compared as pixels: a browser update that
 * moves a glyph by a pixel passes, a moved block fails.
 */

// Several pages a test, each waited for by its state: on a loaded machine a page can take 20 s.
test.describe.configure({ timeout: 180_000 });

const WIDTHS = [320, 390, 1440];
const VIDEO_STORY = "/contribuitor/nia-brooks/six-feet-apart-in-the-park";
const TEXT_STORY = "/contribuitor/luis-mendoza/the-wifi-bus";
const PAGES = [
  "/",
  "/es",
  "/contribuitor",
  "/es/contribuitor",
  "/contribuitor/marisol-vega",
  VIDEO_STORY,
  `/es${VIDEO_STORY}`,
  TEXT_STORY,
  "/search?q=school",
  "/no-such-page",
  "/es/no-such-page",
];

async function open(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 800 ? 740 : 900 });
  await page.goto(path);
  // The 404 page carries no script: nothing to wait for there.
  if ((await page.locator("script[src], script[type=module]").count()) > 0) await waitForHydration(page);
  // A search's results come after hydration: measured with them in.
  if (new URL(path, "http://x").searchParams.has("q")) await page.locator(".search-result").first().waitFor();
}

/** How far the page reaches past the viewport's width, and every image wider than its own box or the viewport. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const misfits = [...document.querySelectorAll("main img, header img, footer img")]
      .filter((img) => img.getClientRects().length > 0)
      .flatMap((img) => {
        const box = img.getBoundingClientRect();
        const parent = (img.closest("picture") ?? img).parentElement!.getBoundingClientRect();
        const out =
          box.left < -1 ||
          box.right > root.clientWidth + 1 ||
          box.left < parent.left - 1 ||
          box.right > parent.right + 1;
        return out ? [`${(img as HTMLImageElement).alt || img.className}: ${box.left}–${box.right}`] : [];
      });
    return { scroll: root.scrollWidth - root.clientWidth, misfits };
  });
}

for (const width of WIDTHS) {
  test(`nothing overflows sideways at ${width} px, and every image stays in its box`, async ({ page }) => {
    for (const path of PAGES) {
      await open(page, path, width);
      const { scroll, misfits } = await overflow(page);
      expect(scroll, `${path}: scrollWidth beyond clientWidth`).toBeLessThanOrEqual(0);
      expect(misfits, `${path}: images outside their boxes`).toEqual([]);
    }
  });
}

test("at 320 px the header takes at most 120 px and a story's headline starts in the first 200 px", async ({
  page,
}) => {
  for (const path of [VIDEO_STORY, `/es${VIDEO_STORY}`, TEXT_STORY, "/", "/es", "/no-such-page"]) {
    await open(page, path, 320);
    const header = await page.locator(".site-header").boundingBox();
    expect(header!.height, `${path}: the header's height`).toBeLessThanOrEqual(120);
    // Every link of the navigation in view, none cut off at the edge.
    for (const link of await page
      .getByRole("navigation", { name: /^(Main|Principal)$/ })
      .getByRole("link")
      .all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width, `${path}: ${await link.textContent()}`).toBeLessThanOrEqual(320);
    }
    if (path.includes("/contribuitor/")) {
      const headline = await page.getByRole("heading", { level: 1 }).boundingBox();
      expect(headline!.y, `${path}: the headline's top`).toBeLessThanOrEqual(200);
    }
  }
});

test("each of the header's words fits its cell, in either language, at 320 and 1440 px", async ({ page }) => {
  // The cells have widths in em, so the fonts' swap moves nothing (docs/decisions/040): a longer
  // word in the interface texts needs a wider cell in site-header.css.
  for (const width of [320, 1440]) {
    for (const path of ["/", "/es"]) {
      await open(page, path, width);
      await page.evaluate(async () => void (await document.fonts.ready));
      const misfits = await page.evaluate(() =>
        [...document.querySelectorAll(".site-header__links li, .site-header__search, .site-header__language")].flatMap(
          (cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            const text = range.getBoundingClientRect().width;
            const box = cell.getBoundingClientRect().width;
            return text > box + 0.5 ? [`${cell.textContent}: ${text} in ${box}`] : [];
          },
        ),
      );
      expect(misfits, `${path} at ${width} px`).toEqual([]);
    }
  }
});

test("at 1440 px a story's text is one centred column of a reading measure, under an opening across the page", async ({
  page,
}) => {
  for (const path of [VIDEO_STORY, `/es${VIDEO_STORY}`, TEXT_STORY]) {
    await open(page, path, 1440);
    const geometry = await page.evaluate(() => {
      const root = document.documentElement;
      const body = document.querySelector(".story__body")!;
      const box = body.getBoundingClientRect();
      // Characters on each line of the longest paragraph: its characters grouped by their line's top.
      const paragraph = [...body.querySelectorAll("p")].sort(
        (a, b) => b.textContent!.length - a.textContent!.length,
      )[0]!;
      const text = paragraph.firstChild as Text;
      const lines = new Map<number, number>();
      const range = document.createRange();
      for (let i = 0; i < text.length; i++) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, (lines.get(top) ?? 0) + 1);
      }
      const opening = document.querySelector(".story__opening :is(img, .video__frame)")!.getBoundingClientRect();
      return {
        left: box.left,
        right: root.clientWidth - box.right,
        // Every line but the last, which ends where the paragraph does.
        perLine: [...lines.values()].slice(0, -1),
        openingWidth: opening.width,
        viewport: root.clientWidth,
      };
    });
    expect(
      Math.abs(geometry.left - geometry.right),
      `${path}: left ${geometry.left}, right ${geometry.right}`,
    ).toBeLessThanOrEqual(16);
    expect(geometry.perLine.length, `${path}: full lines measured`).toBeGreaterThan(0);
    for (const count of geometry.perLine) {
      expect(count, `${path}: characters on a line`).toBeGreaterThanOrEqual(55);
      expect(count, `${path}: characters on a line`).toBeLessThanOrEqual(78);
    }
    // The opening is wider than the column: the page's frame (the video) or the screen (the picture).
    expect(geometry.openingWidth, `${path}: the opening's width`).toBeGreaterThanOrEqual(1100);

    // What follows the story (the save control, credits, related stories, the pager) keeps its left edge.
    await page.locator(".save-offline").waitFor();
    const offsets = await page.evaluate(() => {
      const contentLeft = (element: Element) =>
        element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).paddingLeft);
      const column = contentLeft(document.querySelector(".story__body")!);
      return [...document.querySelectorAll(".story-page > :not(.story)")].map(
        (element) => [element.className, Math.round(contentLeft(element) - column)] as const,
      );
    });
    expect(offsets.length, `${path}: blocks after the story`).toBeGreaterThanOrEqual(3);
    for (const [name, offset] of offsets)
      expect(Math.abs(offset), `${path}: .${name} against the text`).toBeLessThanOrEqual(1);
  }
});

test("the byline names the contributor with their portrait, the newsroom, the date and how long the story takes", async ({
  page,
}) => {
  await open(page, VIDEO_STORY, 390);
  const byline = page.locator(".byline");
  await expect(byline.getByRole("link", { name: "Nia Brooks" })).toBeVisible();
  await expect(byline.locator("img")).toBeVisible();
  // One fact a line (docs/decisions/040).
  await expect(byline.locator(".byline__meta")).toHaveText([
    "Eastside Signal, Los Angeles",
    "April 24, 2021",
    // Each figure held together by no-break spaces.
    /^\d+\smin\sread\s·\s\d+\smin\svideo$/,
  ]);
  await open(page, `/es${TEXT_STORY}`, 390);
  await expect(page.locator(".byline .byline__meta").last()).toHaveText(/^\d+ min de lectura$/);
  // And on the cards that lead to the stories.
  await open(page, "/", 1440);
  await expect(page.locator(".story-card .story-time").first()).toHaveText(/^\d+ min (read|video)$/);
});

test("at 1440 px the contributor index's cards fill the row, and no name breaks inside a word", async ({ page }) => {
  for (const path of ["/contribuitor", "/es/contribuitor"]) {
    await open(page, path, 1440);
    const result = await page.evaluate(() => {
      const grid = document.querySelector(".contributor-grid")!;
      const cards = [...grid.children].map((card) => card.getBoundingClientRect());
      const gridBox = grid.getBoundingClientRect();
      const broken = [...document.querySelectorAll(".contributor-card__name")].flatMap((name) => {
        const text = name.textContent!;
        const node = name.querySelector("a")!.firstChild as Text;
        const range = document.createRange();
        let start = 0;
        const words: string[] = [];
        for (const word of text.split(" ")) {
          range.setStart(node, start);
          range.setEnd(node, start + word.length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) words.push(word);
          start += word.length + 1;
        }
        return words;
      });
      return { gap: gridBox.right - Math.max(...cards.map((card) => card.right)), broken };
    });
    expect(result.gap, `${path}: space left of the grid's row`).toBeLessThanOrEqual(2);
    expect(result.broken, `${path}: words broken across lines`).toEqual([]);
  }
});

test("“Embed this” is a closed control until asked, then shows the snippet and its copy button", async ({ page }) => {
  for (const [path, name, copy] of [
    ["/contribuitor/marisol-vega", "Embed this", "Copy the Pym.js code"],
    ["/es", "Inserta esto", /Copiar/],
  ] as const) {
    await open(page, path, 390);
    const section = page.getByRole("region", { name });
    const snippet = section.locator("pre").first();
    await expect(snippet).toBeHidden();
    await expect(section.getByRole("button", { name: copy }).first()).toBeHidden();
    await section.getByText(name, { exact: true }).click();
    await expect(snippet).toBeVisible();
    await expect(section.getByRole("button", { name: copy }).first()).toBeVisible();
    expect((await overflow(page)).scroll, `${path}: open, nothing overflows`).toBeLessThanOrEqual(0);
  }
});

test("“Embed this” opens without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contribuitor/marisol-vega");
  const section = page.getByRole("region", { name: "Embed this" });
  await expect(section.locator("pre").first()).toBeHidden();
  await section.getByText("Embed this", { exact: true }).click();
  await expect(section.locator("pre").first()).toBeVisible();
  await context.close();
});
