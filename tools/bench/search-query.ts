// What a reader's first search costs: the search page of a finished build opened in Chromium, one
// query typed and submitted, and every byte the page fetched for it (Pagefind's script, its
// WebAssembly, the index chunks and the results' fragments, as sent over the wire) with the time
// from the first touch of the field to the results on screen. bench:build prints it for its synthetic builds; run
// alone it measures build/ (or BUILD_DIR):
//   node --import tsx tools/bench/search-query.ts [--query=school] [--throttled] [--runs=3]
// --throttled: the phone profile of bench:interaction (CPU 4x slower, 1.6 Mbps / 750 kbps / 150 ms).
import { chromium } from "@playwright/test";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { SEARCH_INDEX_DIR } from "../../app/search/search-settings";
import { searchPath } from "../../app/addresses/site-paths";
import { CHROMIUM_ARGS, ensureChromium } from "../../support/chromium";
import { isLocalUrl } from "../../support/local-url";
import { median } from "../lib/median";
import { buildClientDir, serveBuild } from "../audit/serve";
import { isMain } from "../lib/is-main";

const PHONE = {
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
};

export interface QueryCost {
  query: string;
  /** Bytes of every request the query made, headers included (bodies as sent: compressed where the server compresses). */
  bytes: number;
  requests: number;
  /** From focusing the field and typing the query to its results (or its message) on screen. */
  ms: number;
  results: string;
}

/** The search index's files and bytes on disk, each language's together (before precompression's .br/.gz). */
export function searchIndexSize(clientDir: string): { files: number; bytes: number } {
  const dir = path.join(clientDir, SEARCH_INDEX_DIR);
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile() && !/\.(br|gz)$/.test(file));
  return { files: files.length, bytes: files.reduce((sum, file) => sum + statSync(file).size, 0) };
}

/** One first query on the search page of the build served at `origin`, in a fresh browser context. */
export async function measureFirstQuery(origin: string, query: string, throttled: boolean): Promise<QueryCost> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    await context.route(
      (url) => !isLocalUrl(url.href),
      (route) => route.abort("blockedbyclient"),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    if (throttled) {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
      await cdp.send("Network.emulateNetworkConditions", PHONE.network);
    }
    // Pagefind fetches its WebAssembly, index and fragments from a worker: the context's events
    // see those requests, where the page's DevTools session does not. Only the search's own files
    // are counted: a throttled page is still fetching its late images and fonts meanwhile.
    let counting = false;
    const sizes: Promise<number>[] = [];
    context.on("requestfinished", (request) => {
      if (counting && new URL(request.url()).pathname.startsWith(`/${SEARCH_INDEX_DIR}/`))
        sizes.push(request.sizes().then((s) => s.requestHeadersSize + s.responseHeadersSize + s.responseBodySize));
    });
    await page.goto(`${origin}${searchPath()}`, { waitUntil: "load", timeout: 120_000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 120_000 });
    // From the reader's first touch of the field (which starts loading the search) to the results.
    counting = true;
    const started = await page.evaluate(() => performance.now());
    await page.getByRole("searchbox").fill(query);
    await page.getByRole("searchbox").press("Enter");
    // The live region names the outcome: a count, or nothing found.
    await page.waitForFunction(
      () => {
        const status = document.querySelector(".search-status[role=status]")?.textContent ?? "";
        return status !== "" && !status.endsWith("…");
      },
      null,
      { polling: "raf", timeout: 120_000 },
    );
    const ended = await page.evaluate(() => performance.now());
    const results = (await page.locator(".search-status[role=status]").textContent()) ?? "";
    // Requests still finishing (a fragment the list did not wait for) are counted too.
    await page.waitForLoadState("networkidle");
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    return { query, bytes, requests: sizes.length, ms: ended - started, results };
  } finally {
    await browser.close();
  }
}

export function formatQueryCost(cost: QueryCost): string {
  return `"${cost.query}": ${(cost.bytes / 1024).toFixed(1)} kB in ${cost.requests} requests, results in ${Math.round(cost.ms)} ms (${cost.results})`;
}

async function main() {
  const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
  const query = option("query") ?? "school";
  const runs = Number(option("runs") ?? 3);
  const throttled = process.argv.includes("--throttled");
  const clientDir = buildClientDir();
  const index = searchIndexSize(clientDir);
  console.log(`search index: ${index.files} files, ${(index.bytes / 1024).toFixed(1)} kB (both languages)`);
  console.log(throttled ? "CPU 4x slower, network 1.6 Mbps / 750 kbps / 150 ms" : "no throttling");
  const site = await serveBuild(clientDir);
  try {
    const costs: QueryCost[] = [];
    for (let run = 0; run < runs; run++) {
      const cost = await measureFirstQuery(site.origin, query, throttled);
      costs.push(cost);
      console.log(`  run ${run + 1}: ${formatQueryCost(cost)}`);
    }
    console.log(
      `median of ${runs}: ${(median(costs.map((c) => c.bytes)) / 1024).toFixed(1)} kB, ${Math.round(median(costs.map((c) => c.ms)))} ms`,
    );
  } finally {
    await site.close();
  }
}

if (isMain(import.meta.url)) await main();
