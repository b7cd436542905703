// npm run bench:ready: when a page is shown and when it works, in real Chromium on a slow phone.
// Chromium (Playwright's launcher, the project's flags) runs with its CPU 4x slower and a slow
// network (DevTools protocol: 1.6 Mbps down, 750 kbps up, 150 ms round trip), a 412x823 phone
// viewport, and a fresh context (empty cache) per load. Each page is loaded from three builds,
// alternated in every run so the three meet the same machine load:
//   site   the build (BUILD_DIR, default build/), as it ships;
//   plain  the same pages as React Router writes them, without our post-build rewrite of its
//          bootstrap (built here with HYDRATION_REWRITE=off, or --plain=<build dir>);
//   anchor the bare React Router 7 pre-rendered app (tests/fixtures/bare-prerender-app).
// For each load it reads first contentful paint, largest contentful paint, `load`, and hydration:
// on the site and plain builds the moment the root layout marks the document hydrated (after
// React's commit, data-hydrated="true"); on the anchor, which marks nothing, the moment its h1 gets
// React's fiber. Prints medians of N runs per page and build, the ratios to the anchor and to the
// plain build, and exits non-zero when a goal (GOALS) is missed on the site.
// Options: --runs=N (default 5)   --pages=home,index,contributor,story,embed,es   --plain=<build dir>
//          --smoke (npm test: one run of home, the goals not judged)
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, type CDPSession, chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumVersion, ensureChromium } from "../../support/chromium";
import { removeBareAppBuild } from "../../support/bare-app";
import { readBuiltPages } from "../../scripts/lib/built-pages";
import { precompress } from "../../scripts/upload/precompress";
import { HEADERS_FILE } from "../../server/headers-file";
import { startEgressGuard } from "../audit/egress-guard";
import { median } from "../lib/median";
import { buildClientDir, serveBuild } from "../audit/serve";
import { buildAnchor } from "./anchor";
import { type Target, benchTargets } from "./lighthouse";
import { isMain } from "../lib/is-main";
import { formatTextTable } from "../lib/text-table";
import { option, pagesOption, runsOption } from "./options";
import { listenToBinding, openOnSlowPhone } from "./slow-phone";

/** Issue 33's goals, on the site's medians. */
export const GOALS = { fcpMs: 1000, lcpMs: 1200, hydratedAfterFcpMs: 1000 } as const;

export interface ReadyFigures {
  fcpMs: number;
  lcpMs: number;
  loadMs: number;
  hydratedMs: number;
}

/** How long a load may take to hydrate before the run fails. */
const HYDRATION_TIMEOUT_MS = 120_000;
/** The DevTools binding the probe reports through. */
const REPORT_BINDING = "__reportReady";

// Runs in the page before its own scripts. Paints from the Paint Timing and LCP APIs; hydration
// from the document's data-hydrated attribute, or for the anchor the h1's React fiber, looked for
// on every frame until found (a check of one element's own keys: microseconds); once the page is
// hydrated and its `load` has ended, the figures go out through a DevTools binding.
//
// The benchmark never evaluates anything in the page before then. Playwright's waitForFunction
// (and any locator) first installs Playwright's own script in the page, about 30 ms of main-thread
// work at 4x, which it did right after `load`: in the window in which our pages request their
// hydration code, which they do after the first paint, and pushed the requests back
// (docs/decisions/035).
const PROBE = `
  window.__ready = { fcp: 0, lcp: 0, hydrated: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") window.__ready.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__ready.lcp = e.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const look = () => {
    if (!window.__ready.hydrated) {
      const h1 = document.querySelector("h1");
      const marked = document.documentElement.dataset.hydrated === "true";
      const fiber = h1 !== null && Object.keys(h1).some((key) => key.startsWith("__reactFiber"));
      if (window.__readySignal === "fiber" ? fiber : marked) window.__ready.hydrated = performance.now();
    }
    const navigation = window.__ready.hydrated ? performance.getEntriesByType("navigation")[0] : undefined;
    if (!navigation || !(navigation.loadEventEnd > 0)) return requestAnimationFrame(look);
    const { fcp, lcp, hydrated } = window.__ready;
    window.${REPORT_BINDING}(JSON.stringify({ fcpMs: fcp, lcpMs: lcp, loadMs: navigation.loadEventEnd, hydratedMs: hydrated }));
  };
  requestAnimationFrame(look);
`;

type Signal = "marked" | "fiber";

/** The figures the probe reports through REPORT_BINDING on `cdp`; `stop` ends the wait's timer. */
async function awaitReport(cdp: CDPSession, url: string) {
  let reported: (figures: ReadyFigures) => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const figures = new Promise<ReadyFigures>((resolve, reject) => {
    reported = resolve;
    failed = reject;
  });
  // Rejected while the load is still going, it is awaited only after it: not an unhandled rejection.
  figures.catch(() => undefined);
  await listenToBinding(cdp, REPORT_BINDING, (payload) => reported(JSON.parse(payload) as ReadyFigures));
  const timer = setTimeout(
    () => failed(new Error(`${url}: not hydrated within ${HYDRATION_TIMEOUT_MS / 1000} s`)),
    HYDRATION_TIMEOUT_MS,
  );
  return { figures, stop: () => clearTimeout(timer) };
}

async function measureLoad(browser: Browser, url: string, signal: Signal): Promise<ReadyFigures> {
  let report: Awaited<ReturnType<typeof awaitReport>> | undefined;
  try {
    const { context } = await openOnSlowPhone(
      browser,
      url,
      (context) => context.addInitScript(`window.__readySignal = ${JSON.stringify(signal)};${PROBE}`),
      async (_page, cdp) => {
        report = await awaitReport(cdp, url);
      },
    );
    try {
      return await report!.figures;
    } finally {
      await context.close();
    }
  } finally {
    report?.stop();
  }
}

/** Each miss of the site's medians against GOALS, as a sentence. */
export function missedReadyGoals(name: string, site: ReadyFigures): string[] {
  const missed: string[] = [];
  const ms = (value: number) => `${Math.round(value)} ms`;
  if (!(site.fcpMs <= GOALS.fcpMs)) missed.push(`${name}: FCP ${ms(site.fcpMs)} > ${GOALS.fcpMs} ms`);
  if (!(site.lcpMs <= GOALS.lcpMs)) missed.push(`${name}: LCP ${ms(site.lcpMs)} > ${GOALS.lcpMs} ms`);
  if (!(site.hydratedMs - site.fcpMs <= GOALS.hydratedAfterFcpMs))
    missed.push(`${name}: hydrated ${ms(site.hydratedMs - site.fcpMs)} after FCP > ${GOALS.hydratedAfterFcpMs} ms`);
  return missed;
}

export function medianReady(runs: ReadyFigures[]): ReadyFigures {
  return {
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    loadMs: median(runs.map((r) => r.loadMs)),
    hydratedMs: median(runs.map((r) => r.hydratedMs)),
  };
}

/** Builds the site with React Router's bootstrap as it writes it, into `buildDir`; returns its client folder. */
async function buildPlain(buildDir: string): Promise<string> {
  console.log(`building the plain variant (HYDRATION_REWRITE=off) into ${buildDir}…`);
  const built = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
    env: { ...process.env, BUILD_DIR: buildDir, HYDRATION_REWRITE: "off" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (built.status !== 0) throw new Error("The plain variant did not build");
  const clientDir = path.join(buildDir, "client");
  await withoutScriptPolicy(clientDir);
  return clientDir;
}

const POLICY_HEADER = /^\s*Content-Security-Policy:.*$/gm;
const POLICY_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/;

/**
 * The plain variant without our Content-Security-Policy: React Router's bootstrap imports route
 * modules straight from an inline script, which the policy's 'strict-dynamic' refuses (the reason
 * our rewrite inserts them instead). The variant measures React Router's page, not our policy.
 */
async function withoutScriptPolicy(clientDir: string): Promise<void> {
  const headers = path.join(clientDir, HEADERS_FILE);
  writeFileSync(headers, readFileSync(headers, "utf8").replace(POLICY_HEADER, ""));
  for (const name of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    if (!name.endsWith(".html")) continue;
    const file = path.join(clientDir, name);
    const html = readFileSync(file, "utf8");
    if (POLICY_META.test(html)) writeFileSync(file, html.replace(POLICY_META, ""));
  }
  // Every file compressed again, the changed pages among them (precompress.ts).
  await precompress(clientDir);
}

type Builds = Record<"site" | "plain" | "anchor", string>;
type ReadyResults = Map<string, Record<keyof Builds, ReadyFigures[]>>;

/** Each target loaded from the three builds, `runs` times, alternating which goes first; returns the hosts Chromium tried to reach. */
async function measureBuilds(builds: Builds, targets: Target[], runs: number, results: ReadyResults) {
  const served = {
    site: await serveBuild(builds.site),
    plain: await serveBuild(builds.plain),
    anchor: await serveBuild(builds.anchor),
  };
  const guard = await startEgressGuard();
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: [...CHROMIUM_ARGS, ...guard.chromiumArgs],
  });
  try {
    console.log(
      `${chromiumVersion()}; CPU 4x slower, network 1.6 Mbps / 750 kbps / 150 ms, 412x823; ${runs} run${runs === 1 ? "" : "s"}, alternated`,
    );
    const orders = [
      ["site", "plain", "anchor"],
      ["plain", "anchor", "site"],
      ["anchor", "site", "plain"],
    ] as const;
    for (let run = 0; run < runs; run++) {
      for (const target of targets) {
        for (const which of orders[run % orders.length]!) {
          const url = `${served[which].origin}${which === "anchor" ? target.anchor : target.site}`;
          const figures = await measureLoad(browser, url, which === "anchor" ? "fiber" : "marked");
          results.get(target.name)![which].push(figures);
        }
      }
      console.log(`run ${run + 1} of ${runs} done`);
    }
  } finally {
    await browser.close();
    await Promise.all([served.site.close(), served.plain.close(), served.anchor.close(), guard.close()]);
  }
  return guard.attempts;
}

/** Prints the medians and each run, site against plain and anchor; returns the goals missed. */
function printReady(targets: Target[], results: ReadyResults): string[] {
  const s = (ms: number) => (ms / 1000).toFixed(2);
  const missed: string[] = [];
  const rows = targets.map(({ name, site: sitePath }) => {
    const runsOf = results.get(name)!;
    const [site, plain, anchor] = [medianReady(runsOf.site), medianReady(runsOf.plain), medianReady(runsOf.anchor)];
    missed.push(...missedReadyGoals(name, site));
    const triple = (key: keyof ReadyFigures) => `${s(site[key])} / ${s(plain[key])} / ${s(anchor[key])}`;
    const after = (f: ReadyFigures) => s(f.hydratedMs - f.fcpMs);
    return [
      name,
      sitePath,
      triple("fcpMs"),
      triple("lcpMs"),
      triple("loadMs"),
      triple("hydratedMs"),
      `${after(site)} / ${after(plain)} / ${after(anchor)}`,
      `${(site.hydratedMs / anchor.hydratedMs).toFixed(2)} / ${(site.hydratedMs / plain.hydratedMs).toFixed(2)}`,
    ];
  });
  console.log(
    `\nmedians, seconds: site / plain (React Router's own bootstrap) / anchor (bare React Router app)\n${formatTextTable(
      ["page", "path", "FCP", "LCP", "load", "hydrated", "hydrated - FCP", "hydrated: site/anchor, site/plain"],
      rows,
    )}`,
  );
  for (const target of targets) {
    const runsOf = results.get(target.name)!;
    const list = (figures: ReadyFigures[]) => figures.map((f) => `${s(f.fcpMs)}→${s(f.hydratedMs)}`).join(", ");
    console.log(
      `${target.name}: FCP→hydrated per run, site ${list(runsOf.site)}; plain ${list(runsOf.plain)}; anchor ${list(runsOf.anchor)}`,
    );
  }
  console.log(
    `goals (site, medians): FCP <= ${GOALS.fcpMs} ms, LCP <= ${GOALS.lcpMs} ms, hydrated <= FCP + ${GOALS.hydratedAfterFcpMs} ms`,
  );
  return missed;
}

async function main() {
  const { smoke, runs } = runsOption(5);
  const clientDir = buildClientDir();
  const targets = pagesOption(benchTargets(readBuiltPages(clientDir)), (t) => !smoke || t.name === "home");

  const ownPlain = option("plain") === undefined;
  const plainBuild = option("plain") ?? `build.plain-${process.pid}`;
  const anchorBuild = `build.ready-${process.pid}`;
  const builds: Builds = { site: clientDir, plain: "", anchor: "" };
  const results: ReadyResults = new Map(targets.map((t) => [t.name, { site: [], plain: [], anchor: [] }]));
  let attempts: string[] = [];
  try {
    builds.plain = ownPlain ? await buildPlain(plainBuild) : path.join(path.resolve(plainBuild), "client");
    if (!existsSync(builds.plain)) throw new Error(`--plain=${plainBuild}: no client folder there`);
    if (!ownPlain) await withoutScriptPolicy(builds.plain);
    builds.anchor = await buildAnchor(anchorBuild);
    attempts = await measureBuilds(builds, targets, runs, results);
  } finally {
    removeBareAppBuild(anchorBuild);
    if (ownPlain) rmSync(plainBuild, { recursive: true, force: true });
  }

  const missed = printReady(targets, results);
  const failures = attempts.map((a) => `Chromium tried to reach another host: ${a}`);
  for (const f of failures) console.log(`FAILED: ${f}`);
  if (smoke) console.log(`smoke run: goals not judged (${missed.length} missed on this machine now)`);
  else if (missed.length > 0) console.log(`Goals MISSED:\n${missed.map((m) => `  - ${m}`).join("\n")}`);
  else console.log("Goals met.");
  process.exitCode = failures.length > 0 || (!smoke && missed.length > 0) ? 1 : 0;
}

if (isMain(import.meta.url)) await main();
