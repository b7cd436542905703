// bench:build's proof at size: the build it made, served by Cloudflare Pages' own runtime
// (`wrangler pages dev`, as tests/e2e/static-hosts.spec.ts starts it), and a sample of each type of
// page in each language asked for: each must arrive with its own policy (the meta element) and the
// headers `_headers` gives it, and each legacy path must redirect to its page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { LOCALES } from "../../app/i18n/locale";
import {
  contributorIndexPath,
  contributorSlugOf,
  embedPath,
  homePath,
  localeOfPath,
  searchPath,
  storySlugsOf,
} from "../../app/addresses/site-paths";
import { readPolicyMeta } from "../../app/framework/page-rewrite.server";
import { headerPolicy } from "../../scripts/lib/security-headers";
import { readBuiltPages } from "../../scripts/lib/built-pages";
import { HEADERS_FILE } from "../../server/headers-file";
import { REDIRECTS_FILE } from "../../scripts/postbuild/redirect-pages";
import { startCloudflarePages } from "../../support/cloudflare-pages";

/** Pages asked for of each type in each language (all of them where there are fewer). */
export const SAMPLE = 50;

/** `count` items spread evenly over `items`, first and last included. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}

const rulesIn = (file: string) =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => /^[^\s#]/.test(line)).length;

/** What a page must arrive with: its policy in the page, scripts by hash or none, and the headers. */
async function pageProblems(origin: string, pagePath: string): Promise<string[]> {
  const response = await fetch(`${origin}${pagePath}`, { redirect: "manual" });
  const problems: string[] = [];
  if (response.status !== 200) return [`${pagePath}: status ${response.status}`];
  const policy = readPolicyMeta(await response.text());
  if (!policy || !/script-src (?:'sha256-|'none')/.test(policy)) problems.push(`${pagePath}: no policy meta element`);
  const embed = pagePath === embedPath(localeOfPath(pagePath));
  const expected: Record<string, string | null> = {
    "content-security-policy": headerPolicy(embed),
    "x-frame-options": embed ? null : "DENY",
    "cross-origin-opener-policy": embed ? null : "same-origin",
    "strict-transport-security": "max-age=31536000",
    "x-content-type-options": "nosniff",
  };
  for (const [name, value] of Object.entries(expected)) {
    if (response.headers.get(name) !== value)
      problems.push(`${pagePath}: ${name} is ${response.headers.get(name)}, not ${value}`);
  }
  return problems;
}

async function redirectProblems(origin: string, from: string, to: string): Promise<string[]> {
  const response = await fetch(`${origin}${from}`, { redirect: "manual" });
  const location = new URL(response.headers.get("location") ?? "", origin).pathname;
  return response.status === 308 && location === to
    ? []
    : [`${from}: ${response.status} to ${location}, not 308 to ${to}`];
}

export interface CloudflarePagesCheck {
  lines: string[];
  problems: string[];
}

/** Serves `clientDir` with Cloudflare's runtime and asks it for the sample. */
export async function checkOnCloudflarePages(clientDir: string): Promise<CloudflarePagesCheck> {
  const pages = readBuiltPages(clientDir);
  const manifest = JSON.parse(readFileSync(path.join(clientDir, "routes.json"), "utf8")) as {
    redirects: Record<string, string>;
  };
  const started = performance.now();
  // Its start reads every file of the build: minutes for a large build on a loaded machine.
  const host = await startCloudflarePages(clientDir, { readyWithinMs: 600_000 });
  const startMs = performance.now() - started;
  const lines = [
    `_headers: ${rulesIn(path.join(clientDir, HEADERS_FILE))} rules, _redirects: ${rulesIn(path.join(clientDir, REDIRECTS_FILE))} rules; wrangler pages dev ready in ${(startMs / 1000).toFixed(1)} s`,
  ];
  const problems: string[] = [];
  try {
    for (const locale of LOCALES) {
      const inLocale = (page: string) => localeOfPath(page) === locale;
      const contributors = pages.all.filter((page) => contributorSlugOf(page, locale) !== undefined);
      const stories = pages.all.filter((page) => storySlugsOf(page, locale) !== undefined);
      const legacy = Object.entries(manifest.redirects).filter(([from]) => inLocale(from));
      const groups: [string, (() => Promise<string[]>)[]][] = [
        [
          "home, contributor index, embed, search",
          [homePath(undefined, locale), contributorIndexPath(locale), embedPath(locale), searchPath(locale)].map(
            (page) => () => pageProblems(host.origin, page),
          ),
        ],
        ["contributor pages", spread(contributors, SAMPLE).map((page) => () => pageProblems(host.origin, page))],
        ["story pages", spread(stories, SAMPLE).map((page) => () => pageProblems(host.origin, page))],
        [
          "legacy paths",
          spread(legacy, SAMPLE).map(
            ([from, to]) =>
              () =>
                redirectProblems(host.origin, from, to),
          ),
        ],
      ];
      for (const [name, checks] of groups) {
        const results: string[][] = [];
        // One at a time: workerd on a loaded 2-core machine, and the figures are counts, not speed.
        for (const check of checks) results.push(await check());
        const failed = results.filter((r) => r.length > 0);
        problems.push(...failed.flat());
        lines.push(`${locale}: ${name}: ${results.length - failed.length} of ${results.length} as expected`);
      }
    }
  } finally {
    await host.stop();
  }
  return { lines, problems };
}
