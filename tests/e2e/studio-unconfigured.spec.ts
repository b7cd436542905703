import { enStudioNotice } from "../../app/i18n/texts/en";
import { esStudioNotice } from "../../app/i18n/texts/es";
import { homePath } from "../../app/addresses/site-paths";
import { expect, test } from "./fixtures";

// /admin/ of a build with no editing set up (the tests' build, like a host build told no
// repository): it says so in both languages, loads no CMS and asks nothing of any other origin.

test("/admin/ on a site with no editing set up says so in English and Spanish, and loads nothing", async ({ page }) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/admin/");

  for (const [lang, texts] of [
    ["en", enStudioNotice],
    ["es", esStudioNotice],
  ] as const) {
    const section = page.locator(`section[lang="${lang}"]`);
    await expect(section.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
    await expect(section.getByText(texts.explanation)).toBeVisible();
    await expect(section.getByText(texts.guideName)).toBeVisible();
    await expect(section.getByRole("link", { name: texts.backToStories })).toHaveAttribute(
      "href",
      homePath(undefined, lang),
    );
  }
  await expect(page.getByRole("button", { name: "Login" })).toHaveCount(0);

  // The page alone: no CMS bundle, no script, nothing from another origin or port.
  expect(requested).toEqual([`${origin}/admin/`]);
  expect(await page.locator("script").count()).toBe(0);
  expect((await page.request.get("/admin/decap-cms.js")).status()).toBe(404);
  expect((await page.request.get("/admin/config.yml")).status()).toBe(404);
});

test("/admin/ has a policy of its own and stays out of search and of every reader's page", async ({ request }) => {
  const studio = await request.get("/admin/");
  expect(studio.status()).toBe(200);
  const headers = studio.headers();
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["content-security-policy"]).toMatch(
    /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
  );
  expect(await studio.text()).toContain('<meta name="robots" content="noindex, nofollow" />');

  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin/");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  const { routes } = (await (await request.get("/routes.json")).json()) as { routes: string[] };
  expect(routes.filter((route) => route.startsWith("/admin"))).toEqual([]);
  for (const route of routes) {
    expect(await (await request.get(route)).text(), route).not.toContain("/admin");
  }
});
