// The search index, from the pages as they ship (after the last step that changes them), in a
// process of its own (scripts/search-step.ts, compiled: without tsx's 45 MB beside Pagefind's own
// process, the build's largest stage at 1,000 contributors). Its browser script is compressed next.
import type { SearchStepInput } from "../search-step";
import { runCompiledStep } from "../lib/compile-step";

export async function indexForSearch(clientDir: string, pagePaths: string[]): Promise<void> {
  const input: SearchStepInput = { clientDir, pagePaths };
  const code = await runCompiledStep(new URL("../search-step.ts", import.meta.url), input, {
    // Its pages are read and let go one after another: young halves of 1 MB instead of 16 held 40 MB less beside Pagefind.
    youngGenerationMb: 1,
  });
  if (code !== 0) throw new Error(`the search index step exited with ${code}`);
}
