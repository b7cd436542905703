import { extractText, getDocumentProxy } from "unpdf";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * A story's own page printed (issue 46), as Chromium prints it to a PDF: on one or two sheets, its
 * title, byline, one picture, its text, its video's transcript in full and its address; and the
 * home page's cards never split across two sheets.
 */

// Several pages a test, each waited for by its state: on a loaded machine a page can take 20 s.
test.describe.configure({ timeout: 180_000 });

const VIDEO_STORY = "/contribuitor/nia-brooks/six-feet-apart-in-the-park";
const TEXT_STORY = "/contribuitor/luis-mendoza/the-wifi-bus";

async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, " ") };
}

for (const [path, format] of [
  [VIDEO_STORY, "Letter"],
  [`/es${VIDEO_STORY}`, "A4"],
  [TEXT_STORY, "A4"],
] as const) {
  test(`${path} prints on at most two ${format} sheets, with its transcript and address`, async ({ page, baseURL }) => {
    await page.goto(path);
    await waitForHydration(page);
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
    const cues = await page.locator(".transcript__cues li").allTextContents();
    const lastParagraph = (await page.locator(".story__body p").last().textContent())!;
    const address = new URL(path, "http://localhost:3000").href;

    await page.emulateMedia({ media: "print" });
    // One picture (the video's poster, or the hero), no controls.
    const pictures = page.locator("main img");
    const visible = [];
    for (const img of await pictures.all()) if (await img.isVisible()) visible.push(img);
    expect(visible, "pictures printed").toHaveLength(1);
    await expect(page.getByRole("button", { name: /^(Share|Compartir)/ })).toBeHidden();
    await expect(page.getByRole("button", { name: /^(Play video|Reproducir video)/ })).toBeHidden();

    const { pages, text } = await pdfText(await page.pdf({ format }));
    expect(pages, "sheets").toBeLessThanOrEqual(2);
    expect(text).toContain(title);
    expect(text).toContain(lastParagraph.replace(/\s+/g, " ").slice(0, 60));
    // The canonical address: SITE_URL's origin (the tests' build names http://localhost:3000), not the port served here.
    expect(text, `its address (served at ${baseURL})`).toContain(address);
    for (const cue of cues)
      expect(text, "the transcript in full").toContain(cue.replace(/\s+/g, " ").trim().slice(0, 40));
  });
}

test("the home page prints no card across two sheets", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.emulateMedia({ media: "print" });
  const breaks = await page
    .locator(".story-card, .grid-list > li")
    .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).breakInside));
  expect(breaks.length).toBeGreaterThan(0);
  for (const value of breaks) expect(value).toBe("avoid");
});
