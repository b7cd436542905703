// The adapter's reading of React Router's bootstrap, against what React Router really writes: the
// bare fixture app (tests/fixtures/bare-prerender-app) is built here with the installed version,
// so an upgrade that changes the bootstrap fails these tests, not a reader's page.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bootstrapModuleUrls, readBootstrap } from "../../../app/framework/bootstrap-script";
import { deferHydration, readStaticImports } from "../../../scripts/postbuild/defer-hydration";
import { buildBareApp, removeBareAppBuild } from "../../fixtures/bare-prerender-app/build-bare-app";

const BUILD = `build.unit-${process.pid}`;
let clientDir = "";
const pages = ["index.html", "contribuitor/index.html", "contribuitor/sample/index.html", "embed/index.html"];

beforeAll(() => {
  clientDir = buildBareApp(BUILD);
}, 180_000);

afterAll(() => removeBareAppBuild(BUILD));

describe("readBootstrap on a real React Router build", () => {
  test("finds the entry, the route modules and the manifest on every pre-rendered page", () => {
    for (const page of pages) {
      const bootstrap = readBootstrap(readFileSync(path.join(clientDir, page), "utf8"), page)!;
      expect(bootstrap.entry).toMatch(/^\/assets\/entry\.client-[\w-]+\.js$/);
      expect(bootstrap.sideEffects).toEqual([expect.stringMatching(/^\/assets\/manifest-[\w-]+\.js$/)]);
      expect(bootstrap.namespaces.map((namespace) => namespace.name)).toEqual(["route0", "route1"]);
      expect(bootstrap.routeModules).toMatch(/^\{"root":route0,"[\w/]+":route1\}$/);
      expect(bootstrap.preloads.length).toBeGreaterThan(2);
    }
  });

  test("names only modules that exist in the build", () => {
    const bootstrap = readBootstrap(readFileSync(path.join(clientDir, "index.html"), "utf8"), "index.html")!;
    for (const url of bootstrapModuleUrls(bootstrap)) expect(existsSync(path.join(clientDir, url))).toBe(true);
  });
});

describe("deferHydration on a real React Router build", () => {
  test("evaluates every module after its imports and the client entry last", async () => {
    const staticImports = await readStaticImports(clientDir);
    const html = readFileSync(path.join(clientDir, "contribuitor/index.html"), "utf8");
    const deferred = deferHydration(html, "contribuitor/index.html", staticImports);
    const modules = JSON.parse(/const modules = (\[.*?\]);/.exec(deferred)![1]!) as string[];
    const bootstrap = readBootstrap(html, "contribuitor/index.html")!;
    expect(modules.at(-1)).toBe(bootstrap.entry);
    expect(new Set(modules)).toEqual(new Set([...bootstrapModuleUrls(bootstrap), ...modules]));
    for (const [index, url] of modules.entries()) {
      for (const dependency of staticImports(url)) expect(modules.indexOf(dependency)).toBeLessThan(index);
    }
    expect(deferred).not.toContain('rel="modulepreload"');
  });

  test("every asset the pages import is read", async () => {
    const staticImports = await readStaticImports(clientDir);
    const assets = readdirSync(path.join(clientDir, "assets")).filter((name) => name.endsWith(".js"));
    for (const name of assets) expect(() => staticImports(`/assets/${name}`)).not.toThrow();
    expect(() => staticImports("/assets/missing.js")).toThrow(/not in the build's assets/);
  });
});
