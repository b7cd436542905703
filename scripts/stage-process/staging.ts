// Where a build is made before it replaces build/, and the swap: only a complete build replaces
// build/, and a failure leaves the previous build/ exactly as it was.
import { existsSync, renameSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";

export interface Staging {
  /** The build being made, beside build/: `build.staging-<pid>`. */
  root: string;
  /** Its client folder: what is served and uploaded. */
  client: string;
  /** React Router's server bundle, kept for the pre-render and removed after it. */
  server: string;
  /**
   * The content as the content stage validated it, for the later stages (app/stage-handover/content-snapshot.server.ts);
   * beside the staging folder, which React Router empties when it starts, and removed after the post-build.
   */
  contentSnapshot: string;
}

/** A fresh staging folder for `target` (what a build killed before left there is removed). */
export function startStaging(target: string): Staging {
  const root = `${target}.staging-${process.pid}`;
  rmSync(root, { recursive: true, force: true });
  const contentSnapshot = `${root}.content`;
  rmSync(contentSnapshot, { force: true });
  return {
    contentSnapshot,
    root,
    client: path.join(root, "client"),
    server: path.join(root, "prerender-server"),
  };
}

export function discardStaging(staging: Staging): void {
  rmSync(staging.root, { recursive: true, force: true });
  rmSync(staging.contentSnapshot, { force: true });
}

/** Two renames, so build/ is never half-written; then the previous build is removed. */
export async function swapIn(staging: Staging, target: string): Promise<void> {
  const previous = `${target}.previous-${process.pid}`;
  if (existsSync(target)) renameSync(target, previous);
  renameSync(staging.root, target);
  // fs.rm removes a folder's entries side by side on libuv's threads, rmSync one after another:
  // half the time for a large build.
  await rm(previous, { recursive: true, force: true });
}
