// npm test: every check a contributor should trust before pushing, in order, each named in the
// output. Ends with one plain line, `N passed, N failed`, counting every unit and browser test
// and every other check (typecheck, lint, build, budgets, audits, benchmark smoke runs) as one each.
// It lives in tools/ with the gates it runs; scripts/ is the build.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { ensureChromium } from "../support/chromium";
import { ensureNginx } from "../support/nginx";

interface Tally {
  passed: number;
  failed: number;
}

interface Step {
  name: string;
  /** Runs the step; returns its own tally when it counts tests itself, else pass/fail by exit code. */
  run: () => Tally | boolean;
  /** Steps that need a finished build are skipped, and counted failed, when the build failed. */
  needsBuild?: boolean;
}

const REPORTS = path.resolve(".cache/test-reports");
const bin = (name: string) => path.resolve("node_modules/.bin", name);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function tsxScript(script: string, ...args: string[]): boolean {
  return run(process.execPath, ["--import", "tsx", script, ...args]);
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
}

function vitestTally(): Tally {
  const report = path.join(REPORTS, "vitest.json");
  const ok = run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`]);
  const json = readJson<{ numPassedTests: number; numFailedTests: number }>(report);
  if (!json) return { passed: 0, failed: 1 };
  return { passed: json.numPassedTests, failed: json.numFailedTests + (ok || json.numFailedTests ? 0 : 1) };
}

interface PlaywrightSuite {
  title: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { errors?: { message?: string }[] }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** Every failed test, with the first lines of its error: repeated at the very end of the run,
 * where a CI log cut to its last lines still shows them. */
const failedTests: string[] = [];

function collectFailures(suite: PlaywrightSuite, titles: string[] = []): void {
  const here = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status === "expected" || test.status === "skipped") continue;
      const message = test.results
        .flatMap((result) => result.errors ?? [])
        .map((error) => error.message ?? "")
        .find(Boolean);
      // The reporter's messages carry terminal colours.
      const firstLines = (message && stripVTControlCharacters(message))
        ?.split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(0, 4)
        .join(" / ");
      failedTests.push(`${spec.file}:${spec.line} ${[...here, spec.title].join(" › ")}: ${firstLines ?? test.status}`);
    }
  }
  for (const child of suite.suites ?? []) collectFailures(child, here);
}

function playwrightTally(): Tally {
  const report = path.join(REPORTS, "playwright.json");
  const executable = ensureChromium();
  ensureNginx();
  const ok = run(bin("playwright"), ["test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: report, CHROMIUM_PATH: executable });
  const json = readJson<{ stats: { expected: number; unexpected: number; flaky: number }; suites: PlaywrightSuite[] }>(
    report,
  );
  if (!json) return { passed: 0, failed: 1 };
  for (const suite of json.suites) collectFailures(suite);
  const { expected, unexpected, flaky } = json.stats;
  return { passed: expected, failed: unexpected + flaky + (ok || unexpected ? 0 : 1) };
}

const steps: Step[] = [
  { name: "typecheck", run: () => run(bin("react-router"), ["typegen"]) && run(bin("tsc"), []) },
  { name: "lint", run: () => run(bin("eslint"), ["."]) },
  { name: "format", run: () => run(bin("prettier"), ["--check", "."]) },
  { name: "unit tests", run: vitestTally },
  { name: "production build", run: () => run(process.execPath, ["--import", "tsx", "scripts/build.ts"]) },
  { name: "page-weight budgets", run: () => tsxScript("tools/budget.ts"), needsBuild: true },
  { name: "browser tests", run: playwrightTally, needsBuild: true },
  // The audits (tools/audit.ts), one step each so a failure names the tool.
  { name: "audit: links (linkinator)", run: () => tsxScript("tools/audit.ts", "--only=links"), needsBuild: true },
  { name: "audit: HTML (vnu)", run: () => tsxScript("tools/audit.ts", "--only=vnu"), needsBuild: true },
  { name: "audit: accessibility (axe)", run: () => tsxScript("tools/audit.ts", "--only=axe"), needsBuild: true },
  { name: "audit: Lighthouse", run: () => tsxScript("tools/audit.ts", "--only=lighthouse"), needsBuild: true },
  // Each benchmark once at a tiny size, only to prove it still runs (--smoke: the real code path, no
  // goal judged that follows the machine's load). Their figures: npm run bench:*, on a quiet machine.
  { name: "bench smoke: build (3 contributors)", run: () => tsxScript("tools/bench/build.ts", "--smoke") },
  {
    name: "bench smoke: Lighthouse (home, 1 run)",
    run: () => tsxScript("tools/bench/lighthouse.ts", "--smoke", "--runs=1", "--pages=home"),
    needsBuild: true,
  },
  {
    name: "bench smoke: interaction (home, 1 run)",
    run: () => tsxScript("tools/bench/interaction.ts", "--smoke", "--runs=1", "--delays=0"),
    needsBuild: true,
  },
  {
    name: "bench smoke: ready (home, 1 run, with the plain variant built)",
    run: () => tsxScript("tools/bench/ready.ts", "--smoke"),
    needsBuild: true,
  },
  { name: "bench smoke: serve (1 s a URL)", run: () => tsxScript("tools/bench/serve.ts", "--smoke"), needsBuild: true },
  { name: "bench smoke: Observatory", run: () => tsxScript("tools/bench/observatory.ts", "--smoke"), needsBuild: true },
  // The deploy workflow, as GitHub's own parser reads it, and pinned (tools/workflows/check-workflow.ts).
  { name: "GitHub workflows (@actions/workflow-parser)", run: () => tsxScript("tools/check-workflows.ts") },
  // One page at one width and its PDF: that npm run screenshots still runs (its pictures are for a person to look at).
  { name: "screenshots smoke (1 page)", run: () => tsxScript("tools/screenshots.ts", "--smoke"), needsBuild: true },
];

// `npm test -- --steps=bench,budget` runs only the steps whose names contain one of the words, on the
// build already in BUILD_DIR (default build/): for working on the gates themselves.
const only = process.argv
  .find((arg) => arg.startsWith("--steps="))
  ?.slice("--steps=".length)
  .split(",");
const selected = only ? steps.filter((step) => only.some((word) => step.name.includes(word))) : steps;

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const total: Tally = { passed: 0, failed: 0 };
const failedSteps: string[] = [];
let buildOk = true;
for (const step of selected) {
  console.log(`\n=== ${step.name} ===`);
  const started = performance.now();
  let outcome: Tally | boolean;
  if (step.needsBuild && !buildOk) {
    console.log("skipped: the production build failed");
    outcome = false;
  } else {
    try {
      outcome = step.run();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      outcome = false;
    }
  }
  const tally = typeof outcome === "boolean" ? { passed: outcome ? 1 : 0, failed: outcome ? 0 : 1 } : outcome;
  if (step.name === "production build") buildOk = tally.failed === 0;
  if (tally.failed > 0) failedSteps.push(step.name);
  total.passed += tally.passed;
  total.failed += tally.failed;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`--- ${step.name}: ${tally.failed === 0 ? "ok" : "FAILED"} (${seconds} s)`);
}

if (failedSteps.length > 0) console.log(`\nFailed: ${failedSteps.join(", ")}`);
for (const test of failedTests) console.log(`  ${test}`);
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
