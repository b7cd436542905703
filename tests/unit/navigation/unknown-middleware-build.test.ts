import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * An unknown middleware name must fail the build, not reach a reader. UNKNOWN_MIDDLEWARE_FIXTURE
 * makes app/routes.ts add tests/fixtures/unknown-middleware-route.tsx, which names one; the
 * shipped routes are untouched. The folder is inside the project, where the server build can
 * resolve its packages, and is removed afterwards.
 */
const buildDir = `build.unknown-middleware-${process.pid}`;
const reactRouterCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")),
  "bin.js",
);

function build(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [reactRouterCli, "build"], {
      env: { ...process.env, UNKNOWN_MIDDLEWARE_FIXTURE: "1", BUILD_DIR: buildDir, NODE_ENV: "production" },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ code, output }));
  });
}

afterAll(() => {
  rmSync(buildDir, { recursive: true, force: true });
});

describe("a route naming an unknown middleware", () => {
  it("fails the build with 'Unknown middleware {name}'", { timeout: 240_000 }, async () => {
    const { code, output } = await build();
    expect(code).not.toBe(0);
    expect(output).toContain("Unknown middleware no-such-middleware");
  });
});
