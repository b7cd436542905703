import { defineConfig } from "vitest/config";

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify("test") },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
    setupFiles: ["tests/unit/setup.ts"],
    environment: "node",
    // Some tests encode real images (sharp's AVIF) and build the content snapshot: within Vitest's
    // 5 s default on a quiet 2-core machine, 5.2–6.0 s with a second suite running beside them.
    // Each waits for its own work only, so a wider budget costs a passing run nothing.
    testTimeout: 30_000,
  },
});
