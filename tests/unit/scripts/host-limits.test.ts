import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  CLOUDFLARE_PAGES_LIMITS,
  cloudflarePagesPlan,
  cloudflarePagesWarnings,
  describeUpload,
  leastUploadFiles,
  measureUpload,
  uploadLimitErrors,
} from "../../../scripts/upload/host-limits";

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

describe("the upload's limits", () => {
  test("counts what a host is given, without the .br and .gz copies, and finds the largest file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "upload-size-"));
    try {
      mkdirSync(path.join(dir, "contribuitor"));
      writeFileSync(path.join(dir, "index.html"), "x".repeat(10));
      writeFileSync(path.join(dir, "index.html.br"), "x".repeat(50));
      writeFileSync(path.join(dir, "index.html.gz"), "x".repeat(50));
      writeFileSync(path.join(dir, "contribuitor", "index.html"), "x".repeat(20));
      writeFileSync(path.join(dir, "_headers"), "/*\n");
      const size = await measureUpload(dir);
      expect(size).toEqual({
        files: 3,
        largest: { file: path.join("contribuitor", "index.html"), bytes: 20 },
        precompressedCopies: 2,
      });
      expect(describeUpload(size)).toMatch(
        /^build\/client to upload: 3 files .*2 \.br\/\.gz copies.*the largest contribuitor\/index\.html/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("accepts an upload at Cloudflare Pages' limits", () => {
    expect(
      uploadLimitErrors({
        files: CLOUDFLARE_PAGES_LIMITS.files,
        largest: { file: "index.html", bytes: CLOUDFLARE_PAGES_LIMITS.fileBytes },
      }),
    ).toEqual([]);
  });

  test("refuses one past them, naming the limit, the count and what to do", () => {
    const errors = uploadLimitErrors({
      files: CLOUDFLARE_PAGES_LIMITS.files + 1,
      largest: { file: "assets/content/big.mp4", bytes: CLOUDFLARE_PAGES_LIMITS.fileBytes + 1 },
    });
    expect(errors).toEqual([
      expect.stringMatching(
        /^Cloudflare Pages' file limit: the site would upload 20,001 files, and Cloudflare Pages takes at most 20,000 a site on its Free plan\. On a paid plan .*build with CLOUDFLARE_PAGES_PLAN=paid\. Or keep entries out of the build/,
      ),
      expect.stringMatching(
        /^Cloudflare Pages' file size limit: assets\/content\/big\.mp4 is 25\.0 MiB.*Make it smaller/,
      ),
    ]);
  });

  test("a paid plan's limit is guarded when the build is told the site is on one", () => {
    const paid = cloudflarePagesPlan({ CLOUDFLARE_PAGES_PLAN: "paid" });
    expect(paid).toEqual({ name: "paid plan", files: 100_000 });
    expect(cloudflarePagesPlan({})).toEqual({ name: "Free plan", files: 20_000 });
    const size = { files: 38_300, largest: { file: "index.html", bytes: 1 } };
    expect(uploadLimitErrors(size, paid)).toEqual([]);
    expect(uploadLimitErrors(size, cloudflarePagesPlan({}))).toHaveLength(1);
    expect(uploadLimitErrors({ ...size, files: 100_001 }, paid)).toEqual([
      expect.stringMatching(/takes at most 100,000 a site on its paid plan\. Or keep entries out/),
    ]);
    expect(() => cloudflarePagesPlan({ CLOUDFLARE_PAGES_PLAN: "pro" })).toThrow(
      /CLOUDFLARE_PAGES_PLAN is "pro"; it takes free \(20,000 files a site, the default\) or paid \(100,000\)/,
    );
  });

  test("the least a content set uploads is known before the build writes anything: a page and its payload, each redirect page, each content file", () => {
    expect(leastUploadFiles(2006, 2004, 9000)).toBe(2006 * 2 + 2004 + 9000);
    expect(uploadLimitErrors({ files: leastUploadFiles(9000, 9000, 0), largest: { file: "", bytes: 0 } })).toHaveLength(
      1,
    );
  });
});
