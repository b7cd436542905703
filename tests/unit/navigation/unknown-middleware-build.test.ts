import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * An unknown middleware name must fail the build, not reach a reader. The fixture app
 * (tests/fixtures/unknown-middleware-app) is built with the site's own middleware registry and one
 * route that names an unknown middleware; the product's routes hold no fixture. The app is inside
 * the project, where its build resolves the project's packages; its build folder is removed afterwards.
 */
const fixtureApp = path.resolve("tests/fixtures/unknown-middleware-app");
const buildDir = `build.${process.pid}`;
const reactRouterCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")),
  "bin.js",
);

function build(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [reactRouterCli, "build"], {
      cwd: fixtureApp,
      env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ code, output }));
  });
}

afterAll(() => {
  rmSync(path.join(fixtureApp, buildDir), { recursive: true, force: true });
});

describe("a route naming an unknown middleware", () => {
  it("fails the build with 'Unknown middleware {name}'", { timeout: 240_000 }, async () => {
    const { code, output } = await build();
    expect(code).not.toBe(0);
    expect(output).toContain("Unknown middleware no-such-middleware");
  });
});
