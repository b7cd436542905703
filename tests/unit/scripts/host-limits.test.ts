import { describe, expect, test } from "vitest";
import { CLOUDFLARE_PAGES_LIMITS, cloudflarePagesWarnings } from "../../../scripts/postbuild/host-limits";

const headerRules = (count: number) =>
  Array.from({ length: count }, (_, i) => `/page-${i}\n  X-Frame-Options: DENY`).join("\n\n");
const redirectRules = (count: number) => Array.from({ length: count }, (_, i) => `/old-${i} /new-${i} 308`).join("\n");

describe("cloudflarePagesWarnings", () => {
  test("says nothing while both files are within Cloudflare Pages' limits", () => {
    const headers = `# a comment\n${headerRules(CLOUDFLARE_PAGES_LIMITS.headerRules)}\n`;
    const redirects = `${redirectRules(CLOUDFLARE_PAGES_LIMITS.staticRedirects)}\n/* /404.html 404\n`;
    expect(cloudflarePagesWarnings(headers, redirects)).toEqual([]);
  });

  test("names each limit passed: header rules, long lines, fixed and dynamic redirects", () => {
    const longValue = "x".repeat(CLOUDFLARE_PAGES_LIMITS.lineLength);
    const headers = `${headerRules(CLOUDFLARE_PAGES_LIMITS.headerRules)}\n\n/last\n  Content-Security-Policy: ${longValue}\n`;
    const redirects = [
      redirectRules(CLOUDFLARE_PAGES_LIMITS.staticRedirects + 1),
      ...Array.from({ length: CLOUDFLARE_PAGES_LIMITS.dynamicRedirects + 1 }, (_, i) => `/x-${i}/* /y 308`),
    ].join("\n");
    const warnings = cloudflarePagesWarnings(headers, redirects);
    expect(warnings).toEqual([
      expect.stringMatching(/^_headers has 101 rules; Cloudflare Pages reads the first 100/),
      expect.stringMatching(/^_headers has 1 line\(s\) over 2000 characters/),
      expect.stringMatching(/^_redirects has 2001 fixed rules/),
      expect.stringMatching(/^_redirects has 101 rules with \* or :placeholders/),
    ]);
  });

  test("counts every redirect after the first dynamic one as dynamic, as Cloudflare Pages does", () => {
    const redirects = `/a/:slug /b/:slug 308\n${redirectRules(CLOUDFLARE_PAGES_LIMITS.dynamicRedirects)}`;
    expect(cloudflarePagesWarnings("", redirects)).toEqual([
      expect.stringMatching(/^_redirects has 101 rules with \* or :placeholders/),
    ]);
  });
});
