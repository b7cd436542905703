import { describe, expect, test } from "vitest";
import { deferHydration, readDeferredModules } from "../../../app/framework/deferred-bootstrap.server";

// The shape React Router 7.18 writes for a pre-rendered page (links and bootstrap, abridged).
const PAGE = `<!DOCTYPE html><html lang="en"><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/root-3.css"/></head><body><main><h1>Hello</h1></main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/home-5.js";
import * as route2_clientMiddleware from "/assets/contributor-6.js";
import * as route2_main from "/assets/contributor-main-7.js";
const route2 = {...route2_clientMiddleware,...route2_main};
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1,"routes/contributor":route2};

import("/assets/entry.client-2.js");</script></body></html>`;

// Who imports whom: the route modules share a chunk with the entry's framework code.
const IMPORTS: Record<string, string[]> = {
  "/assets/manifest-1.js": [],
  "/assets/entry.client-2.js": ["/assets/chunk-8.js"],
  "/assets/root-4.js": ["/assets/chunk-8.js"],
  "/assets/home-5.js": ["/assets/chunk-8.js", "/assets/root-4.js"],
  "/assets/contributor-6.js": [],
  "/assets/contributor-main-7.js": ["/assets/chunk-8.js"],
  "/assets/chunk-8.js": [],
};
const staticImports = (url: string) => IMPORTS[url]!;

describe("deferHydration", () => {
  const deferred = deferHydration(PAGE, "index.html", staticImports);

  test("removes the modulepreload links and keeps everything else of the page", () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(deferred).toContain("<main><h1>Hello</h1></main><script>window.__reactRouterContext = {};</script>");
  });

  test("imports the same modules in the same roles, once the page is painted", () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferred)![1]!;
    // Everything it imports, each after its own imports and the entry last, one module per task.
    expect(script).toContain(
      'const modules = ["/assets/manifest-1.js","/assets/chunk-8.js","/assets/root-4.js","/assets/home-5.js","/assets/contributor-6.js","/assets/contributor-main-7.js","/assets/entry.client-2.js"];',
    );
    expect(script).toContain("await nextTask();");
    expect(script).toContain('await import("/assets/manifest-1.js");');
    expect(script).toContain(
      "const [route0, route1, route2_clientMiddleware, route2_main] = await Promise.all([" +
        'import("/assets/root-4.js"), import("/assets/home-5.js"), import("/assets/contributor-6.js"), import("/assets/contributor-main-7.js")]);',
    );
    expect(script).toContain("const route2 = {...route2_clientMiddleware,...route2_main};");
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1,"routes/contributor":route2};',
    );
    expect(script).toContain('await import("/assets/entry.client-2.js");');
    expect(script).toContain('(window["__firstPaint"] ?? Promise.resolve()).then(hydrate)');
    expect(() => new Function(`return async () => { ${script.replace(/^import\b/gm, "")} }`)).not.toThrow();
  });

  test("gives the page-weight budget the modules the page loads, in the order it loads them", () => {
    expect(readDeferredModules(deferred)).toEqual([
      "/assets/manifest-1.js",
      "/assets/chunk-8.js",
      "/assets/root-4.js",
      "/assets/home-5.js",
      "/assets/contributor-6.js",
      "/assets/contributor-main-7.js",
      "/assets/entry.client-2.js",
    ]);
    expect(readDeferredModules(PAGE)).toBeUndefined();
  });

  test("leaves a page without React Router's scripts as it is", () => {
    const page = "<!DOCTYPE html><html><body><h1>Not found</h1></body></html>";
    expect(deferHydration(page, "404.html", staticImports)).toBe(page);
  });

  test("stops the build, naming the file, when the bootstrap has a line it does not know", () => {
    const changed = PAGE.replace('import("/assets/entry.client-2.js");', 'startApp("/assets/entry.client-2.js");');
    expect(() => deferHydration(changed, "contribuitor/index.html", staticImports)).toThrow(
      /^contribuitor\/index\.html: React Router's bootstrap script has a line this build step does not know: startApp/,
    );
  });

  test("stops the build when a route module imports the client entry", () => {
    const tangled = (url: string) => (url === "/assets/root-4.js" ? ["/assets/entry.client-2.js"] : staticImports(url));
    expect(() => deferHydration(PAGE, "index.html", tangled)).toThrow(
      /index\.html: the client entry .* is imported by another module/,
    );
  });
});
