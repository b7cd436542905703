// Lighthouse with its mobile defaults (a Moto G Power-sized screen, simulated slow 4G and a 4x
// slower CPU), three runs per page, judged on the median of each figure, and only on the figures
// that do not follow this machine's load (docs/decisions/011): the accessibility, best-practices and
// SEO scores, CLS, and the simulated first and largest paints with a margin. The performance score
// and the blocking time follow the CPU; they are printed here and judged in npm run bench:lighthouse.
import lighthouse from "lighthouse";
import { isLocalUrl } from "../../support/local-url";
import { formatTextTable } from "../lib/text-table";
import { median } from "../lib/median";

/** The categories Lighthouse runs (performance for its metrics), and the ones a page is judged on. */
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const JUDGED_CATEGORIES = ["accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** Scores out of 100; CLS as Lighthouse reports it; times in ms. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  /** Simulated time to interactive. */
  ttiMs: number;
  /**
   * The server response time Lighthouse estimated from what it observed, and added to each
   * simulated request to the site: a paint that moved with the machine's load shows here first.
   */
  serverMs: number;
}

// Paint first (docs/decisions/009). The simulated paints hold on a busy machine (FCP 1.2 s, LCP
// 1.5 s against the 0.8 s and 0.9 s a quiet one reaches): Lantern builds them mostly from the
// network graph, with the page's CPU time as a smaller part.
const THRESHOLDS = {
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0,
  fcpMs: 1200,
  lcpMs: 1500,
} as const;

/** One task over 50 ms on the main thread, as Lighthouse's simulation times it (its long-tasks audit). */
export interface LongTask {
  /** The script it is attributed to, or "Unattributable" (style, layout, the document's inline scripts). */
  url: string;
  startMs: number;
  durationMs: number;
  /** Where its time went: `scriptEvaluation 40, styleLayout 30` (ms, simulated). */
  breakdown: string;
}

export interface LighthousePage {
  type: string;
  path: string;
  /** noindex pages (the embed) are not judged on SEO. */
  skipSeo?: boolean;
}

export interface LighthouseRun {
  figures: LighthouseFigures;
  /** Audits that lost points in a judged category, for the report: `category: audit-id (score)`. */
  failedAudits: string[];
  /** Every URL the page requested that is not on this machine. */
  foreignRequests: string[];
  /** The simulated long tasks of the load, longest first. */
  longTasks: LongTask[];
  /**
   * Requests of render-blocking priority (VeryHigh, or a High script) but the page itself that
   * ended before the first paint this run observed: Lantern's pessimistic FCP counts each of them
   * into the paint, so a late request here is what a slow simulated paint is made of.
   */
  endedBeforePaint: string[];
  /** The whole load's main-thread time by kind (observed, times the 4x slowdown): `Style & Layout 310, ...`. */
  mainThreadWork: string;
  runtimeError?: string;
}

export interface PageSummary {
  page: LighthousePage;
  /** What the page is judged on: each figure's median over the runs. */
  judged: LighthouseFigures;
  runs: LighthouseRun[];
  failures: string[];
}

/** The median of each figure separately, over the runs. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])) as unknown as LighthouseFigures;
}

/** What fails the thresholds: each as a sentence with the figure and its threshold. */
export function judge(page: LighthousePage, figures: LighthouseFigures): string[] {
  const failures: string[] = [];
  for (const category of JUDGED_CATEGORIES) {
    if (category === "seo" && page.skipSeo) continue;
    if (!(figures[category] >= THRESHOLDS[category])) {
      failures.push(`${page.path}: ${category} ${figures[category]} < ${THRESHOLDS[category]}`);
    }
  }
  if (!(figures.cls <= THRESHOLDS.cls)) failures.push(`${page.path}: CLS ${figures.cls} > 0`);
  for (const [name, key] of [
    ["FCP", "fcpMs"],
    ["LCP", "lcpMs"],
  ] as const) {
    if (!(figures[key] <= THRESHOLDS[key])) {
      failures.push(`${page.path}: ${name} ${Math.round(figures[key])} ms > ${THRESHOLDS[key]} ms`);
    }
  }
  return failures;
}

interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      scoreDisplayMode: string;
      explanation?: string;
      details?: {
        items?: {
          url?: string;
          priority?: string;
          resourceType?: string;
          networkEndTime?: number;
          observedFirstContentfulPaint?: number;
          description?: string;
          source?: string;
          duration?: number;
          startTime?: number;
          groupLabel?: string;
        }[];
        debugData?: {
          urls?: string[];
          tasks?: ({ urlIndex: number; startTime: number; duration: number } & Record<string, number>)[];
        };
      };
    }
  >;
}

export function figuresFromLhr(lhr: Lhr): LighthouseRun {
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
      .filter(
        ({ audit }) => audit && audit.scoreDisplayMode !== "notApplicable" && audit.score !== null && audit.score < 1,
      )
      .map(({ id, audit }) => {
        const why = [
          audit!.explanation,
          ...(category === "performance"
            ? []
            : (audit!.details?.items ?? []).slice(0, 3).map((i) => [i.description, i.url].filter(Boolean).join(" "))),
        ].filter(Boolean);
        return `${category}: ${id} (${audit!.score})${why.length > 0 ? ` [${why.join(" | ")}]` : ""}`;
      }),
  );
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const observedPaint = lhr.audits["metrics"]?.details?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN;
  const endedBeforePaint = requests
    .filter(
      (item) =>
        item.resourceType !== "Document" &&
        (item.priority === "VeryHigh" || (item.priority === "High" && item.resourceType === "Script")) &&
        (item.networkEndTime ?? Number.POSITIVE_INFINITY) <= observedPaint,
    )
    .map((item) => `${item.url ?? "?"} (${item.priority} ${item.resourceType})`);
  const debug = lhr.audits["long-tasks"]?.details?.debugData;
  const longTasks = (debug?.tasks ?? []).map(({ urlIndex, startTime, duration, ...groups }) => ({
    url: debug?.urls?.[urlIndex] ?? "?",
    startMs: startTime,
    durationMs: duration,
    // Lighthouse's simulation drops a task's children, so its time often lands in "other" alone.
    breakdown: Object.entries(groups)
      .filter(([group, ms]) => ms >= 1 && group !== "other")
      .sort((a, b) => b[1] - a[1])
      .map(([group, ms]) => `${group} ${Math.round(ms)}`)
      .join(", "),
  }));
  const mainThreadWork = (lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [])
    .filter((item) => (item.duration ?? 0) >= 1)
    .map((item) => `${item.groupLabel ?? "?"} ${Math.round(item.duration ?? 0)}`)
    .join(", ");
  return {
    figures: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      cls: numeric("cumulative-layout-shift"),
      lcpMs: numeric("largest-contentful-paint"),
      fcpMs: numeric("first-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      speedIndexMs: numeric("speed-index"),
      ttiMs: numeric("interactive"),
      serverMs: numeric("network-server-latency"),
    },
    failedAudits,
    longTasks,
    endedBeforePaint,
    mainThreadWork,
    foreignRequests: requests.map((item) => item.url ?? "").filter((url) => url && !isLocalUrl(url)),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

/** Runs that end in a Lighthouse runtime error (no figures at all) are made again, up to this many times. */
const RETRIES_AFTER_RUNTIME_ERROR = 2;

/**
 * One Lighthouse run of `url`. A run that recorded nothing (a runtime error such as NO_NAVSTART,
 * which a loaded machine sometimes gets from the trace) is not a measurement, so it is made again;
 * a run with figures is always kept, whatever they are. The error is kept when every try fails.
 */
export async function runLighthouse(url: string, port: number): Promise<LighthouseRun> {
  for (let attempt = 0; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const run = figuresFromLhr(result.lhr as unknown as Lhr);
    if (!run.runtimeError || attempt >= RETRIES_AFTER_RUNTIME_ERROR) return run;
    console.log(`  Lighthouse recorded nothing on ${url} (${run.runtimeError}); running it again`);
  }
}

export async function auditPage(
  origin: string,
  port: number,
  page: LighthousePage,
  runs: number,
): Promise<PageSummary> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await runLighthouse(`${origin}${page.path}`, port));
  const judged = medianFigures(results.map((r) => r.figures));
  const failures = judge(page, judged).map((failure) =>
    /FCP|LCP/.test(failure) ? `${failure} (each run: ${results.map(formatPaints).join("; ")})` : failure,
  );
  for (const run of results) {
    if (run.runtimeError) failures.push(`${page.path}: Lighthouse error ${run.runtimeError}`);
  }
  const foreign = [...new Set(results.flatMap((r) => r.foreignRequests))];
  if (foreign.length > 0) failures.push(`${page.path}: requests to other hosts: ${foreign.join(", ")}`);
  return { page, judged, runs: results, failures };
}

function formatPaints({ figures: f, endedBeforePaint }: LighthouseRun): string {
  const before = endedBeforePaint.length > 0 ? endedBeforePaint.join(", ") : "none";
  return `FCP ${Math.round(f.fcpMs)} ms, LCP ${Math.round(f.lcpMs)} ms, server ${Math.round(f.serverMs)} ms, ended before the observed paint: ${before}`;
}

/** One row per page: the judged figures, each against its threshold. */
export function formatLighthouseTable(summaries: PageSummary[]): string {
  const header = [
    "page",
    "path",
    "a11y",
    "best-pr",
    "SEO",
    "CLS",
    "LCP",
    "FCP",
    "SI",
    "server",
    "perf, TBT (not judged)",
  ];
  const rows = summaries.map(({ page, judged: m }) => [
    page.type,
    page.path,
    String(m.accessibility),
    String(m["best-practices"]),
    page.skipSeo ? `(${m.seo}, skipped)` : String(m.seo),
    m.cls.toFixed(3),
    `${(m.lcpMs / 1000).toFixed(2)} s`,
    `${(m.fcpMs / 1000).toFixed(2)} s`,
    `${(m.speedIndexMs / 1000).toFixed(2)} s`,
    `${Math.round(m.serverMs)} ms`,
    `${m.performance}, ${Math.round(m.tbtMs)} ms`,
  ]);
  return [
    formatTextTable(header, rows),
    `thresholds (medians of each figure over the runs): a11y ${THRESHOLDS.accessibility}, best-pr ${THRESHOLDS["best-practices"]}, SEO ${THRESHOLDS.seo}, CLS ${THRESHOLDS.cls}, FCP <= ${THRESHOLDS.fcpMs} ms, LCP <= ${THRESHOLDS.lcpMs} ms; the performance score and TBT follow the machine's load and are judged by npm run bench:lighthouse`,
  ].join("\n");
}
