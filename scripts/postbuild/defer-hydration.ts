// Paint first, hydrate second: rewrites React Router's bootstrap in every pre-rendered page the
// pre-render did not already rewrite, into the one app/framework/deferred-bootstrap.server.ts
// writes (docs/decisions/009 and 012).
import { readFileSync, writeFileSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { init, parse } from "es-module-lexer";
import { type StaticImports, deferHydration } from "../../app/framework/deferred-bootstrap.server";

/** Reads the static imports of the build's own modules (`/assets/…`) from the files themselves. */
export async function readStaticImports(clientDir: string): Promise<StaticImports> {
  await init;
  const cache = new Map<string, string[]>();
  const assets = (await readdir(path.join(clientDir, "assets"))).filter((name) => name.endsWith(".js"));
  for (const name of assets) {
    const url = `/assets/${name}`;
    const [imports] = parse(await readFile(path.join(clientDir, "assets", name), "utf8"), name);
    cache.set(
      url,
      imports
        // d === -1: a static import statement (not import(), not import.meta).
        .filter((found) => found.d === -1 && found.n !== undefined)
        .map((found) => new URL(found.n!, `http://build${url}`).pathname),
    );
  }
  return (url) => {
    const imports = cache.get(url);
    if (!imports) throw new Error(`${url} is imported by the page but is not in the build's assets`);
    return imports;
  };
}

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
