// A stage's program compiled to one JavaScript file (third parties stay imports), for a process
// that runs it without tsx: a process that loads TypeScript through tsx also runs tsx's loader
// thread and esbuild, 45 MB more each, and waits on them for every module it loads: the post-build
// steps' process took 2 s to start (docs/decisions/029).
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type StageOptions, runStageProcess } from "./run-stage-process";

/** Compiles `entry` (a module of scripts/) to `outfile`, which must lie inside the project so that its imports resolve. */
export async function compileStep(entry: URL, outfile: string): Promise<string> {
  try {
    const esbuild = await import("esbuild");
    await esbuild.build({
      entryPoints: [fileURLToPath(entry)],
      outfile,
      bundle: true,
      packages: "external",
      platform: "node",
      format: "esm",
      target: "node20",
      logLevel: "warning",
    });
    await esbuild.stop();
  } catch (error) {
    throw new Error(`compiling ${fileURLToPath(entry)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return outfile;
}

/**
 * Where runCompiledStep writes its programs: inside the project, whatever BUILD_DIR is, so that
 * their imports resolve from its node_modules; one folder a build process.
 */
const STEPS_DIR = fileURLToPath(new URL("../../.cache/build-steps/", import.meta.url));

/**
 * Compiles `entry`, runs it in a process of its own (scripts/lib/run-stage-process.ts) and removes
 * the compiled file; resolves with the process's exit code.
 */
export async function runCompiledStep(entry: URL, input?: unknown, options?: StageOptions): Promise<number> {
  const folder = path.join(STEPS_DIR, String(process.pid));
  const program = await compileStep(entry, path.join(folder, `${path.basename(fileURLToPath(entry), ".ts")}.mjs`));
  try {
    return await runStageProcess({ program, argv: [], input }, options);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
