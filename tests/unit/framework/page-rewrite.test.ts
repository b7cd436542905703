import { describe, expect, test } from "vitest";
import { readPolicyMeta, rewritePage } from "../../../app/framework/page-rewrite.server";

// The shape React Router 7.18 writes for a pre-rendered page (abridged).
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/root-3.css"/></head><body><main><h1>Hello</h1></main><script type="application/ld+json">{"@type":"Article"}</script><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-2.js");</script></body></html>`;

/** A policy that names the inline scripts of the page it is given, to see which page that was. */
const scriptsSeen = (html: string) =>
  `scripts ${[...html.matchAll(/<script[^>]*>([\w.]*)/g)].map((m) => m[1]).join("|")}`;

describe("rewritePage", () => {
  test("changes nothing it is not asked to", () => {
    expect(rewritePage(PAGE, "index.html", {})).toBe(PAGE);
  });

  test("a script-free page keeps its markup, styles and words, without a script or a module preload", () => {
    const page = rewritePage(PAGE, "404.html", { scriptFree: true });
    expect(page).not.toMatch(/<script|modulepreload/);
    expect(page).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(page).toContain("<main><h1>Hello</h1></main>");
    // No script of its own switches the web fonts on after its first paint: its markup does.
    expect(page).toContain('<html lang="en" data-web-fonts="">');
  });

  test("puts the script it is given in place of React Router's bootstrap and its module preloads", () => {
    const page = rewritePage(PAGE, "index.html", {
      bootstrap: (bootstrap) => `start(${JSON.stringify(bootstrap.entry)});`,
    });
    expect(page).not.toContain("modulepreload");
    expect(page).not.toContain("__reactRouterRouteModules");
    expect(page).toContain('<script type="module" async="">start("/assets/entry.client-2.js");</script></body>');
    expect(page).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  test("leaves a page without a bootstrap as it is", () => {
    const page = PAGE.replace(/<script type="module"[\s\S]*?<\/script>/, "").replaceAll(
      /<link rel="modulepreload"[^>]*>/g,
      "",
    );
    expect(rewritePage(page, "redirect/index.html", { bootstrap: () => "start();" })).toBe(page);
  });

  test("puts the policy first after <meta charset>, made from the page as the other changes left it", () => {
    const page = rewritePage(PAGE, "index.html", { bootstrap: () => "start();", policy: scriptsSeen });
    expect(page).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"\/><meta http-equiv="Content-Security-Policy" content="scripts [^"]*"><link rel="stylesheet"/,
    );
    expect(readPolicyMeta(page)).toBe("scripts |window.__reactRouterContext|start");
  });

  test("replaces the policy a page has already", () => {
    const once = rewritePage(PAGE, "index.html", { policy: () => "first" });
    const twice = rewritePage(once, "index.html", { policy: () => "second" });
    expect(readPolicyMeta(twice)).toBe("second");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  test("names the file of a page it cannot give a policy", () => {
    expect(() =>
      rewritePage("<html><head><title>x</title></head></html>", "es/x/index.html", { policy: () => "p" }),
    ).toThrow('es/x/index.html: no <head> starting with <meta charset="utf-8"> to put its policy after');
  });
});
