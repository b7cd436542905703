import type { Plugin } from "vite";

/** V8's explicit compile hint for a whole file, written as its first line. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Chromium's script streamer compiles a script off the main thread only when its first piece of
 * data is at least this big (`kSmallScriptThreshold`; a field-trial feature lifts it). A smaller
 * chunk marked whole may be compiled whole on the main thread, in one longer task: with every
 * first-load chunk marked, Lighthouse's simulated TBT on a contributor page went from 0 to 35 ms.
 */
export const STREAMED_SCRIPT_MIN_BYTES = 30 * 1024;

/**
 * A Vite plugin: the large chunks every page runs to hydrate (the client entry with React DOM, the
 * shared chunk with React Router) start with V8's compile hint (Chrome 136 on; other engines read
 * a comment). V8 then compiles all their functions on a background thread while they stream in,
 * instead of each on the main thread when hydration first calls it: the page on a slow phone is
 * hydrated sooner after the code arrives. Chunks loaded on demand (the player,
 * analytics, the share list) stay lazy: most of their functions run later or never.
 * docs/decisions/034-compile-hints-and-react-routers-production-build.md
 *
 * In `generateBundle`, last: Vite puts its preload map (`__vite__mapDeps`) in front of a chunk's
 * code after the output's banners, which would leave the hint on the second line. The files' names
 * are hashed before then, when a chunk's final size is not known yet: every first-load chunk's name
 * takes the hint into its hash, so a build with hints and one without never serve different bytes
 * under one name (the files are cached for a year).
 */
export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    augmentChunkHash: (chunk) => (chunk.isDynamicEntry ? undefined : COMPILE_HINT),
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || chunk.isDynamicEntry || chunk.code.length < STREAMED_SCRIPT_MIN_BYTES) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
