import { rmSync } from "node:fs";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequestHandler } from "../../server/request-handler";
import { directiveOf, expect, policiesOf, test, waitForHydration } from "./fixtures";
import { runBuild } from "../../support/run-build";

// The newsletter sign-up (issue 47): absent from the shared build, which has no NEWSLETTER_URL; on
// a build of the small content fixture made with one, a plain form the pages' policy lets post to
// that provider only, posting to a stub at the network boundary. Nothing of the provider loads first.

const NEWSLETTER_URL = "https://buttondown.com/api/emails/embed-subscribe/our-pandemic-year";
const PROVIDER = "https://buttondown.com";
const buildDir = path.resolve(`build.newsletter-test-${process.pid}`);

test.describe("without NEWSLETTER_URL (the shared build)", () => {
  test("no sign-up form, and no page's policy lets a form leave the site", async ({ page }) => {
    // Every page of the site's layout may submit to the site itself: its error page's search box.
    for (const path of ["/", "/es", "/contribuitor/luis-mendoza/the-wifi-bus"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("form[method=post]")).toHaveCount(0);
      await expect(page.getByRole("textbox", { name: /email|correo/i })).toHaveCount(0);
      const { header, page: own } = await policiesOf(await page.request.get(path));
      expect(directiveOf(own, "form-action"), path).toBe("form-action 'self'");
      expect(directiveOf(header, "form-action"), path).toBe("form-action 'self'");
    }
    // The search page's form submits to itself before its script takes it over.
    const { page: search } = await policiesOf(await page.request.get("/search"));
    expect(directiveOf(search, "form-action")).toBe("form-action 'self'");
  });
});

test.describe("with NEWSLETTER_URL", () => {
  let server: Server;
  let origin: string;

  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const result = runBuild(
      { NEWSLETTER_URL, CONTENT_DIR: path.resolve("tests/fixtures/content"), BUILD_DIR: buildDir },
      230_000,
    );
    expect(result.status, result.stderr).toBe(0);
    server = createServer(createRequestHandler(path.join(buildDir, "client")));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(() => {
    server?.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  test("a labelled email field posts to the provider, which nothing loads before the reader submits", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const toProvider: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(PROVIDER)) toProvider.push(request.url());
    });
    const posted: { method: string; body: string }[] = [];
    await page.route(`${PROVIDER}/**`, async (route) => {
      posted.push({ method: route.request().method(), body: route.request().postData() ?? "" });
      await route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Subscribed</title><h1>Thanks</h1>",
      });
    });

    await page.goto(`${origin}/`);
    const signup = page.getByRole("region", { name: "Get new stories by email" });
    await expect(signup).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("region", { name: "Get new stories by email" })).toBeVisible();
    const form = signup.locator("form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", NEWSLETTER_URL);
    const field = signup.getByRole("textbox", { name: "Email address" });
    await expect(field).toHaveAttribute("type", "email");
    await expect(field).toHaveAttribute("required", "");
    await expect(field).toHaveAttribute("autocomplete", "email");
    await expect(field).toHaveAccessibleDescription(/through buttondown\.com/);

    const { header, page: own } = await policiesOf(await page.request.get(`${origin}/`));
    expect(directiveOf(own, "form-action")).toBe(`form-action 'self' ${PROVIDER}`);
    expect(directiveOf(header, "form-action")).toBe(`form-action 'self' ${PROVIDER}`);
    const { page: search } = await policiesOf(await page.request.get(`${origin}/search`));
    expect(directiveOf(search, "form-action")).toBe(`form-action 'self' ${PROVIDER}`);
    const { page: embed } = await policiesOf(await page.request.get(`${origin}/embed`));
    expect(directiveOf(embed, "form-action")).toBe("form-action 'none'");

    await waitForHydration(page);
    expect(toProvider).toEqual([]);
    // The browser itself refuses an address that is not one.
    await field.fill("not an address");
    await signup.getByRole("button", { name: "Sign up" }).click();
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    expect(posted).toEqual([]);

    await field.fill("reader@example.org");
    await signup.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("heading", { name: "Thanks" })).toBeVisible();
    expect(page.url()).toBe(NEWSLETTER_URL);
    expect(posted).toEqual([{ method: "POST", body: "email=reader%40example.org" }]);
  });

  test("the Spanish pages ask in Spanish", async ({ page }) => {
    await page.goto(`${origin}/es`);
    const signup = page.getByRole("region", { name: "Recibe las historias nuevas por correo" });
    await expect(signup.getByRole("textbox", { name: "Correo electrónico" })).toBeVisible();
    await expect(signup.getByRole("button", { name: "Suscribirme" })).toBeVisible();
    await expect(signup.getByText(/^Al suscribirte aceptas .* buttondown\.com/)).toBeVisible();
  });
});
