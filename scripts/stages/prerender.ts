// Every page, from the server bundle, in a process per core (scripts/prerender-step.ts, docs/decisions/021, 029):
// each file is written finished (hydration deferred, policy in place, compressed), and the server
// bundle is removed once they are done.
import { rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { compileStep } from "../lib/compile-step";
import { runStageProcess } from "../lib/run-stage-process";
import type { PrerenderStepData, PrerenderStepMessage } from "../prerender-step";
import { type Progress, count, startProgress } from "../progress";
import type { Staging } from "./staging";

/** Pre-rendering processes at most, whatever the cores: each costs memory (see below). */
const PRERENDER_WORKERS = 2;

/** One process's share of the pages; `finished` learns the files it wrote finished, `totals` its count. */
async function runPrerenderWorker(
  prerenderStep: string,
  data: PrerenderStepData,
  progress: Progress,
  totals: number[],
  finished: Map<string, number>,
  site: { pages: number },
): Promise<void> {
  const code = await runStageProcess(
    { program: prerenderStep, argv: [], input: data },
    {
      // React's and React DOM's production builds, as Vite's process has them.
      env: { ...process.env, NODE_ENV: "production" },
      onMessage: (posted) => {
        const message = posted as PrerenderStepMessage;
        if (message.event === "tick") progress.tick(message.n);
        else if (message.event === "finished") {
          for (const [file, mtime] of message.compressed) finished.set(file, mtime);
        } else {
          site.pages = message.pages;
          totals[data.index] = message.total;
          progress.setTotal(totals.reduce((sum, n) => sum + n, 0));
        }
      },
    },
  );
  if (code !== 0) throw new Error(`a pre-rendering process exited with ${code}`);
}

/**
 * Pre-renders every page in one process per core up to PRERENDER_WORKERS: each holds the bundle,
 * React and the content, about 125 MB at 1,000 contributors, against the build's memory goal
 * (docs/decisions/019, 021, 029). Returns the files the processes wrote finished, relative to the
 * client folder, with their modification times.
 */
export async function prerender(staging: Staging, youtube: boolean): Promise<Map<string, number>> {
  // Compiled beside the server bundle, so that its imports resolve as the bundle's do.
  const prerenderStep = await compileStep(
    new URL("../prerender-step.ts", import.meta.url),
    path.join(staging.server, "prerender-step.mjs"),
  );
  const progress = startProgress("pre-rendering");
  const workers = Math.min(availableParallelism(), PRERENDER_WORKERS);
  const totals: number[] = [];
  const finished = new Map<string, number>();
  const site = { pages: 0 };
  try {
    await Promise.all(
      Array.from({ length: workers }, (_, index) =>
        runPrerenderWorker(
          prerenderStep,
          {
            serverBuildFile: path.join(staging.server, "index.js"),
            clientDir: staging.client,
            index,
            workers,
            youtube,
          },
          progress,
          totals,
          finished,
          site,
        ),
      ),
    );
  } catch (error) {
    progress.clear();
    throw error;
  }
  rmSync(staging.server, { recursive: true, force: true });
  progress.done(`pre-rendered ${count(site.pages, "page")} in ${count(workers, "process", "processes")}`);
  return finished;
}
