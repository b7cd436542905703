import type { Plugin } from "vite";

/** V8's explicit compile hint for a whole file; it is read only as the file's first line. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * A Vite plugin: every chunk of the browser bundle that a page runs to hydrate (the client entry,
 * the shared chunks, the route modules) starts with V8's compile hint (Chrome 136 on; other
 * engines read a comment). V8 then compiles all of the file's functions on a background thread
 * while it streams in, instead of compiling each on the main thread when hydration first calls
 * it: on the slow phone that was about 100 ms of the time between the code's arrival and the page
 * being hydrated. Chunks loaded on demand (the player, analytics, the share list) stay lazy: most
 * of their functions run later or never. docs/decisions/034-compile-hints-and-react-routers-production-build.md
 *
 * In `generateBundle`, last: Vite puts its preload map (`__vite__mapDeps`) in front of a chunk's
 * code after the output's banners, which would leave the hint on the second line.
 */
export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    // The files' names change with the hint, as with any change of their content.
    augmentChunkHash: (chunk) => (chunk.isDynamicEntry ? undefined : COMPILE_HINT),
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || chunk.isDynamicEntry || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
