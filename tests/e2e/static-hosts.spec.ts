import { readFileSync } from "node:fs";
import path from "node:path";
import { HEADERS_FILE } from "../../server/headers-file";
import { NOT_FOUND_PAGES } from "../../server/not-found-pages";
import { REDIRECTS_FILE } from "../../scripts/postbuild/redirect-pages";
import { startCloudflarePages } from "../../support/cloudflare-pages";
import { findNginx, startNginx } from "../../support/nginx";
import { expect, recordCspViolations, test, waitForHydration } from "./fixtures";
import { waitForWorker } from "./service-worker";
import {
  expectCacheRules,
  expectContentTypes,
  expectServiceWorkerServed,
  expectCompressed,
  expectFeeds,
  expectHostFilesHidden,
  expectLegacyRedirects,
  expectNotFoundPages,
  expectPageHeaders,
  pageTypes,
  readManifest,
  type StaticHost,
} from "./static-host-expectations";

// The one build, served by each host the README names, held to the same expectations
// (static-host-expectations.ts): the project's server (the reference, which the other browser
// tests use), nginx with deploy/nginx.conf, and Cloudflare Pages' own runtime reading the build's
// `_headers` and `_redirects`. Each host starts once, for its tests in order, and is stopped
// whatever happens.

const CLIENT_DIR = path.join(path.resolve(process.env.BUILD_DIR ?? "build"), "client");
const nginx = findNginx();
/** A story with a video, saved for offline without it. */
const SAVED_STORY = "/contribuitor/tomas-herrera/the-long-way-to-class";

interface RunningHost {
  origin: string;
  stop: () => Promise<void>;
  log?: () => string;
}

interface HostSetup {
  name: string;
  notFoundWithPageHeaders: boolean;
  compresses: boolean;
  start: (reference: string) => Promise<RunningHost>;
  /** Why this host cannot run here, if it cannot. */
  missing?: string;
}

const CLOUDFLARE_PAGES: HostSetup = {
  name: "Cloudflare Pages (wrangler pages dev)",
  notFoundWithPageHeaders: false,
  compresses: false,
  start: () => startCloudflarePages(CLIENT_DIR),
};

const HOSTS: HostSetup[] = [
  {
    name: "the project's server",
    notFoundWithPageHeaders: true,
    compresses: true,
    start: async (reference) => ({ origin: reference, stop: async () => {} }),
  },
  {
    // Only where nginx is installed (npm test installs it on Debian as root, as it does Chromium).
    name: "nginx with deploy/nginx.conf",
    notFoundWithPageHeaders: true,
    compresses: true,
    start: () => startNginx(nginx!, CLIENT_DIR),
    missing: nginx ? undefined : "nginx is not installed here",
  },
  CLOUDFLARE_PAGES,
];

/** The rules in a `_headers` or `_redirects` file: its lines that are not indented, blank or comments. */
const rulesIn = (file: string) =>
  readFileSync(path.join(CLIENT_DIR, file), "utf8")
    .split("\n")
    .filter((line) => /^[^\s#]/.test(line));

for (const setup of HOSTS) {
  test.describe(setup.name, () => {
    test.describe.configure({ mode: "serial" });
    let running: RunningHost | undefined;
    let host: StaticHost;

    test.beforeAll(async () => {
      if (setup.missing) return;
      const testInfo = test.info();
      // workerd's first start on a loaded 2-core machine takes tens of seconds; the start waits
      // for the host to answer, and fails with its output, well inside this.
      testInfo.setTimeout(150_000);
      running = await setup.start(testInfo.project.use.baseURL!);
      host = {
        name: setup.name,
        origin: running.origin,
        notFoundWithPageHeaders: setup.notFoundWithPageHeaders,
        compresses: setup.compresses,
      };
    });

    test.afterAll(async () => {
      await running?.stop();
    });

    test.beforeEach(() => {
      test.skip(Boolean(setup.missing), `${setup.missing}; the project's server is tested everywhere`);
    });

    test("sends each page type its headers, in both languages", async ({ baseURL }) => {
      await expectPageHeaders(host, baseURL!);
    });

    test("caches /assets/ for good and revalidates pages, payloads and /routes.json", async ({ baseURL }) => {
      await expectCacheRules(host, baseURL!);
    });

    test("sends every kind of file with its media type", async ({ baseURL }) => {
      await expectContentTypes(host, baseURL!);
    });

    test("serves the service worker revalidated at every check", async () => {
      await expectServiceWorkerServed(host);
    });

    test("serves the feeds with their types, revalidated and compressed", async ({ baseURL }) => {
      await expectFeeds(host, baseURL!);
    });

    // Cloudflare compresses at its edge, which its local runtime does not reproduce.
    if (setup.compresses) {
      test("compresses pages, payloads and feeds for browsers and for clients without Brotli", async ({ baseURL }) => {
        await expectCompressed(host, baseURL!);
      });
    }

    test("redirects the legacy paths with a 308, in both languages", async ({ baseURL }) => {
      await expectLegacyRedirects(host, baseURL!);
    });

    test("answers unknown paths with the 404 page of their language and status 404", async ({ baseURL }) => {
      await expectNotFoundPages(host, baseURL!);
    });

    test("does not serve _headers or _redirects", async () => {
      await expectHostFilesHidden(host);
    });

    if (setup === CLOUDFLARE_PAGES) {
      test("reads every rule of _headers and _redirects but the 404 lines, which it has no status for", async () => {
        const log = running!.log!();
        expect(log).toContain(`Parsed ${rulesIn(HEADERS_FILE).length} valid header rules`);
        expect(log).toContain(`Parsed ${rulesIn(REDIRECTS_FILE).length - NOT_FOUND_PAGES.length} valid redirect rules`);
        expect(log).toContain(`Found ${NOT_FOUND_PAGES.length} invalid redirect rules`);
        expect(log.match(/Got 404\./g)).toHaveLength(NOT_FOUND_PAGES.length);
      });
    }

    test("a reader's browser loads, hydrates and navigates the site under its policies", async ({ page, baseURL }) => {
      const violations = await recordCspViolations(page);
      const contributor = pageTypes(await readManifest(baseURL!)).find((p) => p.startsWith("/contribuitor/"))!;
      const response = await page.goto(`${host.origin}${contributor}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await page.getByRole("link", { name: "Contributors" }).first().click();
      await expect(page).toHaveURL(`${host.origin}/contribuitor`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await violations()).toEqual([]);
    });

    test("a reader saves a story for offline and reads it with the network off; another page shows the offline page", async ({
      page,
      context,
    }) => {
      const violations = await recordCspViolations(page);
      await page.goto(`${host.origin}${SAVED_STORY}`);
      await waitForWorker(page);
      const title = (await page.locator("h1").textContent())!.trim();
      await page.getByRole("button", { name: "Save for offline" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Saved for offline reading" })).toBeVisible();

      await context.setOffline(true);
      await page.reload();
      await expect(page.locator("h1")).toHaveText(title);
      await page.goto(`${host.origin}/contribuitor`);
      await expect(page).toHaveURL(/\/offline\?from=%2Fcontribuitor$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You’re offline");
      await expect(page.getByRole("link", { name: title })).toBeVisible();
      expect(await violations()).toEqual([]);
    });
  });
}
