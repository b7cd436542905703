import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { Locator, Page } from "@playwright/test";
import { readContentFiles } from "./content-files";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Issue 47: every story page leads to stories by other contributors, chosen at build time; the
 * masthead at /about names who made the site; a story names its credits and an editor's update.
 */

// Several pages a test, generous for a machine busy with other work.
test.describe.configure({ timeout: 120_000 });

const content = readContentFiles();
const contributorOf = new Map(content.stories.map((s) => [s.slug, s.contributor]));
const prefix = { en: "", es: "/es" } as const;
const RELATED = { en: "Read next", es: "Lee también" } as const;

/** The related stories' cards on a story page: each link's contributor and story slugs. */
async function relatedCards(page: Page, locale: "en" | "es"): Promise<{ contributor: string; story: string }[]> {
  const section = page.getByRole("region", { name: RELATED[locale] });
  await expect(section).toBeVisible();
  const hrefs = await section
    .getByRole("heading", { level: 3 })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  return hrefs.map((href) => {
    const [contributor, story] = href.replace(/^\/es/, "").split("/").slice(2);
    return { contributor: contributor!, story: story! };
  });
}

async function expectCard(section: Locator, title: string) {
  const card = section.locator("article.story-card", { has: section.page().getByRole("link", { name: title }) });
  await expect(card.getByRole("img")).toHaveCount(1);
  // Its contributor, then its newsroom and region (a reading or watching time may follow).
  const meta = card.locator(".story-card__meta > span");
  await expect(meta.nth(0)).not.toBeEmpty();
  await expect(meta.nth(1)).toHaveText(/\S, \S/);
}

test.describe("related stories", () => {
  for (const locale of ["en", "es"] as const) {
    test(`three stories by other contributors, not the same under every story (${locale})`, async ({ page }) => {
      const sets = new Set<string>();
      for (const story of content.stories.filter((s) =>
        ["the-wifi-bus", "raisin-season", "closing-time"].includes(s.slug),
      )) {
        await page.goto(`${prefix[locale]}/contribuitor/${story.contributor}/${story.slug}`);
        const cards = await relatedCards(page, locale);
        expect(cards, story.slug).toHaveLength(3);
        for (const card of cards) {
          expect(card.story, story.slug).not.toBe(story.slug);
          expect(card.contributor, story.slug).not.toBe(story.contributor);
          expect(contributorOf.get(card.story), card.story).toBe(card.contributor);
        }
        const section = page.getByRole("region", { name: RELATED[locale] });
        const first = section.getByRole("heading", { level: 3 }).first();
        await expectCard(section, (await first.textContent())!);
        sets.add(cards.map((c) => c.story).join());
      }
      expect(sets.size).toBe(3);
    });
  }

  test("an editor's pinned story comes first, in both languages, and a card leads to it", async ({ page }) => {
    const file = path.resolve("content/stories/the-wifi-bus/index.md");
    const pinned = (matter(readFileSync(file, "utf8")).data.related as string[])[0]!;
    for (const locale of ["en", "es"] as const) {
      await page.goto(`${prefix[locale]}/contribuitor/luis-mendoza/the-wifi-bus`);
      expect((await relatedCards(page, locale))[0]!.story).toBe(pinned);
    }
    await waitForHydration(page);
    const link = page
      .getByRole("region", { name: RELATED.es })
      .getByRole("heading", { level: 3 })
      .getByRole("link")
      .first();
    const title = (await link.textContent())!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/es/contribuitor/${contributorOf.get(pinned)}/${pinned}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });
});

test.describe("credits and updates", () => {
  test("a story names its credits, the translator on the Spanish page only, and what an editor changed", async ({
    page,
  }) => {
    await page.goto("/contribuitor/luis-mendoza/the-wifi-bus");
    const credits = page.getByRole("region", { name: "Credits" });
    await expect(credits.getByRole("term")).toHaveText(["Reporting", "Editing", "Production"]);
    await expect(credits.getByRole("definition")).toHaveText(["Ana Lucía Ortiz", "Marcus Bell", "Jordan Vu"]);
    await expect(page.getByText(/^Updated February 10, 2021: An earlier version said/)).toBeVisible();
    await expect(page.locator("time[datetime='2021-02-10']")).toBeVisible();

    await page.goto("/es/contribuitor/luis-mendoza/the-wifi-bus");
    const creditos = page.getByRole("region", { name: "Créditos" });
    await expect(creditos.getByRole("term")).toHaveText(["Reportaje", "Edición", "Traducción", "Producción"]);
    await expect(creditos.getByRole("definition").nth(2)).toHaveText("Paloma Reyes");
    await expect(page.getByText(/^Actualizado 10 de febrero de 2021: Una versión anterior decía/)).toBeVisible();

    // A story without credits shows none.
    await page.goto("/contribuitor/tomas-herrera/raisin-season");
    await expect(page.getByRole("region", { name: "Credits" })).toHaveCount(0);
  });
});

test.describe("the masthead", () => {
  const newest = content.stories
    .map((s) => s.date)
    .sort()
    .at(-1)!;
  const cases = [
    {
      locale: "en",
      link: "About",
      heading: "About us",
      sections: ["The newsrooms", "Editors", "Translators", "Producers", "How the stories were made", "Corrections"],
    },
    {
      locale: "es",
      link: "Proyecto",
      heading: "Quiénes somos",
      sections: [
        "Las redacciones",
        "Edición",
        "Traducción",
        "Producción",
        "Cómo se hicieron las historias",
        "Correcciones",
      ],
    },
  ] as const;
  for (const { locale, link, heading, sections } of cases) {
    test(`is linked from the header and the footer, with its sections (${locale})`, async ({ page }) => {
      const home = locale === "en" ? "/" : "/es";
      const about = `${prefix[locale]}/about`;
      await page.goto(home);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: link })).toHaveAttribute("href", about);
      await waitForHydration(page);
      await page.getByRole("banner").getByRole("link", { name: link }).click();
      await expect(page).toHaveURL(about);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: link })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 2 })).toHaveText([...sections]);
      for (const newsroom of content.newsrooms) {
        await expect(page.getByRole("heading", { level: 3 }).getByRole("link")).toContainText([newsroom.name]);
      }
      await expect(page.getByRole("link", { name: "corrections@example.org" })).toHaveAttribute(
        "href",
        "mailto:corrections@example.org",
      );
      const lastChange = await page.locator(".masthead__last-change time").getAttribute("datetime");
      expect(lastChange! >= newest, `${lastChange} is the newest date, at least ${newest}`).toBe(true);

      // Served as a page of its own, too, and listed in the sitemap.
      const response = await page.request.get(about);
      expect(response.status()).toBe(200);
      expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`${about}</loc>`);
    });
  }
});
