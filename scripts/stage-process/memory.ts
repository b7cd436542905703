// The build's memory settings, made first, before any stage runs (docs/decisions/029). The stages'
// processes get theirs from ./run-stage.ts.
import { setFlagsFromString } from "node:v8";
import { V8_FLAGS } from "./run-stage";

export function limitBuildMemory(): void {
  // This process too holds near what it uses (it reads the pages for the search index).
  for (const flag of V8_FLAGS) setFlagsFromString(flag);
  /**
   * Rolldown (Vite's bundler) allocates through mimalloc, which by default commits its arenas whole
   * and gives freed memory back late, most of a small site's build. The bundle stage's process
   * inherits these.
   */
  process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= "0";
  process.env.MIMALLOC_PURGE_DELAY ??= "0";
}
