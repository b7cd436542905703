/**
 * The collections of CONTENT_DIR (default content/), loaded once per process. The dev server
 * alone loads them again when a file changes (it must show an editor's edits); a build reads the
 * files once, so every page of one build is made from the same content.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { type Collections, loadCollections } from "./collections.server";
import { getContentDir } from "../config/content-dir.server";
import { readContentSnapshot } from "../stage-handover/content-snapshot.server";

/** A cheap fingerprint of every file under content/. */
function contentSignature(dir: string): string {
  const parts: string[] = [];
  const walk = (current: string) => {
    for (const child of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, child.name);
      if (child.isDirectory()) walk(full);
      else {
        const stats = statSync(full);
        parts.push(`${full}:${stats.size}:${stats.mtimeMs}`);
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return parts.join("|");
}

interface LoadedCollections {
  dir: string;
  /** The files' fingerprint when loaded; only kept where the files are watched. */
  key?: string;
  checkedAt: number;
  collections: Collections;
}

/**
 * One build process holds several copies of this module: the build script's, the one Vite's
 * config loader bundles for react-router.config.ts, and the server bundle's. They share one
 * loaded copy through a global, so the content is read and validated once per process, not once
 * per copy (at a thousand contributors each load is seconds and tens of MB).
 */
const SHARED = Symbol.for("pandemic-year-stories.collections");
const shared = globalThis as typeof globalThis & { [SHARED]?: LoadedCollections };

/** How long a loaded copy is trusted before the files are looked at again (the dev server's refresh). */
const RECHECK_AFTER_MS = 1000;

/**
 * Only the dev server watches the files (Vite sets NODE_ENV to development there): a walk over
 * every file each second cost a thousand-contributor build seconds of CPU for nothing.
 */
const watchesFiles = () => process.env.NODE_ENV === "development";

/**
 * The collections; in the dev server, re-checking the files at most once a second; in a build's
 * later stages, from the snapshot its content stage wrote (content-snapshot.server.ts).
 */
export function getCollections(): Collections {
  const dir = getContentDir();
  const cached = shared[SHARED];
  const watching = watchesFiles();
  if (cached?.dir === dir && (!watching || Date.now() - cached.checkedAt < RECHECK_AFTER_MS)) return cached.collections;
  const key = watching ? contentSignature(dir) : undefined;
  const current =
    cached?.dir === dir && cached.key === key
      ? cached
      : {
          dir,
          key,
          checkedAt: 0,
          collections: (!watching && readContentSnapshot<Collections>()) || loadCollections(dir),
        };
  current.checkedAt = Date.now();
  shared[SHARED] = current;
  return current.collections;
}
