import { expect, test, waitForHydration } from "./fixtures";

// Small things a reader sees on the cards and story pages (issue 46): the keyboard's ring around a
// card is never cut off, tags sit on one line clear of their edge, and no list shows a stray bullet.

test("the focus ring of a card in the first column is inside the card and no ancestor clips it", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await waitForHydration(page);
  const link = page.locator(".chapter .story-card__link").first();
  await link.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  const clipped = await link.evaluate((a) => {
    const card = a.closest(".story-card")!;
    const style = getComputedStyle(card);
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = card.getBoundingClientRect();
    const ring = { left: box.left - reach, right: box.right + reach, top: box.top - reach, bottom: box.bottom + reach };
    const problems: string[] = [];
    if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) < 2) problems.push("no ring");
    if (reach > 0) problems.push(`ring ${reach}px outside the card`);
    for (let el = card.parentElement; el; el = el.parentElement) {
      const s = getComputedStyle(el);
      const clips =
        s.overflowX !== "visible" ||
        s.overflowY !== "visible" ||
        s.contentVisibility === "auto" ||
        /paint|strict|content/.test(s.contain);
      if (!clips || el === document.documentElement || el === document.body) continue;
      const r = el.getBoundingClientRect();
      if (ring.left < r.left || ring.right > r.right || ring.top < r.top || ring.bottom > r.bottom) {
        problems.push(`clipped by ${el.tagName}.${el.className}`);
      }
    }
    return problems;
  });
  expect(clipped).toEqual([]);
});

for (const path of ["/", "/es"]) {
  test(`${path}: tags and sample labels take one line, their text clear of their edge, at 320 px`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path);
    const tags = page.locator(".story-card .tag, .story-card .sample-label, .story .sample-label");
    expect(await tags.count()).toBeGreaterThan(0);
    const bad = await tags.evaluateAll((elements) =>
      elements.flatMap((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        const text = range.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        const clear = Math.min(
          text.left - box.left,
          box.right - text.right,
          text.top - box.top,
          box.bottom - text.bottom,
        );
        return lines.size > 1 || clear < 1.5
          ? [`${el.textContent}: ${lines.size} lines, ${clear.toFixed(1)} px clear`]
          : [];
      }),
    );
    expect(bad).toEqual([]);
  });
}

test("the list of a contributor's other stories shows no bullet", async ({ page }) => {
  await page.goto("/es/contribuitor/nia-brooks/six-feet-apart-in-the-park");
  const nav = page.locator("nav.more-stories");
  await expect(nav).toBeVisible();
  expect(await nav.locator("ul").evaluate((ul) => getComputedStyle(ul).listStyleType)).toBe("none");
});
