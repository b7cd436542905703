import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  directiveOf,
  expect,
  policiesOf,
  recordCspViolations,
  test,
  waitForHydration,
  waitForPageSettled,
} from "./fixtures";
import { isLocalUrl } from "../../support/local-url";
import { readContentFiles } from "./content-files";

// Site search (/search, /es/search): Pagefind's index of the built pages, our own results list.

const content = readContentFiles();
const story = (slug: string) => content.stories.find((s) => s.slug === slug)!;

/** The results list's entries' titles, as links. */
const resultLinks = (page: Page) => page.getByRole("list", { name: /^(Results|Resultados)$/ }).getByRole("heading");
/** The live region that announces the count, or says why there is none. */
const status = (page: Page) => page.getByRole("status").and(page.locator(".search-status"));

test("a word of a story's title finds it from ?q=, in English and in Spanish, once, linked to its page", async ({
  page,
}) => {
  const wifi = story("the-wifi-bus");
  await page.goto("/search?q=wifi");
  await expect(page.getByRole("searchbox")).toHaveValue("wifi");
  const english = resultLinks(page).getByRole("link", { name: wifi.title });
  // One result for the story, though its text is on its own page and on its contributor's too.
  await expect(english).toHaveCount(1);
  await expect(english).toHaveAttribute("href", `/contribuitor/${wifi.contributor}/${wifi.slug}`);
  await expect(page.locator(".search-results mark").first()).toBeVisible();

  await page.goto("/es/search?q=autob%C3%BAs");
  await expect(page.getByRole("searchbox")).toHaveValue("autobús");
  const spanish = resultLinks(page).getByRole("link", { name: "El autobús del wifi" });
  await expect(spanish).toHaveCount(1);
  await expect(spanish).toHaveAttribute("href", `/es/contribuitor/${wifi.contributor}/${wifi.slug}`);
  await expect(status(page)).toHaveText(/^\d+ historias? encontradas?$|^Encontramos /);
});

test("typing updates the results and the address, and Back returns to the search", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  await waitForHydration(page);
  const field = page.getByRole("searchbox", { name: "Words to search for" });
  await field.pressSequentially("kitchen");
  await expect(page).toHaveURL(/\/search\?q=kitchen$/);
  const kitchen = story("the-kitchen-table-school");
  await expect(resultLinks(page).getByRole("link", { name: kitchen.title })).toBeVisible();
  await expect(status(page)).toHaveText(/^\d+ stor(y|ies) found$|^Found /);

  await resultLinks(page).getByRole("link", { name: kitchen.title }).click();
  await expect(page).toHaveURL(new RegExp(`/contribuitor/${kitchen.contributor}/${kitchen.slug}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=kitchen$/);
  await expect(page.getByRole("searchbox")).toHaveValue("kitchen");
  await expect(resultLinks(page).getByRole("link", { name: kitchen.title })).toBeVisible();
});

test("Spanish finds its own words with or without accents; an untranslated entry comes in English", async ({
  page,
}) => {
  for (const query of ["angeles", "Ángeles"]) {
    await page.goto(`/es/search?q=${encodeURIComponent(query)}`);
    await expect(resultLinks(page).getByRole("link", { name: "Eastside Signal" })).toBeVisible();
    await expect(resultLinks(page).getByRole("link", { name: "Andrés Quintero" })).toBeVisible();
  }
  // A story with no Spanish file: in the Spanish results, its words marked English.
  const untranslated = story("the-shop-with-no-customers");
  await page.goto(`/es/search?q=${encodeURIComponent(untranslated.title)}`);
  const entry = page.locator(".search-result", { has: page.getByRole("link", { name: untranslated.title }) });
  await expect(entry).toHaveAttribute("lang", "en");
  await expect(entry.getByText("Todavía en inglés")).toHaveAttribute("lang", "es");
});

test("the newsroom filter keeps that newsroom's entries only", async ({ page }) => {
  await page.goto("/search?q=year");
  await waitForHydration(page);
  await expect(resultLinks(page).first()).toBeVisible();
  const newsroom = content.newsrooms.find((n) => n.slug === "valley-ink")!;
  await page.getByLabel("Newsroom").selectOption({ label: newsroom.name });
  const fromIt = new Set(content.stories.filter((s) => s.newsroom === newsroom.slug).map((s) => s.title));
  await expect
    .poll(async () => {
      const titles = await page
        .locator(".search-result")
        .evaluateAll((items) =>
          items.map((item) => ({ title: item.querySelector("h2")!.textContent, meta: item.textContent })),
        );
      return titles.length > 0 && titles.every((t) => fromIt.has(t.title!) || t.meta!.includes(newsroom.name));
    })
    .toBe(true);
});

test("a query that matches nothing says so and suggests what to try", async ({ page }) => {
  await page.goto("/search?q=zzyzxqq");
  await expect(status(page)).toHaveText("Nothing found for “zzyzxqq”.");
  await expect(page.getByRole("link", { name: "browse the contributors" })).toHaveAttribute("href", "/contribuitor");
  await expect(page.locator(".search-result")).toHaveCount(0);
});

test("bad queries: nothing breaks, nothing is injected, each gets a sensible message", async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto("/search");
  await waitForHydration(page);
  const field = page.getByRole("searchbox");
  const cases: [string, RegExp][] = [
    ["", /^$/],
    ["k", /^Type at least two letters to search\.$/],
    // Markup is words to search for: shown as typed, never run.
    ["<script>window.injected=1</script>qzxj", /^Nothing found for “<script>window\.injected=1<\/script>qzxj”\.$/],
    [
      '<img src=x onerror="window.injected=2">',
      /^(\d+ stor(y|ies) found|Found .+|Nothing found for “<img src=x onerror="window\.injected=2">”\.)$/,
    ],
    ["مرحبا بالعالم", /^Nothing found for “مرحبا بالعالم”\.$/],
    ["🦠😷📚", /^Nothing found for “🦠😷📚”\.$/],
    // Pagefind matches a word it does not know by its longest known beginning: "a…" finds words in a.
    ["a".repeat(10_000), /^(\d+ stor(y|ies) found|Found .+|Nothing found for “a{100}”\.)$/],
  ];
  for (const [query, message] of cases) {
    await field.fill(query);
    await field.press("Enter");
    await expect(status(page)).toHaveText(message);
  }
  await expect(page.getByText("Only the first 100 characters were searched.")).toBeVisible();
  expect(await page.evaluate(() => "injected" in window)).toBe(false);
  await expect(page.locator("main script, main img[src='x']")).toHaveCount(0);
  expect(await violations()).toEqual([]);

  // Broken percent-encoding in the address: the page, with an empty field.
  await page.goto("/search?q=%E0%A4%A");
  await waitForHydration(page);
  await expect(page.getByRole("searchbox")).toHaveValue("");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the stories");
});

test("`/` focuses the field from anywhere on the page, Escape clears it", async ({ page }) => {
  await page.goto("/search?q=wifi");
  await expect(resultLinks(page).first()).toBeVisible();
  await page.locator("h1").click();
  await page.keyboard.press("/");
  const field = page.getByRole("searchbox");
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("wifi");
  await page.keyboard.press("Escape");
  await expect(field).toHaveValue("");
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.locator(".search-result")).toHaveCount(0);
});

for (const path of ["/search?q=school", "/es/search?q=escuela"])
  test(`the search page with results has no accessibility violation, and asks nothing of another host (${path})`, async ({
    page,
  }) => {
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      if (!isLocalUrl(request.url())) elsewhere.push(request.url());
    });
    await page.goto(path);
    await expect(resultLinks(page).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(elsewhere).toEqual([]);
  });

test("only the search page is allowed WebAssembly, and it searches within its policy", async ({ page }) => {
  // The page's own policy (its meta element) allows it; the header's, the same for every page, never does.
  const scriptSrc = async (path: string) => {
    const { header, page: own } = await policiesOf(await page.request.get(path));
    expect(header, path).not.toContain("wasm-unsafe-eval");
    return directiveOf(own, "script-src") ?? "";
  };
  expect(await scriptSrc("/search")).toContain("'wasm-unsafe-eval'");
  expect(await scriptSrc("/es/search")).toContain("'wasm-unsafe-eval'");
  expect(await scriptSrc("/")).not.toContain("wasm-unsafe-eval");
  const violations = await recordCspViolations(page);
  await page.goto("/search?q=bus");
  await expect(resultLinks(page).first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("the home page fetches no search file", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto("/");
  await waitForPageSettled(page);
  // The search page's own payload may be prefetched, as any link's in view (app/prefetch/): a few kB
  // of page data, none of the index or its code.
  const searchFiles = fetched.filter((path) => /pagefind|search/i.test(path) && !/^(\/es)?\/search\.data$/.test(path));
  expect(searchFiles).toEqual([]);
});

// A browser with scripting off shows <noscript>'s content; Playwright's JavaScript switch leaves the
// parser's scripting flag on, so the page as sent is what is checked.
test("without JavaScript the page says search needs it and links to the contributors", async ({ page }) => {
  for (const [path, words, index] of [
    ["/search", "Search needs JavaScript", "/contribuitor"],
    ["/es/search", "Para buscar se necesita JavaScript", "/es/contribuitor"],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? "";
    expect(noscript, path).toContain(words);
    expect(noscript, path).toContain(`<a href="${index}">`);
  }
});

test("a story's result shows its thumbnail, contributor and newsroom, and an excerpt from its text, not its byline or date", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const wifi = story("the-wifi-bus");
  for (const path of ["/search?q=wifi", "/es/search?q=wifi"]) {
    await page.goto(path);
    const result = page.locator(".search-result", {
      has: page.locator(`a[href$="/contribuitor/${wifi.contributor}/${wifi.slug}"]`),
    });
    await expect(result, path).toHaveCount(1);
    const thumbnail = result.locator("img.search-result__thumbnail");
    await expect(thumbnail, path).toBeVisible();
    // Lazy: what it shows is the story's image, served.
    const src = (await thumbnail.getAttribute("src"))!;
    expect(src, path).toMatch(/\.webp$/);
    expect((await page.request.get(src)).status(), path).toBe(200);
    await expect(thumbnail, path).toHaveAttribute("alt", "");
    const meta = result.locator(".search-result__meta");
    await expect(meta, path).toContainText(/(by|de) \S+/);
    const date = (await meta.locator("time").textContent())!;
    const contributor = (await meta.locator("span").first().textContent())!.replace(/^(by|de) /, "");
    const excerpt = (await result.locator(".search-result__excerpt").textContent())!.trim();
    expect(excerpt.length, path).toBeGreaterThan(40);
    expect(excerpt, path).not.toContain(date);
    expect(excerpt, path).not.toMatch(new RegExp(`^(By|Por|de) ${contributor}`));
    expect(excerpt, path).not.toContain(`By ${contributor}`);
  }
});

test("what a page prints for paper only (its own address) is not searched", async ({ page }) => {
  // Every story prints its address, http://localhost:<port>/contribuitor/...: no text a reader sees has the word.
  await page.goto("/search?q=contribuitor");
  await expect(page.getByText("Nothing found for “contribuitor”.")).toBeVisible();
});
