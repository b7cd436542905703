import { payloadPath } from "../../app/addresses/site-paths";
import { directiveOf, expect, getPrerenderedPaths, policiesOf, test } from "./fixtures";

// The Spanish edition as the project's server serves it (issue 16): every page pre-rendered with its
// payload and listed in the route manifest, the Spanish 404 page with status 404 for unknown paths
// under /es/, the legacy /es/contributor… paths redirected, the headers of the English pages, and
// the Spanish caption tracks the pages name. What the pages say is tested with the app.

const SPANISH_NOT_FOUND = "No se pudo encontrar esta página";

/** The English pages of the build and the Spanish pages it lists. */
async function pagesByLanguage(page: Parameters<typeof getPrerenderedPaths>[0]) {
  const routes = await getPrerenderedPaths(page);
  const spanish = routes.filter((route) => route === "/es" || route.startsWith("/es/"));
  const english = routes.filter((route) => !spanish.includes(route));
  return { english, spanish };
}

/** The Spanish page for an English one: `/` → `/es`, `/contribuitor` → `/es/contribuitor`. */
const inSpanish = (englishPath: string) => (englishPath === "/" ? "/es" : `/es${englishPath}`);

test("/routes.json lists every Spanish page, each pre-rendered with its payload", async ({ page }) => {
  const { english, spanish } = await pagesByLanguage(page);
  expect(spanish).toEqual(english.map(inSpanish));
  expect(spanish).toEqual(expect.arrayContaining(["/es", "/es/contribuitor", "/es/embed"]));
  for (const path of spanish) {
    const html = await page.request.get(path);
    expect(html.status(), path).toBe(200);
    expect(await html.text(), path).toContain('<html lang="es"');
    const payload = await page.request.get(payloadPath(path));
    expect(payload.status(), payloadPath(path)).toBe(200);
    expect(payload.headers()["content-type"], payloadPath(path)).toContain("text/x-script");
  }
});

test("an unknown path under /es/ answers 404 with the Spanish 404 page", async ({ page }) => {
  for (const path of ["/es/no-such-page", "/es/contribuitor/nobody", "/es/contribuitor/nobody/more"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { name: SPANISH_NOT_FOUND })).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver a la página de inicio" })).toHaveAttribute("href", "/es");
  }
  // Elsewhere, the English one.
  const english = await page.goto("/no-such-page");
  expect(english?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
  // The 404 page's own file is not a page.
  expect((await page.request.get("/es/404.html")).status()).toBe(404);
});

test("the Spanish 404 page is sent the headers of the English one", async ({ request }) => {
  const [spanish, english] = await Promise.all([request.get("/es/no-such-page"), request.get("/no-such-page")]);
  const policy = spanish.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("frame-ancestors 'none'");
  for (const name of ["x-frame-options", "cross-origin-opener-policy", "strict-transport-security", "cache-control"]) {
    expect(spanish.headers()[name], name).toBe(english.headers()[name]);
  }
});

test("each Spanish page is sent the security headers of its English page", async ({ page }) => {
  const { english } = await pagesByLanguage(page);
  for (const path of english) {
    const [en, es] = await Promise.all([page.request.get(path), page.request.get(inSpanish(path))]);
    const [enPolicy, esPolicy] = await Promise.all([policiesOf(en), policiesOf(es)]);
    expect(directiveOf(esPolicy.page, "script-src"), inSpanish(path)).toMatch(/^script-src 'sha256-/);
    expect(directiveOf(esPolicy.page, "script-src"), inSpanish(path)).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(esPolicy.header, inSpanish(path)).toBe(enPolicy.header);
    for (const name of ["x-frame-options", "cross-origin-opener-policy", "strict-transport-security"]) {
      expect(es.headers()[name], `${name} on ${inSpanish(path)}`).toBe(en.headers()[name]);
    }
  }
});

test.describe("legacy Spanish paths", () => {
  test("the server answers each with a permanent redirect to its Spanish page", async ({ page }) => {
    const { spanish } = await pagesByLanguage(page);
    const slug = spanish.find((p) => p.startsWith("/es/contribuitor/"))!.slice("/es/contribuitor/".length);
    const cases: [string, string][] = [
      ["/es/contributor", "/es/contribuitor"],
      ["/es/contributors", "/es/contribuitor"],
      [`/es/contributor/${slug}`, `/es/contribuitor/${slug}`],
      [`/es/contributor/${slug}?utm_source=x`, `/es/contribuitor/${slug}?utm_source=x`],
    ];
    for (const [from, to] of cases) {
      const response = await page.request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(response.headers().location, from).toBe(to);
    }
    const landed = await page.goto(`/es/contributor/${slug}`);
    expect(landed?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/es/contribuitor/${slug}`);
  });

  test("the build lists them as redirects with a static redirect page each, not as pages", async ({ page }) => {
    const manifest = (await (await page.request.get("/routes.json")).json()) as {
      routes: string[];
      redirects: Record<string, string>;
    };
    const spanishRedirects = Object.entries(manifest.redirects).filter(([from]) => from.startsWith("/es/"));
    // One for each contributor's page (their stories' pages have no legacy address), and the two indexes'.
    expect(spanishRedirects.length).toBe(
      manifest.routes.filter((r) => /^\/es\/contribuitor\/[^/]+$/.test(r)).length + 2,
    );
    for (const [from, to] of spanishRedirects) {
      expect(manifest.routes, from).not.toContain(from);
      expect(manifest.routes, to).toContain(to);
      const html = await (await page.request.get(`${from}/index.html`)).text();
      expect(html, from).toContain('<html lang="es">');
      expect(html, from).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
      expect(html, from).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${to}">`));
    }
  });
});

test("the Spanish caption tracks the Spanish pages name are served", async ({ page }) => {
  const { spanish } = await pagesByLanguage(page);
  const tracks = new Set<string>();
  for (const path of spanish.filter((p) => p !== "/es/embed")) {
    const payload = await (await page.request.get(payloadPath(path))).text();
    for (const [url] of payload.matchAll(/\/assets\/content\/[\w.-]+-es-[0-9a-f]{12}\.vtt/g)) tracks.add(url);
  }
  expect(tracks.size, "Spanish caption tracks named by the Spanish pages").toBeGreaterThan(0);
  for (const track of tracks) {
    const response = await page.request.get(track);
    expect(response.status(), track).toBe(200);
    expect(response.headers()["content-type"], track).toContain("text/vtt");
    expect(await response.text(), track).toMatch(/^WEBVTT/);
  }
});
