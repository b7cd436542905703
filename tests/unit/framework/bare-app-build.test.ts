// The framework adapter (app/framework/) against what React Router really writes and does: the
// bare fixture app (tests/fixtures/bare-prerender-app) is built here with the installed version,
// so an upgrade that changes the bootstrap, the pre-render's requests or the fate of the server
// bundle fails these tests, not a reader's page.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bootstrapModuleUrls, readBootstrap } from "../../../app/framework/bootstrap-script.server";
import { deferHydration } from "../../../app/framework/deferred-bootstrap.server";
import { createPrerenderer, importServerBuild } from "../../../app/framework/prerender-requests.server";
import { readStaticImports } from "../../../app/framework/static-imports.server";
import { BARE_APP_DIR, buildBareApp, removeBareAppBuild } from "../../../support/bare-app";

const BUILD = `build.unit-${process.pid}`;
const KEPT_SERVER_DIR = path.join(BARE_APP_DIR, BUILD, "kept-server");
let clientDir = "";
const pages = ["index.html", "contribuitor/index.html", "contribuitor/sample/index.html", "embed/index.html"];

beforeAll(() => {
  clientDir = buildBareApp(BUILD, { keepServerDir: KEPT_SERVER_DIR });
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

describe("the build's own pre-render on a real React Router build", () => {
  test("keepServerBuild keeps the server bundle React Router deletes", () => {
    expect(existsSync(path.join(BARE_APP_DIR, BUILD, "server"))).toBe(false);
    expect(existsSync(path.join(KEPT_SERVER_DIR, "index.js"))).toBe(true);
  });

  test("its requests write the files React Router's own pre-render wrote", async () => {
    const build = await importServerBuild(path.join(KEPT_SERVER_DIR, "index.js"));
    const prerenderer = createPrerenderer(build, build.prerender);
    expect(prerenderer.renderedByReactRouter).toEqual(new Set(build.prerender));
    // Not `/`: the bare app keeps React Router 7's default data path for it (`/_root.data`).
    for (const page of ["/contribuitor", "/contribuitor/sample"]) {
      const { dataFile, data, htmlFile, html } = await prerenderer.render(page);
      expect(data).toBe(readFileSync(path.join(clientDir, dataFile), "utf8"));
      expect(html).toBe(readFileSync(path.join(clientDir, htmlFile), "utf8"));
    }
  });
});
