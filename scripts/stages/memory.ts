// The build's memory settings, made first, before any stage runs: measured reasons below
// (docs/decisions/019, 021).
import { setFlagsFromString } from "node:v8";

export function limitBuildMemory(): void {
  /**
   * V8 lets a heap grow to several times what it last found alive before collecting it again: fast,
   * but pre-rendering 2,000 pages left 400 MB of garbage on top of Vite's own memory. Growing by a
   * fifth at most holds the build near what it uses, for a few percent more time collecting.
   */
  setFlagsFromString("--heap-growing-percent=20");
  /**
   * Rolldown (Vite's bundler) allocates through mimalloc, which by default commits its arenas whole
   * and gives freed memory back late: 190 MB of a small site's build. Read when Vite first loads it.
   */
  process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= "0";
  process.env.MIMALLOC_PURGE_DELAY ??= "0";
}
