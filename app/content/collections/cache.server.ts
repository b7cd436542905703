/**
 * The collections of CONTENT_DIR (default content/), loaded once and again only when a file
 * changes: pages ask for them many times per render, and the dev server must see edits.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { type Collections, loadCollections } from "../collections.server";
import { getContentDir } from "../content-dir.server";

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

let cached: { dir: string; key: string; checkedAt: number; collections: Collections } | undefined;

/** How long a loaded copy is trusted before the files are looked at again (the dev server's refresh). */
const RECHECK_AFTER_MS = 1000;

/** The collections, re-checking the files at most once a second. */
export function getCollections(): Collections {
  const dir = getContentDir();
  const now = Date.now();
  if (cached?.dir === dir && now - cached.checkedAt < RECHECK_AFTER_MS) return cached.collections;
  const key = contentSignature(dir);
  if (cached?.dir !== dir || cached.key !== key)
    cached = { dir, key, checkedAt: now, collections: loadCollections(dir) };
  cached.checkedAt = Date.now();
  return cached.collections;
}
