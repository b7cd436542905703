import { NOT_FOUND_TEXTS } from "../../app/config/error-messages";
import { expect, test, waitForHydration } from "./fixtures";
import { navigateClientSide } from "./router";

/**
 * The 404 page inside the site's layout (issue 46), in both languages: the header and its
 * navigation, the specification's text and link, a search box that works without JavaScript (the
 * 404.html hosts serve carries none), the footer; with status 404. The same after a client navigation.
 */

// Several pages a test, each waited for by its state: on a loaded machine a page can take 20 s.
test.describe.configure({ timeout: 180_000 });

const LANGUAGES = [
  { locale: "en", prefix: "", nav: "Main", search: "Search the stories", results: "school" },
  { locale: "es", prefix: "/es", nav: "Principal", search: "Busca en las historias", results: "escuela" },
] as const;

for (const { locale, prefix, nav, search, results } of LANGUAGES) {
  test(`the ${locale} 404 page has the site's header, a search box and the footer, with status 404`, async ({
    page,
  }) => {
    const response = await page.goto(`${prefix}/no-such-page`);
    expect(response!.status()).toBe(404);
    const texts = NOT_FOUND_TEXTS[locale];
    await expect(page.getByRole("heading", { level: 1, name: texts.message })).toBeVisible();
    await expect(page.getByRole("link", { name: texts.link })).toHaveAttribute("href", prefix || "/");
    const navigation = page.getByRole("navigation", { name: nav });
    await expect(navigation).toBeVisible();
    expect(await navigation.getByRole("link").count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    // In the site's type, though no script of its own switches the fonts on.
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily))
      .toMatch(/^"Source Serif 4 Variable"/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('1em "Source Serif 4 Variable"'))).toBe(true);

    // A plain form: no script on this page, and the search page reads the query from the address.
    await page.getByRole("searchbox", { name: search }).fill(results);
    await page.getByRole("searchbox", { name: search }).press("Enter");
    await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?q=${results}$`));
    await expect(page.locator(".search-result").first()).toBeVisible();
  });
}

test("a client navigation to a path with no page shows the 404 page in the site's layout", async ({ page }) => {
  await page.goto("/es");
  await waitForHydration(page);
  await navigateClientSide(page, "/es/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_TEXTS.es.message })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Principal" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Busca en las historias" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
