/**
 * React Router's inline bootstrap, as `<Scripts>` writes it into a pre-rendered page, read back.
 * Checked against React Router 7.18.4 (`ssr: false`, `v8_splitRouteModules`); nothing documents
 * this shape, so it is read in this one place: the paint-first bootstrap is written from it
 * (deferred-bootstrap.server.ts), and the page-weight budget counts what that imports
 * (tools/budget-check.ts). tests/unit/framework/bare-app-build.test.ts reads a real build of the
 * bare fixture app, so a React Router upgrade that changes the shape fails there first.
 *
 * The shape, line by line:
 *   import "/assets/manifest-HASH.js";                         the route manifest (a side effect)
 *   import * as route0 from "/assets/root-HASH.js";            each matched route's module
 *   const route2 = {...route2_clientMiddleware,...route2_main}; a route split into parts
 *   window.__reactRouterRouteModules = {"root":route0,...};
 *   import("/assets/entry.client-HASH.js");                    hydration starts here
 * preceded in <head> by one `<link rel="modulepreload">` per module of the page.
 */

export const BOOTSTRAP_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
export const MODULEPRELOAD_LINK = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*\/?>/g;

const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;
const MERGED_ROUTE_MODULE = /^const \w+ = \{(?:\.\.\.\w+,?)+\};$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{.*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

export interface Bootstrap {
  /** The `<link rel="modulepreload">` hrefs in the page, in order. */
  preloads: string[];
  /** Modules imported for their side effects (the route manifest), in order. */
  sideEffects: string[];
  /** Route modules imported as namespaces, with the binding each gets. */
  namespaces: { name: string; url: string }[];
  /** `const routeN = {...partA,...partB};` lines, as written. */
  merges: string[];
  /** The object literal assigned to `window.__reactRouterRouteModules`. */
  routeModules: string;
  /** The client entry, imported last: it hydrates the page. */
  entry: string;
}

/**
 * The page's bootstrap, or undefined when the page has none (404.html, redirect pages). Throws,
 * naming the file and the line, on anything it does not know: a page that never hydrates must
 * not ship.
 */
export function readBootstrap(html: string, file: string): Bootstrap | undefined {
  const script = BOOTSTRAP_SCRIPT.exec(html);
  const preloads = [...html.matchAll(MODULEPRELOAD_LINK)].map((match) => match[1]!);
  if (!script) {
    if (preloads.length > 0) throw new Error(`${file}: modulepreload links but no React Router bootstrap script`);
    return undefined;
  }
  const bootstrap: Omit<Bootstrap, "routeModules" | "entry"> & Partial<Bootstrap> = {
    preloads,
    sideEffects: [],
    namespaces: [],
    merges: [],
  };
  for (const line of script[1]!.split("\n").map((text) => text.trim())) {
    if (line === "") continue;
    let match: RegExpExecArray | null;
    if (MERGED_ROUTE_MODULE.test(line)) bootstrap.merges.push(line);
    else if ((match = SIDE_EFFECT_IMPORT.exec(line))) bootstrap.sideEffects.push(match[1]!);
    else if ((match = NAMESPACE_IMPORT.exec(line))) bootstrap.namespaces.push({ name: match[1]!, url: match[2]! });
    else if ((match = ROUTE_MODULES.exec(line))) bootstrap.routeModules = match[1]!;
    else if ((match = ENTRY_IMPORT.exec(line))) bootstrap.entry = match[1]!;
    else throw new Error(`${file}: React Router's bootstrap script has a line this build step does not know: ${line}`);
  }
  if (!bootstrap.entry || !bootstrap.routeModules)
    throw new Error(`${file}: React Router's bootstrap script has no entry or route modules`);
  return bootstrap as Bootstrap;
}

/** Every module URL the bootstrap names, each once: preloads, side effects, route modules, entry. */
export function bootstrapModuleUrls(bootstrap: Bootstrap): string[] {
  return [
    ...new Set([
      ...bootstrap.preloads,
      ...bootstrap.sideEffects,
      ...bootstrap.namespaces.map((namespace) => namespace.url),
      bootstrap.entry,
    ]),
  ];
}

/**
 * The statements that hand React Router the route modules, once each namespace is bound to its
 * module (`routeN`): the merges of split routes, then the global React Router's entry reads.
 */
export function routeModulesStatements(bootstrap: Bootstrap): string[] {
  return [...bootstrap.merges, `window.__reactRouterRouteModules = ${bootstrap.routeModules};`];
}
