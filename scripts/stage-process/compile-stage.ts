// A stage compiled to one JavaScript file (third parties stay imports), for a process that runs it
// without tsx: a process that loads TypeScript through tsx also runs tsx's loader thread and
// esbuild, 45 MB more each, and waits on them for every module it loads (docs/decisions/029).
import { fileURLToPath } from "node:url";

/** Compiles `entry` (a module of scripts/) to `outfile`, which must lie inside the project so that its imports resolve. */
export async function compileStage(entry: URL, outfile: string): Promise<string> {
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
