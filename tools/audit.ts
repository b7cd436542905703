// npm run audit: the production build (BUILD_DIR, default build/) served by the project's own
// server on 127.0.0.1, checked with the tools the field trusts, figures printed:
//   linkinator  every link, recursively from /: no broken internal link (other hosts skipped)
//   vnu         every pre-rendered page and 404.html: no HTML error
//   axe-core    every pre-rendered page and the 404 page: no violation
//   Lighthouse  one page of each type, mobile defaults, median of 3 runs, judged against the
//               thresholds in audit/lighthouse.ts on what does not follow the machine's load:
//               accessibility, best practices, SEO, CLS, the simulated first and largest paints
// No request may leave this machine: Chromium's traffic to any other host goes to a guard that
// records and refuses it, and any such request fails the audit.
// Options: --only=links,vnu,axe,lighthouse (default: all)   --runs=N (Lighthouse runs per page, default 3)
import path from "node:path";
import { runAxe } from "./audit/axe";
import { startEgressGuard } from "./audit/egress-guard";
import { launchDebuggableChromium } from "./audit/chromium";
import { auditPage, formatLighthouseTable, type LighthousePage, type PageSummary } from "./audit/lighthouse";
import { checkLinks } from "./audit/links";
import { buildClientDir, serveBuild } from "./audit/serve";
import { checkJava, runVnu } from "./audit/vnu";
import { firstContributorPage, firstStoryPage, pageHtmlFile, readBuiltPages } from "../scripts/lib/built-pages";
import { LOCALES, SOURCE_LOCALE } from "../app/i18n/locale";
import { pathInLocale, searchPath } from "../app/addresses/site-paths";

const CHECKS = ["links", "vnu", "axe", "lighthouse"] as const;
type Check = (typeof CHECKS)[number];

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

const only = (option("only")?.split(",") ?? [...CHECKS]) as Check[];
for (const check of only)
  if (!CHECKS.includes(check)) throw new Error(`Unknown check ${check}: use ${CHECKS.join(", ")}`);
const runs = Number(option("runs") ?? 3);

/** A path no page has: the server answers it with 404.html and status 404. */
const NOT_FOUND_PROBE = "/audit-no-such-page";

/**
 * The search page with results, in each language (axe): a word of the sample content's stories in
 * each; with other content it may find nothing, and the page is checked with its message instead.
 */
const SEARCH_PROBES = [searchPath("en", "school"), searchPath("es", "escuela")];

const failures: string[] = [];
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const heading = (title: string) => console.log(`\n--- ${title}`);

if (only.includes("vnu")) console.log(`Java: ${checkJava()}`);
const clientDir = buildClientDir();
const built = readBuiltPages(clientDir);
const routes = built.all;
const site = await serveBuild(clientDir);
const guard = await startEgressGuard();
console.log(`Auditing ${path.relative(process.cwd(), clientDir)}/ (${routes.length} pages) at ${site.origin}`);

try {
  if (only.includes("links")) {
    heading("links (linkinator, recursive from /)");
    const started = performance.now();
    const report = await checkLinks(site.origin);
    console.log(
      `${report.checked} links checked: ${report.ok} ok, ${report.broken.length} broken, ${report.skipped} skipped (${report.external.length} on other hosts, not fetched) in ${seconds(started)}`,
    );
    for (const link of report.broken) {
      failures.push(`broken link ${link.url} (${link.status ?? "no response"}) on ${link.parent ?? "?"}`);
      console.log(`  BROKEN ${link.url} (${link.status ?? "no response"}) on ${link.parent ?? "?"}`);
    }
  }

  if (only.includes("vnu")) {
    heading("HTML (W3C Nu HTML Checker)");
    const started = performance.now();
    const files = [
      ...routes.map((route) => path.join(clientDir, pageHtmlFile(route))),
      ...built.redirects.map((route) => path.join(clientDir, pageHtmlFile(route))),
      path.join(clientDir, "404.html"),
    ];
    const report = runVnu(files);
    console.log(
      `${report.files} files checked: ${report.errors.length} errors, ${report.warnings.length} warnings in ${seconds(started)}` +
        (report.lagging.length
          ? ` (${report.lagging.length} on markup the standard allows and vnu does not know yet)`
          : ""),
    );
    for (const message of [...report.errors, ...report.warnings]) {
      const file = message.url ? path.relative(clientDir, new URL(message.url).pathname) : "?";
      const kind = message.type === "info" ? "warning" : "ERROR";
      console.log(`  ${kind} ${file}:${message.lastLine ?? "?"} ${message.message}`);
    }
    for (const error of report.errors) failures.push(`HTML error: ${error.message} (${error.url ?? "?"})`);
  }

  if (only.includes("axe")) {
    heading("accessibility (axe-core)");
    const started = performance.now();
    const report = await runAxe(site.origin, [...routes, ...SEARCH_PROBES, NOT_FOUND_PROBE], guard.chromiumArgs);
    const total = report.pages.reduce((sum, p) => sum + p.violations.length, 0);
    console.log(`${report.pages.length} pages checked: ${total} violations in ${seconds(started)}`);
    for (const page of report.pages) {
      const expected = page.path === NOT_FOUND_PROBE ? 404 : 200;
      if (page.status !== expected) failures.push(`${page.path} answered ${page.status}, not ${expected}`);
      console.log(`  ${page.path} (${page.status}): ${page.violations.length} violations, ${page.passes} rules passed`);
      for (const v of page.violations) {
        console.log(`    ${v.impact} ${v.id} (${v.nodes} elements): ${v.help}`);
        failures.push(`axe ${v.id} on ${page.path}: ${v.help}`);
      }
    }
    for (const url of report.foreignRequests) failures.push(`a page requested ${url} (axe run)`);
  }

  if (only.includes("lighthouse")) {
    heading(`Lighthouse (mobile, simulated throttling, ${runs} runs a page)`);
    const started = performance.now();
    // One page of each type in each language the build has.
    const pages: LighthousePage[] = LOCALES.flatMap((locale) => {
      const suffix = locale === SOURCE_LOCALE ? "" : ` (${locale})`;
      const home = pathInLocale(built.home, locale);
      if (!built.all.includes(home)) return [];
      return [
        { type: `home${suffix}`, path: home },
        { type: `contributor index${suffix}`, path: pathInLocale(built.contributorIndex, locale) },
        { type: `a contributor${suffix}`, path: pathInLocale(firstContributorPage(built), locale) },
        { type: `a story${suffix}`, path: pathInLocale(firstStoryPage(built), locale) },
        { type: `search${suffix}`, path: pathInLocale(built.search, locale) },
        { type: `embed (noindex)${suffix}`, path: pathInLocale(built.embed, locale), skipSeo: true },
      ];
    });
    const chromium = await launchDebuggableChromium(guard.chromiumArgs);
    const summaries: PageSummary[] = [];
    try {
      for (const page of pages) summaries.push(await auditPage(site.origin, chromium.port, page, runs));
    } finally {
      await chromium.close();
    }
    console.log(formatLighthouseTable(summaries));
    for (const summary of summaries) {
      for (const failure of summary.failures) failures.push(`Lighthouse ${failure}`);
      const lost = [...new Set(summary.runs.flatMap((r) => r.failedAudits))];
      if (lost.length > 0) console.log(`  ${summary.page.path} lost points on: ${lost.join("; ")}`);
    }
    console.log(`in ${seconds(started)}`);
  }
} finally {
  await site.close();
  await guard.close();
}

heading("requests to other hosts");
console.log(`${guard.attempts.length} (every one is refused, and fails the audit)`);
for (const attempt of guard.attempts) {
  console.log(`  ${attempt}`);
  failures.push(`Chromium tried to reach another host: ${attempt}`);
}

if (failures.length > 0) {
  console.log(`\nAudit FAILED (${failures.length}):`);
  for (const failure of failures) console.log(`  - ${failure}`);
  process.exit(1);
}
console.log(`\nAudit passed: ${only.join(", ")}.`);
