/**
 * The static imports of a build's own modules (`/assets/…`), read from the files themselves: the
 * paint-first bootstrap evaluates each page's modules dependencies first (deferred-bootstrap.server.ts).
 */
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { init, parse } from "es-module-lexer";
import type { StaticImports } from "./deferred-bootstrap.server";

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
