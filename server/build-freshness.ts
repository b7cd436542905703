import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ROUTE_MANIFEST_PATH } from "../app/constants";

/** What a build is made from: a change to any of these makes the build out of date. */
const SOURCES = ["app", "content", "public", "react-router.config.ts", "vite.config.ts", "package-lock.json"];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** True when `buildDir` holds a complete build newer than every source it was made from. */
export function isBuildCurrent(buildDir: string, projectDir = process.cwd()): boolean {
  const marker = path.join(buildDir, "client", ROUTE_MANIFEST_PATH);
  if (!existsSync(marker)) return false;
  const built = statSync(marker).mtimeMs;
  return SOURCES.every((source) => newestMtime(path.join(projectDir, source)) <= built);
}
