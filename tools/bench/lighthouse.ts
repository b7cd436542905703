// npm run bench:lighthouse [-- --runs=5]: Lighthouse (mobile, simulated throttling) on the site's
// home, contributor index and a contributor page, and on a bare React Router 7 pre-rendered app
// at the same paths (tests/fixtures/bare-prerender-app, built here), runs alternating between the
// two so both meet the same machine load; prints the medians and the site/anchor ratios. Not part
// of npm test: a benchmark, to read on a quiet machine.
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { launchDebuggableChromium } from "../audit/chromium";
import { startEgressGuard } from "../audit/egress-guard";
import { type LighthouseFigures, medianFigures, runLighthouse } from "../audit/lighthouse";
import { buildClientDir, serveBuild } from "../audit/serve";
import { firstContributorPage, readBuiltPages } from "../../scripts/lib/built-pages";
import { precompress } from "../../scripts/postbuild/precompress";
import { HEADERS_FILE } from "../../server/headers-file";
import { formatTextTable } from "../lib/text-table";

const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 5);
const ANCHOR_APP = path.resolve("tests/fixtures/bare-prerender-app");
// Inside the fixture: its pre-render imports the project's packages from node_modules.
const ANCHOR_BUILD = `build.bench-${process.pid}`;

// Step 1: build the anchor.
const cli = path.join(path.dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")), "bin.js");
const built = spawnSync(process.execPath, [cli, "build"], {
  cwd: ANCHOR_APP,
  env: { ...process.env, BUILD_DIR: ANCHOR_BUILD, NODE_ENV: "production" },
  encoding: "utf8",
});
if (built.status !== 0) throw new Error(`The anchor app did not build:\n${built.stdout}${built.stderr}`);
const anchorClientDir = path.join(ANCHOR_APP, ANCHOR_BUILD, "client");
// Served as the site is: by the project's server (which wants a 404 page), compressed ahead.
writeFileSync(path.join(anchorClientDir, "404.html"), "<!DOCTYPE html><title>Not found</title><h1>Not found</h1>");
writeFileSync(path.join(anchorClientDir, HEADERS_FILE), "");
await precompress(anchorClientDir);

// Step 2: serve both, and measure each page of each, alternating.
const site = await serveBuild(buildClientDir());
const anchor = await serveBuild(anchorClientDir);
const guard = await startEgressGuard();
const chromium = await launchDebuggableChromium(guard.chromiumArgs);
const pages = readBuiltPages(buildClientDir());
const targets = [
  { type: "home", site: pages.home, anchor: "/" },
  { type: "contributor index", site: pages.contributorIndex, anchor: "/contribuitor" },
  { type: "a contributor", site: firstContributorPage(pages), anchor: "/contribuitor/sample" },
];
const results = new Map(
  targets.map((t) => [t.type, { site: [] as LighthouseFigures[], anchor: [] as LighthouseFigures[] }]),
);
try {
  for (let run = 1; run <= runs; run++) {
    for (const target of targets) {
      const figures = results.get(target.type)!;
      // Alternate which goes first, so neither always meets a warmer machine.
      const order = run % 2 ? (["site", "anchor"] as const) : (["anchor", "site"] as const);
      for (const which of order) {
        const origin = which === "site" ? site.origin : anchor.origin;
        const measured = await runLighthouse(`${origin}${target[which]}`, chromium.port);
        if (measured.runtimeError) {
          throw new Error(`Lighthouse failed on ${which} ${target[which]}: ${measured.runtimeError}`);
        }
        figures[which].push(measured.figures);
      }
    }
    process.stdout.write(`run ${run} of ${runs} done\n`);
  }
} finally {
  await chromium.close();
  await Promise.all([site.close(), anchor.close(), guard.close()]);
  rmSync(path.join(ANCHOR_APP, ANCHOR_BUILD), { recursive: true, force: true });
}

// Step 3: the table.
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : "-");
const rows = targets.map(({ type }) => {
  const s = medianFigures(results.get(type)!.site);
  const a = medianFigures(results.get(type)!.anchor);
  return [
    type,
    `${s.performance} / ${a.performance}`,
    `${seconds(s.fcpMs)} / ${seconds(a.fcpMs)}`,
    ratio(s.fcpMs, a.fcpMs),
    `${seconds(s.lcpMs)} / ${seconds(a.lcpMs)}`,
    ratio(s.lcpMs, a.lcpMs),
    `${Math.round(s.tbtMs)} / ${Math.round(a.tbtMs)} ms`,
    `${s.cls.toFixed(3)} / ${a.cls.toFixed(3)}`,
  ];
});
console.log(`\nLighthouse 12, mobile, simulated throttling: medians of ${runs} alternating runs, site / bare anchor`);
console.log(formatTextTable(["page", "perf", "FCP", "FCP ratio", "LCP", "LCP ratio", "TBT", "CLS"], rows));
