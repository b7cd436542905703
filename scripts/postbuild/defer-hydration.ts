// Paint first, hydrate second. React Router writes each page with modulepreload links for its
// ~110 kB of hydration code and an inline module script that imports it at once; on a slow phone
// that code takes the bandwidth and the main thread before the words and the LCP image have
// painted. This step rewrites the two, in every pre-rendered page, so the code is requested only
// once the page has loaded and painted: the page reads and works without it (real links, the lazy
// image loader), and hydration then adds client navigation. Measurements and the levers tried:
// docs/decisions/009-paint-first-hydrate-second.md.
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULEPRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*\/?>/g;

// The lines of React Router 7's bootstrap, as `<Scripts>` writes them with `ssr: false`.
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;
// A route whose client middleware is split out (v8_splitRouteModules) is the spread of its parts.
const MERGED_ROUTE_MODULE = /^const \w+ = \{(?:\.\.\.\w+,?)+\};$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{.*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

/** The page with its hydration code deferred; a page without React Router's bootstrap is returned as it is. */
export function deferHydration(html: string, file: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]!);
  if (!bootstrap) {
    if (preloads.length > 0) throw new Error(`${file}: modulepreload links but no React Router bootstrap script`);
    return html;
  }
  const sideEffects: string[] = [];
  const namespaces: { name: string; url: string }[] = [];
  const merges: string[] = [];
  let routeModules: string | undefined;
  let entry: string | undefined;
  for (const line of bootstrap[1]!.split("\n").map((text) => text.trim())) {
    if (line === "") continue;
    if (MERGED_ROUTE_MODULE.test(line)) {
      merges.push(line);
      continue;
    }
    const match =
      SIDE_EFFECT_IMPORT.exec(line) ??
      NAMESPACE_IMPORT.exec(line) ??
      ROUTE_MODULES.exec(line) ??
      ENTRY_IMPORT.exec(line);
    if (!match) {
      // A React Router upgrade changed the bootstrap: stop the build rather than ship a page that never hydrates.
      throw new Error(`${file}: React Router's bootstrap script has a line this build step does not know: ${line}`);
    }
    if (match[0].startsWith("import * as")) namespaces.push({ name: match[1]!, url: match[2]! });
    else if (match[0].startsWith("import(")) entry = match[1];
    else if (match[0].startsWith("import ")) sideEffects.push(match[1]!);
    else routeModules = match[1];
  }
  if (!entry || !routeModules)
    throw new Error(`${file}: React Router's bootstrap script has no entry or route modules`);

  // Every module the script imports is requested first through a modulepreload link it inserts:
  // under the Content-Security-Policy's 'strict-dynamic', what a script inserts is trusted, while
  // an import() straight from this inline script is not (a hash does not pass on to its imports).
  const preload = [...new Set([...preloads, ...sideEffects, ...namespaces.map((n) => n.url), entry])];
  const script = [
    `const preload = ${JSON.stringify(preload)};`,
    "const hydrate = async () => {",
    '  for (const href of preload) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    ...sideEffects.map((url) => `  await import(${JSON.stringify(url)});`),
    `  const [${namespaces.map((n) => n.name).join(", ")}] = await Promise.all([${namespaces.map((n) => `import(${JSON.stringify(n.url)})`).join(", ")}]);`,
    ...merges.map((line) => `  ${line}`),
    `  window.__reactRouterRouteModules = ${routeModules};`,
    `  await import(${JSON.stringify(entry)});`,
    "};",
    // After the frame that paints the loaded page: rAF runs before that paint, the timeout after it.
    "const afterPaint = () => requestAnimationFrame(() => setTimeout(() => hydrate().catch((error) => console.error(error))));",
    'if (document.readyState === "complete") afterPaint();',
    'else addEventListener("load", afterPaint, { once: true });',
  ].join("\n");
  return html.replace(MODULEPRELOAD, "").replace(BOOTSTRAP, () => `<script type="module" async="">${script}</script>`);
}

/** Rewrites every page of the build; returns how many it changed. */
export async function deferHydrationInPages(clientDir: string): Promise<number> {
  const pages = (await readdir(clientDir, { recursive: true })).filter((name) => name.endsWith(".html"));
  let changed = 0;
  for (const relative of pages) {
    const file = path.join(clientDir, relative);
    const html = await readFile(file, "utf8");
    const deferred = deferHydration(html, relative);
    if (deferred === html) continue;
    await writeFile(file, deferred);
    changed++;
  }
  return changed;
}
