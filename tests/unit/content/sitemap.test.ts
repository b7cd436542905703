import { describe, expect, test } from "vitest";
import { renderRobots, renderSitemap } from "../../../scripts/postbuild/sitemap";

describe("renderSitemap", () => {
  test("lists every indexed page under the public origin, leaving out the embed", () => {
    const xml = renderSitemap("https://stories.example", ["/", "/contribuitor", "/contribuitor/ana-ruiz", "/embed"]);
    expect(xml).toContain("<loc>https://stories.example/</loc>");
    expect(xml).toContain("<loc>https://stories.example/contribuitor/ana-ruiz</loc>");
    expect(xml).not.toContain("/embed");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  test("lists every page of both languages with its alternates: en, es and x-default (the English page)", () => {
    const xml = renderSitemap("https://stories.example", [
      "/",
      "/contribuitor",
      "/contribuitor/ana-ruiz",
      "/embed",
      "/es",
      "/es/contribuitor",
      "/es/contribuitor/ana-ruiz",
      "/es/embed",
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => entry!);
    expect(entries.map((entry) => /<loc>(.*)<\/loc>/.exec(entry)![1])).toEqual([
      "https://stories.example/",
      "https://stories.example/contribuitor",
      "https://stories.example/contribuitor/ana-ruiz",
      "https://stories.example/es",
      "https://stories.example/es/contribuitor",
      "https://stories.example/es/contribuitor/ana-ruiz",
    ]);
    const alternates = (entry: string) =>
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, url]) => [
        lang,
        url,
      ]);
    const pair = [
      ["en", "https://stories.example/contribuitor/ana-ruiz"],
      ["es", "https://stories.example/es/contribuitor/ana-ruiz"],
      ["x-default", "https://stories.example/contribuitor/ana-ruiz"],
    ];
    // Both pages of a pair name the same three alternates.
    expect(alternates(entries[2]!)).toEqual(pair);
    expect(alternates(entries[5]!)).toEqual(pair);
    expect(alternates(entries[3]!)).toEqual([
      ["en", "https://stories.example/"],
      ["es", "https://stories.example/es"],
      ["x-default", "https://stories.example/"],
    ]);
  });

  test("names no alternates for a page that exists in one language only", () => {
    const xml = renderSitemap("https://stories.example", ["/", "/contribuitor", "/es"]);
    expect(xml).toContain("<loc>https://stories.example/contribuitor</loc>");
    expect(xml).not.toContain("https://stories.example/es/contribuitor");
    expect(xml.match(/hreflang="es"/g)).toHaveLength(2);
  });
});

describe("renderRobots", () => {
  test("allows everything and points at the sitemap", () => {
    expect(renderRobots("https://stories.example")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: https://stories.example/sitemap.xml\n",
    );
  });
});

describe("renderRobots on a preview deploy", () => {
  test("disallows everything and names no sitemap", () => {
    const robots = renderRobots("https://deploy-preview-12--our-year.netlify.app", false);
    expect(robots).toContain("User-agent: *\nDisallow: /\n");
    expect(robots).not.toMatch(/Allow:|Sitemap:/);
  });
});
