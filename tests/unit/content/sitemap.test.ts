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
});

describe("renderRobots", () => {
  test("allows everything and points at the sitemap", () => {
    expect(renderRobots("https://stories.example")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://stories.example/sitemap.xml\n",
    );
  });
});
