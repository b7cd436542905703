// Paint first, hydrate second: rewrites React Router's bootstrap in every pre-rendered page the
// pre-render did not already rewrite, into the one app/framework/deferred-bootstrap.server.ts
// writes (docs/decisions/009 and 012).
import { readFileSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { deferHydration } from "../../app/framework/deferred-bootstrap.server";
import { readStaticImports } from "../../app/framework/static-imports.server";

/**
 * Rewrites every page of the build but those in `deferredAlready` (relative to `clientDir`: the
 * pre-render rewrote them as it wrote them); returns how many it changed.
 */
export async function deferHydrationInPages(
  clientDir: string,
  deferredAlready: ReadonlySet<string> = new Set(),
): Promise<number> {
  const staticImports = await readStaticImports(clientDir);
  const pages = (await readdir(clientDir, { recursive: true })).filter(
    (name) => name.endsWith(".html") && !deferredAlready.has(name),
  );
  let changed = 0;
  for (const relative of pages) {
    const file = path.join(clientDir, relative);
    // Synchronously: thousands of small pages (the legacy redirect pages) cost a round trip each otherwise.
    const html = readFileSync(file, "utf8");
    const deferred = deferHydration(html, relative, staticImports);
    if (deferred === html) continue;
    writeFileSync(file, deferred);
    changed++;
  }
  return changed;
}
