import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { navigateClientSide } from "./router";

/**
 * The Spanish edition (issue 16) as a reader meets it in the production build: each page type in
 * Spanish with its language, title, alternates and link to the English page; a client navigation
 * between Spanish pages; an entry not translated yet shown in English with its note; the embed.
 */

const SPANISH_HOME_TITLE =
  "Nuestro año de pandemia - Descubriendo la vida en pandemia de los jóvenes adultos de California";

/** The head's hreflang links and canonical, as absolute paths on the page's own origin. */
async function expectAlternates(page: Page, englishPath: string, spanishPath: string, canonical?: string) {
  const hrefOf = async (selector: string) => {
    const href = await page.locator(selector).getAttribute("href");
    return href === null ? null : new URL(href).pathname + new URL(href).search;
  };
  expect(await hrefOf('link[rel="alternate"][hreflang="en"]')).toBe(englishPath);
  expect(await hrefOf('link[rel="alternate"][hreflang="es"]')).toBe(spanishPath);
  expect(await hrefOf('link[rel="alternate"][hreflang="x-default"]')).toBe(englishPath);
  if (canonical) expect(await hrefOf('link[rel="canonical"]')).toBe(canonical);
}

async function expectLanguageLink(page: Page, name: "English" | "Español", to: string) {
  const link = page.getByRole("link", { name, exact: true });
  const lang = name === "English" ? "en" : "es";
  await expect(link).toHaveAttribute("hreflang", lang);
  await expect(link).toHaveAttribute("lang", lang);
  expect(new URL(await link.evaluate((a: HTMLAnchorElement) => a.href)).pathname).toBe(to);
}

test.describe("Spanish pages", () => {
  test("the home page is in Spanish: lang, title, description, alternates, the link to English", async ({ page }) => {
    await page.goto("/es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(SPANISH_HOME_TITLE);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    for (const place of ["Oakland", "Fresno", "Los Ángeles", "Coachella"]) expect(description).toContain(place);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "es_US");
    await expectAlternates(page, "/", "/es", "/es");
    await expectLanguageLink(page, "English", "/");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link", { name: "Historias" })).toHaveAttribute("href", "/es#stories");
    await expect(page.getByRole("heading", { name: "Sobre el proyecto" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Inserta esto" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Reproducir video: / }).first()).toBeAttached();
    // "Embed this" on a Spanish page shows the Spanish embed.
    await expect(page.locator(".embed-code pre").first()).toContainText("/es/embed");
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({ inLanguage: "es" });
  });

  test("the player's controls speak Spanish on a Spanish page, and English on an English one", async ({ page }) => {
    for (const [path, pause, captions] of [
      // Captions are on from the start (the page's language has a track), so the toggle offers to turn them off.
      ["/es", "Pausa", "Desactivar subtítulos"],
      ["/", "Pause", "Disable captions"],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      await page
        .getByRole("button", { name: /^(Reproducir|Play) video: / })
        .first()
        .click();
      const player = page.locator(".plyr").first();
      await expect(player.getByRole("button", { name: pause }).first()).toBeAttached();
      await expect(player.getByRole("button", { name: captions }).first()).toBeAttached();
    }
  });

  test("the English home page links to the Spanish one, and stays English", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
    await expectAlternates(page, "/", "/es", "/");
    await expectLanguageLink(page, "Español", "/es");
  });

  test("the contributors page and a contributor's page are in Spanish", async ({ page }) => {
    await page.goto("/es/contribuitor");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Participantes | Nuestro año de pandemia");
    await expect(page.getByRole("heading", { level: 1, name: "Participantes" })).toBeVisible();
    await expectAlternates(page, "/contribuitor", "/es/contribuitor", "/es/contribuitor");
    await expectLanguageLink(page, "English", "/contribuitor");

    await page.goto("/es/contribuitor/marisol-vega");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Marisol Vega | Nuestro año de pandemia");
    await expectAlternates(page, "/contribuitor/marisol-vega", "/es/contribuitor/marisol-vega");
    await expectLanguageLink(page, "English", "/contribuitor/marisol-vega");
    const story = page.locator("article#the-kitchen-table-school");
    await expect(story.getByRole("heading", { name: "La escuela de la mesa de la cocina" })).toBeVisible();
    await expect(story).not.toHaveAttribute("lang");
    // Dates as Spanish readers write them.
    await expect(story.locator("time")).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/);
    await expect(page.locator(".profile__kicker")).toContainText("Participante");
  });

  test("a story not translated yet shows in English, marked so, with a Spanish note", async ({ page }) => {
    await page.goto("/es/contribuitor/nia-brooks");
    const story = page.locator("article#garage-studio");
    await expect(story).toHaveAttribute("lang", "en");
    await expect(story.getByRole("heading", { name: "Garage studio" })).toBeVisible();
    const note = story.getByText("Esta historia todavía no está traducida al español.");
    await expect(note).toBeVisible();
    await expect(note).toHaveAttribute("lang", "es");
    // Nia Brooks's profile is not translated either.
    await expect(page.locator("header.profile")).toHaveAttribute("lang", "en");
    await expect(page.getByText("Este perfil todavía no está traducido al español.")).toBeVisible();
  });

  test("a client navigation between Spanish pages stays in Spanish, with focus and title", async ({ page }) => {
    await page.goto("/es");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Participantes" }).click();
    await expect(page).toHaveURL(/\/es\/contribuitor$/);
    await expect(page).toHaveTitle("Participantes | Nuestro año de pandemia");
    await expect(page.getByRole("heading", { level: 1, name: "Participantes" })).toBeFocused();
    await page.getByRole("link", { name: "Marisol Vega" }).first().click();
    await expect(page).toHaveURL(/\/es\/contribuitor\/marisol-vega$/);
    await expect(page.getByRole("heading", { level: 1, name: "Marisol Vega" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // And to the English page through the language link: the interface changes language too.
    await page.getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(/\/contribuitor\/marisol-vega$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("region", { name: "Embed this" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Español", exact: true })).toBeVisible();
  });

  test("a client navigation to a Spanish path that was not pre-rendered shows the Spanish 404", async ({ page }) => {
    await page.goto("/es");
    await waitForHydration(page);
    await navigateClientSide(page, "/es/no-existe");
    await expect(page.getByRole("heading", { level: 1, name: "No se pudo encontrar esta página" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver a la página de inicio" })).toHaveAttribute("href", "/es");
  });

  test("a client navigation from an English page to an unknown Spanish path shows the Spanish 404", async ({
    page,
  }) => {
    await page.goto("/contribuitor");
    await waitForHydration(page);
    await navigateClientSide(page, "/es/no-existe");
    await expect(page.getByRole("heading", { level: 1, name: "No se pudo encontrar esta página" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver a la página de inicio" })).toHaveAttribute("href", "/es");
  });

  test("the embed is in Spanish, its language link opening the top window", async ({ page }) => {
    await page.goto("/es/embed");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 2, name: "Historias" })).toBeVisible();
    await expect(page.locator(".embed__by").first()).toHaveText(/^\s*de \S/);
    const link = page.getByRole("link", { name: "English", exact: true });
    await expect(link).toHaveAttribute("target", "_top");
    await expect(link).toHaveAttribute("hreflang", "en");
    expect(new URL((await link.getAttribute("href")) ?? "").pathname).toBe("/embed");

    await page.goto("/es/embed?contributor=marisol-vega");
    await expect(page.getByRole("heading", { level: 2, name: "Marisol Vega" })).toBeVisible();
    await expect(page.getByRole("link", { name: "La escuela de la mesa de la cocina" })).toHaveAttribute(
      "href",
      /\/es\/contribuitor\/marisol-vega\/the-kitchen-table-school$/,
    );
    expect(new URL((await link.getAttribute("href")) ?? "").search).toBe("?contributor=marisol-vega");
  });

  test("the header's links take one line below the name at 360 px, in both languages", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ["/", "/es"]) {
      await page.goto(path);
      const tops = await page
        .locator(".site-header__links a")
        .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
      expect(new Set(tops).size, `${path}: rows of header links`).toBe(1);
      const nameBottom = await page.locator(".site-header__name").evaluate((el) => el.getBoundingClientRect().bottom);
      expect(tops[0]!, path).toBeGreaterThanOrEqual(nameBottom);
      const languageTop = await page
        .locator(".site-header__language a")
        .evaluate((el) => el.getBoundingClientRect().top);
      expect(languageTop, `${path}: the language link sits beside the name`).toBeLessThan(tops[0]!);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});

test.describe("an entry still in English, on Spanish pages", () => {
  // Two or three page loads each, on a loaded machine.
  test.describe.configure({ timeout: 60_000 });
  test("its story keeps lang=en under a styled Spanish note at its top", async ({ page }) => {
    await page.goto("/es/contribuitor/nia-brooks/garage-studio");
    const story = page.locator("article#garage-studio");
    await expect(story).toHaveAttribute("lang", "en");
    const note = story.getByRole("note");
    await expect(note).toHaveText("Esta historia todavía no está traducida al español.");
    await expect(note).toHaveAttribute("lang", "es");
    // At the top: nothing of the story comes before it.
    const [noteTop, titleTop] = await Promise.all([
      note.evaluate((n) => n.getBoundingClientRect().top),
      story.getByRole("heading", { level: 1 }).evaluate((h) => h.getBoundingClientRect().top),
    ]);
    expect(noteTop).toBeLessThan(titleTop);
    expect(await note.evaluate((n) => n.parentElement?.firstElementChild === n)).toBe(true);
    // Set apart from the text: a background and an edge of its own.
    const style = await note.evaluate((n) => {
      const s = getComputedStyle(n);
      return { background: s.backgroundColor, edge: parseFloat(s.borderInlineStartWidth) };
    });
    expect(style.background).not.toBe("rgba(0, 0, 0, 0)");
    expect(style.edge).toBeGreaterThan(0);
  });

  test("the cards and links that lead to it say it is in English, to the eye and to screen readers", async ({
    page,
  }) => {
    await page.goto("/es");
    await waitForHydration(page);
    const card = page.locator(".story-card__link[href='/es/contribuitor/nia-brooks/garage-studio']");
    await expect(card).toHaveAttribute("hreflang", "en");
    await expect(card).toHaveAccessibleDescription("Todavía en inglés");
    const tag = page.locator(".story-card", { has: card }).locator(".tag--untranslated");
    await expect(tag).toBeVisible();
    // A card for a Spanish story says nothing of the kind.
    const translated = page.locator(".story-card__link[href='/es/contribuitor/marisol-vega/the-kitchen-table-school']");
    await expect(translated).not.toHaveAttribute("hreflang");

    for (const from of [
      "/es/contribuitor/marisol-vega/the-kitchen-table-school",
      "/es/contribuitor/nia-brooks/six-feet-apart-in-the-park",
    ]) {
      await page.goto(from);
      const link = page.locator("main a[href='/es/contribuitor/nia-brooks/garage-studio']");
      await expect(link.first(), from).toBeVisible();
      for (const one of await link.all()) {
        await expect(one, from).toHaveAttribute("hreflang", "en");
        await expect(one.getByText("En inglés", { exact: true }), from).toBeVisible();
        await expect(one, from).toHaveAccessibleName(/En inglés$/);
      }
    }
  });
});
