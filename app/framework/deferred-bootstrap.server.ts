/**
 * The bootstrap this build writes in place of React Router's, and its reader: paint first,
 * hydrate second, in short tasks. React Router writes each page with modulepreload links for its
 * ~110 kB of hydration code and an inline module script that imports it at once; on a slow phone
 * that code takes the bandwidth and the main thread before the words and the LCP image have
 * painted, and its evaluation is one long task. The script written here requests the code once the
 * page has loaded and its first paint is on screen (app/before-hydration/first-paint.ts), and
 * evaluates its modules one per task, dependencies first, yielding to the reader in between;
 * hydration then adds client navigation. The levers measured: docs/decisions/009 and 012.
 *
 * Checked against React Router 7.18.4: the script hands React Router its route modules through the
 * global its client entry reads (bootstrap-script.server.ts), then imports that entry. It goes into
 * the page in place of React Router's through page-rewrite.server.ts; the page-weight budget reads
 * the list back (tools/budget-check.ts); tests/unit/framework/ checks both on a real build of the
 * bare fixture app.
 */
import { type Bootstrap, bootstrapModuleUrls, routeModulesStatements } from "./bootstrap-script.server";
import { rewritePage } from "./page-rewrite.server";
import { FIRST_PAINT_GLOBAL } from "../before-hydration/first-paint";

/** The URLs a module imports statically (not `import()`), resolved against its own URL. */
export type StaticImports = (url: string) => string[];

/** `urls` and everything they import, each after its own imports (depth first). */
export function dependencyOrder(urls: string[], staticImports: StaticImports): string[] {
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dependency of staticImports(url)) visit(dependency);
    ordered.push(url);
  };
  for (const url of urls) visit(url);
  return ordered;
}

const DEFERRED_MODULES = /<script type="module" async="">const modules = (\[[^\]]*\]);/;

/**
 * The hydration modules a deferred page loads, in the order it evaluates them (the client entry
 * last), read back from the script deferHydration writes; undefined for a page without one. The
 * page-weight budget counts these (tools/budget-check.ts): one writer and one reader of the shape.
 */
export function readDeferredModules(html: string): string[] | undefined {
  const list = DEFERRED_MODULES.exec(html)?.[1];
  return list === undefined ? undefined : (JSON.parse(list) as string[]);
}

/**
 * HYDRATION_REWRITE=off keeps React Router's own bootstrap in every page: for bench:ready's
 * comparison only (tools/bench/ready.ts). Read here alone, by the pre-render and the post-build.
 */
export function rewritesBootstrap(): boolean {
  return process.env.HYDRATION_REWRITE !== "off";
}

/** The page with its hydration code deferred; a page without React Router's bootstrap is returned as it is. */
export function deferHydration(html: string, file: string, staticImports: StaticImports): string {
  return rewritePage(html, file, { bootstrap: deferredBootstrap(file, staticImports) });
}

/** The paint-first script for a page's bootstrap (page-rewrite.server.ts puts it in place of React Router's). */
export const deferredBootstrap = (file: string, staticImports: StaticImports) => (bootstrap: Bootstrap) => {
  const { sideEffects, namespaces, entry } = bootstrap;
  // The entry goes last, after React Router's globals are set: evaluating it starts hydration.
  const beforeEntry = dependencyOrder(
    bootstrapModuleUrls(bootstrap).filter((url) => url !== entry),
    staticImports,
  );
  const modules = [...new Set([...beforeEntry, ...dependencyOrder([entry], staticImports)])];
  // Were the entry imported by a route module, evaluating that module would start hydration early.
  if (modules.at(-1) !== entry) throw new Error(`${file}: the client entry ${entry} is imported by another module`);

  return [
    `const modules = ${JSON.stringify(modules)};`,
    // scheduler.yield() resumes ahead of other queued work; a zero timeout where it is missing.
    "const nextTask = () => (globalThis.scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve)));",
    "const hydrate = async () => {",
    // Under the Content-Security-Policy's 'strict-dynamic', what a script inserts is trusted, while
    // an import() straight from this inline script is not (a hash does not pass on to its imports).
    // One preload per task too: starting a fetch costs the main thread time, and in Lighthouse's
    // trace (DevTools' network instrumentation on) the ten of a page in one task took 10–13 ms. The
    // first waits a task as well, behind whatever the task that announced the first paint queued.
    "  for (const href of modules) {",
    "    await nextTask();",
    '    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    "  }",
    // One module evaluated per task: its imports were evaluated in the tasks before.
    "  for (const href of modules.slice(0, -1)) {",
    "    await import(href);",
    "    await nextTask();",
    "  }",
    ...sideEffects.map((url) => `  await import(${JSON.stringify(url)});`),
    `  const [${namespaces.map((n) => n.name).join(", ")}] = await Promise.all([${namespaces.map((n) => `import(${JSON.stringify(n.url)})`).join(", ")}]);`,
    ...routeModulesStatements(bootstrap).map((line) => `  ${line}`),
    `  await import(${JSON.stringify(entry)});`,
    "};",
    // Once the page is painted (app/before-hydration/first-paint.ts); at once on a page without it.
    `(window[${JSON.stringify(FIRST_PAINT_GLOBAL)}] ?? Promise.resolve()).then(hydrate).catch((error) => {`,
    "  console.error(error);",
    // The network went before the code came: a module that failed stays failed in the document's
    // module map, so once the network is back the page is loaded again, and hydrates.
    '  if (!navigator.onLine) addEventListener("online", () => location.reload(), { once: true });',
    "});",
  ].join("\n");
};
