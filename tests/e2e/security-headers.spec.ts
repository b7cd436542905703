import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import {
  directiveOf,
  expect,
  getPrerenderedPaths,
  policiesOf,
  recordCspViolations,
  test,
  waitForHydration,
} from "./fixtures";

// The headers every page is served with (written by the build into _headers, applied by the
// server), each page's own policy (a meta element in the page), and that the pages run under
// them without a violation.

async function pageTypes(page: Page): Promise<string[]> {
  const paths = await getPrerenderedPaths(page);
  const contributor = paths.find((p) => /^\/contribuitor\/[^/]+$/.test(p))!;
  const story = paths.find((p) => /^\/contribuitor\/[^/]+\/[^/]+$/.test(p))!;
  return ["/", "/contribuitor", contributor, story, "/search", "/embed", "/no-such-page"];
}

test("every page type is sent a strict Content-Security-Policy and the security headers", async ({ page }) => {
  for (const path of await pageTypes(page)) {
    const response = await page.request.get(path);
    const headers = response.headers();
    const { header: policy, page: own } = await policiesOf(response);
    const scriptSrc = directiveOf(own, "script-src") ?? "";
    // The 404 page runs no script: 'none'.
    expect(scriptSrc, path).toMatch(/^script-src (?:'sha256-|'none'$)/);
    expect(scriptSrc, path).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(own, path).toContain("object-src 'none'");
    // Pagefind compiles WebAssembly on the search page, and only there (SEARCH_PAGE_SCRIPT_SOURCES).
    if (path === "/search") expect(scriptSrc, path).toContain("'wasm-unsafe-eval'");
    else expect(own, path).not.toContain("wasm");
    expect(policy, path).not.toContain("wasm");
    // Built without GTM_ID: nothing of Google's is allowed.
    expect(own, path).not.toContain("google");
    expect(policy, path).toContain("object-src 'none'");
    expect(policy, path).toContain("base-uri 'none'");
    expect(headers["strict-transport-security"], path).toBe("max-age=31536000");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    if (path === "/embed") {
      expect(policy).toContain("frame-ancestors *");
      expect(headers["x-frame-options"]).toBeUndefined();
    } else {
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
    }
  }
});

test("no page breaks its policy: loading, hydrating, navigating and playing a video", async ({ page }) => {
  // A page of each type loaded and hydrated in turn: 21 s of the default 30 on a loaded machine.
  test.setTimeout(120_000);
  const violations = await recordCspViolations(page);
  for (const path of await pageTypes(page)) {
    await page.goto(path);
    if (path !== "/no-such-page") await waitForHydration(page);
    expect(await violations(), path).toEqual([]);
  }
  await page.goto("/");
  await waitForHydration(page);
  await page
    .getByRole("button", { name: /^Play video: / })
    .first()
    .click();
  await expect(page.locator("figure.video").first()).toHaveAttribute("data-player-state", /^(ready|playing)$/);
  await page.getByRole("link", { name: "Contributors" }).first().click();
  await expect(page).toHaveURL(/\/contribuitor$/);
  expect(await violations()).toEqual([]);
});

test("any site may frame the embed view, and no site may frame the others", async ({ page, baseURL }) => {
  // A partner's article on another origin: a second server on this machine.
  const partner = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(`<!DOCTYPE html><html lang="en"><title>Partner</title>
      <iframe title="embed" src="${baseURL}/embed"></iframe>
      <iframe title="home" src="${baseURL}/"></iframe></html>`);
  });
  await new Promise<void>((resolve) => partner.listen(0, "127.0.0.1", resolve));
  try {
    const framed: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "document") framed.push(new URL(response.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${(partner.address() as AddressInfo).port}/`);
    const embed = page.frameLocator('iframe[title="embed"]');
    await expect(embed.getByRole("heading", { level: 1 })).toBeVisible();
    // The home page's document arrived, and the browser refused to show it.
    await expect.poll(() => framed).toContain("/");
    await expect
      .poll(async () =>
        (await page.locator('iframe[title="home"]').elementHandle())?.contentFrame().then((f) => f?.url()),
      )
      .toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe[title="home"]').getByRole("heading", { level: 1 })).toHaveCount(0);
  } finally {
    partner.close();
  }
});
