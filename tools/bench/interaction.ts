// npm run bench:interaction: how long a reader on a cheap phone waits for the page to answer a tap.
// The build (BUILD_DIR, default build/) is served by the project's server on this machine; Chromium
// (Playwright's launcher, the project's flags) runs with its CPU slowed 4x and a slow network
// (DevTools protocol: Emulation.setCPUThrottlingRate, Network.emulateNetworkConditions). Each tap
// is made in a fresh browser context, 0, 250 or 1000 ms after the page's `load` event, and timed
// with the Event Timing API: the longest of the tap's pointerdown / pointerup / click entries (the
// time from the tap to the next paint after its handlers ran; entries under 16 ms are not
// reported, so "< 16" is shown). Prints the median of N runs per page, target and delay, and exits
// non-zero when one is over GOAL_MS. No request may leave the machine.
// Options: --runs=N (default 3)   --delays=0,250,1000   --targets=story,play
//          --smoke (npm test: one run, judged only on the measurement working, not on the figure)
import { type Browser, type Page, chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "../../tests/support/chromium";
import { readBuiltPages } from "../../scripts/lib/built-pages";
import { startEgressGuard, isLocalUrl } from "../audit/egress-guard";
import { median } from "../audit/lighthouse";
import { buildClientDir, serveBuild } from "../audit/serve";
import { isMain } from "../lib/is-main";
import { formatTextTable } from "../lib/text-table";
import { CPU_SLOWDOWN, NETWORK, PHONE_CONTEXT, throttlePage } from "./slow-phone";

export const GOAL_MS = 200;
/** The entries that make up a tap. */
const TAP_EVENTS = new Set(["pointerdown", "pointerup", "click"]);
/** How long to wait for the tap's entries when none has come (a tap answered in under 16 ms). */
const QUIET_WAIT_MS = 3_000;

interface Target {
  key: string;
  page: string;
  label: string;
  locate: (page: Page) => ReturnType<Page["locator"]>;
}

interface EventEntry {
  name: string;
  duration: number;
  startTime: number;
}

/** The tap's duration: the longest of its pointer and click entries, or undefined when none reached 16 ms. */
export function tapDuration(entries: EventEntry[], tapStartedAt: number): number | undefined {
  const tap = entries.filter((e) => TAP_EVENTS.has(e.name) && e.startTime >= tapStartedAt - 1);
  return tap.length === 0 ? undefined : Math.max(...tap.map((e) => e.duration));
}

// Runs in the page before its own scripts: an observer that hands each entry to the benchmark at
// once (a tap on a link that the page has not taken over yet unloads the document soon after).
const OBSERVER = `
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__reportEventTiming({ name: e.name, duration: e.duration, startTime: e.startTime });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

async function measureTap(browser: Browser, url: string, target: Target, delayMs: number): Promise<number> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const entries: EventEntry[] = [];
    await context.exposeFunction("__reportEventTiming", (entry: EventEntry) => void entries.push(entry));
    await context.addInitScript(OBSERVER);
    await context.route(
      (u) => !isLocalUrl(u.href),
      (route) => route.abort("blockedbyclient"),
    );
    const page = await context.newPage();
    await throttlePage(context, page);
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    const element = target.locate(page);
    await element.waitFor({ state: "attached" });
    // The tap is made `delayMs` after the load event, by the page's own clock.
    const tapAt = await page.evaluate(async (delay) => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const due = (navigation?.loadEventEnd ?? performance.now()) + delay;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      return performance.now();
    }, delayMs);
    await element.tap({ timeout: 30_000, noWaitAfter: true });
    const deadline = Date.now() + QUIET_WAIT_MS;
    while (!entries.some((e) => e.name === "click" && e.startTime >= tapAt - 1) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return tapDuration(entries, tapAt) ?? 0;
  } finally {
    await context.close();
  }
}

function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function main() {
  const smoke = process.argv.includes("--smoke");
  const runs = Number(option("runs") ?? (smoke ? 1 : 3));
  const delays = (option("delays") ?? "0,250,1000").split(",").map(Number);
  const wanted = option("targets")?.split(",");
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number, not ${option("runs")}`);

  const clientDir = buildClientDir();
  const pages = readBuiltPages(clientDir);
  const all: Target[] = [
    {
      key: "story",
      page: pages.home,
      label: "a story link",
      locate: (page) => page.locator("main a[href*='/contribuitor/'][href*='#']").first(),
    },
    {
      key: "play",
      page: pages.home,
      label: "Play (video facade)",
      locate: (page) => page.getByRole("button", { name: /^Play video/ }).first(),
    },
  ];
  const targets = all.filter((t) => !wanted || wanted.includes(t.key));

  const site = await serveBuild(clientDir);
  const guard = await startEgressGuard();
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: [...CHROMIUM_ARGS, ...guard.chromiumArgs],
  });
  const rows: string[][] = [];
  const missed: string[] = [];
  try {
    console.log(
      `CPU ${CPU_SLOWDOWN}x slower, network 1.6 Mbps / 750 kbps / ${NETWORK.latency} ms; ${runs} run${runs === 1 ? "" : "s"} each, a fresh context per tap`,
    );
    for (const target of targets) {
      for (const delay of delays) {
        const durations: number[] = [];
        for (let run = 0; run < runs; run++) {
          durations.push(await measureTap(browser, `${site.origin}${target.page}`, target, delay));
        }
        const m = median(durations);
        const shown = (ms: number) => (ms === 0 ? "< 16" : String(Math.round(ms)));
        rows.push([target.page, target.label, `${delay} ms`, shown(m), durations.map(shown).join(", ")]);
        if (m > GOAL_MS) missed.push(`${target.label} on ${target.page}, ${delay} ms after load: ${Math.round(m)} ms`);
        console.log(`${target.label}, ${delay} ms after load: ${durations.map(shown).join(", ")} ms`);
      }
    }
  } finally {
    await browser.close();
    await Promise.all([site.close(), guard.close()]);
  }
  console.log(`\n${formatTextTable(["page", "target", "delay after load", "duration ms (median)", "runs"], rows)}`);
  console.log(`goal: each <= ${GOAL_MS} ms (Event Timing: tap to the next paint)`);
  const failures = guard.attempts.map((a) => `Chromium tried to reach another host: ${a}`);
  for (const f of failures) console.log(`FAILED: ${f}`);
  if (smoke) console.log(`smoke run: goal not judged (${missed.length} over it on this machine now)`);
  else if (missed.length > 0) console.log(`Goal MISSED:\n${missed.map((m) => `  - ${m}`).join("\n")}`);
  else console.log("Goal met.");
  process.exitCode = failures.length > 0 || (!smoke && missed.length > 0) ? 1 : 0;
}

if (isMain(import.meta.url)) await main();
