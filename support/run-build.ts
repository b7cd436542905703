import { type SpawnSyncReturns, spawnSync } from "node:child_process";

/**
 * Runs the real build (`npm run build`'s script) with these environment variables added, from the
 * project's folder, where the server bundle it writes finds the project's packages. Its exit
 * status and output are the test's to judge; `timeoutMs` bounds a build that hangs.
 */
export function runBuild(env: Record<string, string>, timeoutMs?: number): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    ...(timeoutMs ? { timeout: timeoutMs } : {}),
  });
}
