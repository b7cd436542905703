import { describe, expect, test } from "vitest";
import { lowerScriptPriority } from "../../../scripts/postbuild/script-priority";

describe("lowerScriptPriority", () => {
  test("gives every modulepreload link a low fetch priority, and nothing else", () => {
    const html =
      '<link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" href="/assets/a.js"/>' +
      '<link rel="preload" as="image" href="/p.webp"/><link rel="modulepreload" href="/assets/b.js"/>';
    expect(lowerScriptPriority(html)).toBe(
      '<link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
        '<link rel="preload" as="image" href="/p.webp"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/>',
    );
  });

  test("leaves a link that already has a priority as it is", () => {
    const html = '<link rel="modulepreload" fetchpriority="high" href="/assets/a.js"/>';
    expect(lowerScriptPriority(html)).toBe(html);
  });
});
