import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, waitForPageSettled } from "./fixtures";

// The map of the newsrooms' regions (app/newsroom-map/) as a reader meets it on home and on the
// contributors' page, in both languages: a drawing of links with names, its list of the same links,
// keyboard focus, and no request of its own.

const REGIONS = {
  en: [
    ["Oakland", "Bayline Youth Media", "bayline-youth-media"],
    ["Fresno", "Valley Ink Youth Desk", "valley-ink"],
    ["Los Angeles", "Eastside Signal", "eastside-signal"],
    ["Eastern Coachella Valley", "Desert Bloom Voices", "desert-bloom-voices"],
  ],
  es: [
    ["Oakland", "Bayline Youth Media", "bayline-youth-media"],
    ["Fresno", "Valley Ink Youth Desk", "valley-ink"],
    ["Los Ángeles", "Eastside Signal", "eastside-signal"],
    ["Este del Valle de Coachella", "Desert Bloom Voices", "desert-bloom-voices"],
  ],
} as const;

const EDITIONS = [
  { locale: "en", home: "/", contributors: "/contribuitor", title: "Where the newsrooms report" },
  { locale: "es", home: "/es/", contributors: "/es/contribuitor", title: "Dónde reportean las redacciones" },
] as const;

const linkName = (locale: "en" | "es", region: string, newsroom: string) =>
  locale === "en"
    ? `${region}: ${newsroom}, its contributors and their stories`
    : `${region}: los jóvenes de ${newsroom} y sus historias`;

/** The drawing: its role and name are checked once (below), its links found by CSS, cheaper on a busy machine than by role. */
function mapOf(page: Page) {
  return page.locator("svg.newsroom-map__drawing");
}

for (const { locale, home, contributors, title } of EDITIONS) {
  test.describe(`the newsroom map (${locale})`, () => {
    // Each test reads a whole page's tree by role and name, on a machine that may be busy.
    test.slow();
    test("marks, labels and links the four regions, with the same links listed beside it", async ({ page }) => {
      await page.goto(home);
      const map = mapOf(page);
      await expect(map).toBeVisible();
      await expect(map).toHaveAttribute("role", "group");
      await expect(map).toHaveAccessibleName(title);
      const links = map.locator("a");
      await expect(links).toHaveCount(4);
      for (const [index, [region, newsroom, slug]] of REGIONS[locale].entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAccessibleName(linkName(locale, region, newsroom));
        await expect(link).toHaveAttribute("href", `${contributors}#${slug}`);
        // Its label is drawn on the map, in the page's language.
        expect((await link.locator("tspan").allTextContents()).join(" ")).toBe(region);
      }
      const list = page.locator(".newsroom-map__list");
      await expect(list.getByRole("link")).toHaveText(REGIONS[locale].map(([region]) => region));
      for (const [region, , slug] of REGIONS[locale]) {
        await expect(list.getByRole("link", { name: region, exact: true })).toHaveAttribute(
          "href",
          `${contributors}#${slug}`,
        );
      }
    });

    test("takes keyboard focus region by region, shows it, and leads to the newsroom's contributors", async ({
      page,
    }) => {
      await page.goto(home);
      await waitForHydration(page);
      const links = mapOf(page).locator("a");
      await links.first().focus();
      for (const [index, [region, newsroom]] of REGIONS[locale].entries()) {
        const link = links.nth(index);
        await expect(link).toBeFocused();
        await expect(link).toHaveAccessibleName(linkName(locale, region, newsroom));
        // Focus is visible: an outline in the focus colour.
        await expect.poll(() => link.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
        await page.keyboard.press("Tab");
      }
      await links.nth(2).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${contributors}#eastside-signal$`));
      await expect(page.getByRole("heading", { level: 2, name: /Eastside Signal/ })).toBeInViewport();
    });

    test("is on the contributors' page too, and makes no request of its own", async ({ page }) => {
      const requests: { url: string; type: string }[] = [];
      page.on("request", (request) => requests.push({ url: request.url(), type: request.resourceType() }));
      const response = await page.goto(contributors);
      const html = await response!.text();
      // Drawn into the page: the map's paths are in its HTML, and nothing it shows is fetched.
      expect(html).toContain('class="newsroom-map__state"');
      await expect(mapOf(page).locator("a")).toHaveCount(4);
      await waitForPageSettled(page);
      // Nothing geographic is fetched: no data, no drawing, no map script. (The site's own fetches
      // are payloads, the route manifest, and its code and fonts downloaded when idle.)
      const fetched = requests.filter(({ url, type }) =>
        ["fetch", "xhr"].includes(type)
          ? !/\.data$|\/routes\.json$|^\/assets\/[\w.-]+\.(?:js|woff2)$/.test(new URL(url).pathname) ||
            /atlas|topojson|d3-geo|newsroom-map/.test(url)
          : /atlas|topojson|d3-geo|newsroom-map/.test(url),
      );
      expect(fetched).toEqual([]);
    });
  });
}

test("reads at 320 px and in dark mode: labels inside the drawing, colours from the dark tokens", async ({ page }) => {
  // axe over the whole page's tree.
  test.slow();
  await page.setViewportSize({ width: 320, height: 640 });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/es/");
  const map = mapOf(page);
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  for (const label of await map.locator("text").all()) {
    const labelBox = (await label.boundingBox())!;
    expect(labelBox.x).toBeGreaterThanOrEqual(0);
    expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(320);
    // Within the drawing's own box, the longest name's last line too.
    expect(labelBox.y).toBeGreaterThanOrEqual(box.y - 1);
    expect(labelBox.y + labelBox.height).toBeLessThanOrEqual(box.y + box.height + 1);
  }
  // The page's dark background, and a state drawn lighter than it.
  const fills = await map.evaluate((svg) => ({
    page: getComputedStyle(document.body).backgroundColor,
    label: getComputedStyle(svg.querySelector("text")!).fill,
  }));
  expect(fills.page).toBe("rgb(22, 20, 18)");
  expect(fills.label).toBe("rgb(242, 237, 230)");
  const axe = await new AxeBuilder({ page }).include(".newsroom-map").analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
