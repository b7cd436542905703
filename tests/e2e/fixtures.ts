import { type APIResponse, test as base, expect, type Page } from "@playwright/test";
import { ROUTE_MANIFEST_PATH } from "../../app/config/constants";
import { readPolicyMeta } from "../../app/framework/page-rewrite.server";

/**
 * The e2e `test`: every page runs with the network cut at localhost (third parties are stubbed
 * per test, never reached), and every test fails if a page threw an uncaught error.
 */

const isLocal = (url: URL) => ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);

export const test = base.extend<{ pageErrors: Error[]; consoleErrors: string[] }>({
  context: async ({ context }, use) => {
    await context.route(
      (url) => !isLocal(url) && url.protocol !== "data:" && url.protocol !== "blob:",
      (route) => route.abort("blockedbyclient"),
    );
    await use(context);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on("pageerror", (error) => errors.push(error));
      await use(errors);
      expect(
        errors.map((e) => e.message),
        "uncaught errors in the page",
      ).toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const messages: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") messages.push(message.text());
    });
    await use(messages);
  },
});

export { expect };

/** The pre-rendered page paths, as the build's route manifest lists them. */
export async function getPrerenderedPaths(page: Page): Promise<string[]> {
  const response = await page.request.get(ROUTE_MANIFEST_PATH);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { routes: string[] }).routes;
}

/** Starts recording every CSP violation the page reports, from its first script on; returns a reader of them. */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/**
 * The policy a response carries: its headers' Content-Security-Policy (the same for every page:
 * framing, plugins, <base>, forms) and its page's own, from the meta element (scripts, and what
 * they may load). A browser enforces both.
 */
export async function policiesOf(response: APIResponse): Promise<{ header: string; page: string }> {
  return {
    header: response.headers()["content-security-policy"] ?? "",
    page: readPolicyMeta(await response.text()) ?? "",
  };
}

/** One directive of a policy (`script-src …`), or undefined. */
export function directiveOf(policy: string, name: string): string | undefined {
  return policy
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));
}

/** Waits until React has hydrated the page, so clicks are handled by the router. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Waits until the page has done what it does by itself once hydrated, so that a test can say
 * something was never requested: its idle-time work has run (an idle callback queued after the
 * page's own has been called), its fonts are in, and every module it preloads (those it warms
 * when idle included) has arrived. A positive signal, where `networkidle` guesses from 500 ms of
 * quiet that a busy machine can give too early.
 */
export async function waitForPageSettled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await page.evaluate(async () => void (await document.fonts.ready));
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const arrived = new Set(performance.getEntriesByType("resource").map((entry) => entry.name));
          const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
          return preloads.map((link) => link.href).filter((href) => !arrived.has(href));
        }),
      { message: "modules the page preloads that have not arrived (resource timing)" },
    )
    .toEqual([]);
}

/** Every event the video players report, as the page's own scripts hear them, from the first script on. */
export async function recordPlayerEvents(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { playerEvents: string[] }).playerEvents = heard;
    for (const name of ["ready", "play", "pause", "ended", "error"]) {
      document.addEventListener(`videoplayer:${name}`, () => heard.push(name));
    }
  });
  return () => page.evaluate(() => (window as unknown as { playerEvents: string[] }).playerEvents);
}

/**
 * Holds the requests `pattern` matches until the returned function is called. page.route() does not
 * see what a service worker answers: a test that holds files runs with the worker blocked.
 */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    // The page may have given up on it meanwhile (a download it stopped).
    await route.continue().catch(() => undefined);
  });
  return release;
}
