// The search index, from the pages as they ship (after the last step that changes them), in a
// process of its own (scripts/search-step.ts, compiled: without tsx's 45 MB beside Pagefind's own
// process, the build's largest stage at 1,000 contributors). Its browser script is compressed next.
import { rmSync } from "node:fs";
import path from "node:path";
import type { SearchStepInput } from "../search-step";
import { compileStep } from "../lib/compile-step";
import { runStageProcess } from "../lib/run-stage-process";
import type { Staging } from "./staging";

export async function indexForSearch(staging: Staging, pagePaths: string[]): Promise<void> {
  const program = await compileStep(
    new URL("../search-step.ts", import.meta.url),
    path.join(staging.root, "search-step.mjs"),
  );
  const input: SearchStepInput = { clientDir: staging.client, pagePaths };
  try {
    // Its pages are read and let go one after another: young halves of 1 MB instead of 16 held 40 MB less beside Pagefind.
    const code = await runStageProcess({ program, argv: [], input }, { youngGenerationMb: 1 });
    if (code !== 0) throw new Error(`the search index step exited with ${code}`);
  } finally {
    rmSync(program, { force: true });
  }
}
