import { CspEvaluator } from "csp_evaluator/dist/evaluator.js";
import { CspParser } from "csp_evaluator/dist/parser.js";
import { Severity } from "csp_evaluator/dist/finding.js";
import { describe, expect, test } from "vitest";
import {
  DEFAULT_HEADERS,
  GLOBAL_HEADERS,
  contentSecurityPolicy,
  formatHeadersFile,
  formatNginxIncludes,
  headerPolicy,
  pageHeaders,
  scriptHash,
} from "../../../scripts/lib/security-headers";
import { policyContext } from "../../../scripts/lib/policy-meta";
import { headersFor, parseHeadersFile } from "../../../server/headers-file";

const HASH = scriptHash("console.log(1)");

function highFindings(policy: string) {
  const findings = new CspEvaluator(new CspParser(policy).csp).evaluate();
  return findings.filter((finding) => finding.severity <= Severity.HIGH).map((f) => `${f.directive}: ${f.description}`);
}

describe("contentSecurityPolicy (a page's own, in its meta element)", () => {
  test("allows scripts only by hash and what they load, never inline or eval", () => {
    const policy = contentSecurityPolicy({ scriptHashes: [HASH], youtube: false });
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc).toBe(`script-src 'sha256-${HASH}' 'strict-dynamic' 'self'`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    // A meta element cannot carry it: the header does.
    expect(policy).not.toContain("frame-ancestors");
  });

  test("allows compiling WebAssembly on the search page only, and never eval", () => {
    const search = contentSecurityPolicy({ scriptHashes: [HASH], youtube: false, search: true });
    const scriptSrc = search.split("; ").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc).toBe(`script-src 'sha256-${HASH}' 'strict-dynamic' 'wasm-unsafe-eval' 'self'`);
    expect(scriptSrc).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
    expect(highFindings(search)).toEqual([]);
    const other = contentSecurityPolicy({ scriptHashes: [HASH], youtube: false });
    expect(other).not.toContain("wasm");
    // Which pages' meta elements ask for it: the search page of each language, and no other.
    for (const pagePath of ["/search", "/es/search"]) expect(policyContext(pagePath, true).search, pagePath).toBe(true);
    for (const pagePath of ["/", "/es", "/contribuitor/a", "/contribuitor/a/b", "/es/contribuitor", "/embed", "/404"])
      expect(policyContext(pagePath, true).search, pagePath).toBe(false);
  });

  test("has no high-severity finding in Google's CSP Evaluator, with and without YouTube, alone or with the header's", () => {
    // The evaluator does find them: a policy allowing inline scripts has some.
    expect(highFindings("script-src 'unsafe-inline' 'self'")).not.toEqual([]);
    for (const youtube of [false, true]) {
      for (const tagManager of [false, true]) {
        for (const metaPixel of [false, true]) {
          const policy = contentSecurityPolicy({ scriptHashes: [HASH], youtube, tagManager, metaPixel });
          expect(highFindings(policy)).toEqual([]);
          for (const frameable of [false, true]) {
            expect(highFindings(`${policy}; ${headerPolicy(frameable).replace(/.*(frame-ancestors)/, "$1")}`)).toEqual(
              [],
            );
          }
        }
      }
    }
  });

  test("allows YouTube's no-cookie embed, API and thumbnails only when the content has a YouTube video", () => {
    const without = contentSecurityPolicy({ scriptHashes: [HASH], youtube: false });
    const withYouTube = contentSecurityPolicy({ scriptHashes: [HASH], youtube: true });
    expect(without).not.toContain("youtube");
    expect(without).toContain("frame-src 'none'");
    expect(withYouTube).toContain("frame-src https://www.youtube-nocookie.com");
    expect(withYouTube).toContain("img-src 'self' data: https://i.ytimg.com");
  });

  test("a page without scripts allows none", () => {
    expect(contentSecurityPolicy({ scriptHashes: [], youtube: true })).toContain("script-src 'none'");
  });
});

describe("pageHeaders", () => {
  test("forbid framing and isolate the window, except on the embed, which any site may frame", () => {
    expect(pageHeaders(false)).toEqual({
      "Content-Security-Policy": "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
    expect(pageHeaders(true)).toEqual({
      "Content-Security-Policy": "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors *",
    });
  });
});

describe("the _headers file", () => {
  const overrides = [
    { path: "/embed", headers: pageHeaders(true) },
    { path: "/admin/", headers: { "Content-Security-Policy": "script-src 'self'", "X-Robots-Tag": "noindex" } },
  ];

  test("reads back, on the server, as Cloudflare Pages applies it: every matching rule, in order", () => {
    const rules = parseHeadersFile(formatHeadersFile(overrides));
    for (const path of ["/", "/contribuitor", "/contribuitor/", "/contribuitor/index.html", "/es/contribuitor/x"])
      expect(headersFor(rules, path), path).toEqual(DEFAULT_HEADERS);
    expect(headersFor(rules, "/assets/app.js")).toEqual({
      ...DEFAULT_HEADERS,
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    // The embed's rule removes the framing ban and the isolation, and its policy replaces the default one.
    for (const path of ["/embed", "/embed/"])
      expect(headersFor(rules, path), path).toEqual({ ...GLOBAL_HEADERS, ...pageHeaders(true) });
    expect(headersFor(rules, "/admin/config.yml")).toEqual({ ...GLOBAL_HEADERS, ...overrides[1]!.headers });
    expect(headersFor(rules, "/admin")).toEqual({ ...GLOBAL_HEADERS, ...overrides[1]!.headers });
  });

  test("writes every removal before its rule's headers, and no rule the embed would also match", () => {
    const text = formatHeadersFile(overrides);
    expect(text).toContain(
      "/embed\n  ! Content-Security-Policy\n  ! X-Frame-Options\n  ! Cross-Origin-Opener-Policy\n  Content-Security-Policy:",
    );
    const rules = parseHeadersFile(text);
    const matching = rules.filter((rule) => rule.matches.test("/embed")).map((rule) => rule.path);
    expect(matching).toEqual(["/*", "/embed"]);
  });

  test("joins a header two rules set with a comma, as the hosts do", () => {
    const rules = parseHeadersFile("/*\n  Vary: Accept\n/a\n  vary: Cookie\n");
    expect(headersFor(rules, "/a")).toEqual({ Vary: "Accept, Cookie" });
  });

  test("tells the hosts that read it to cache /assets/ for good and to send payloads as turbo-stream text", () => {
    const rules = parseHeadersFile(formatHeadersFile([]));
    expect(rules.find((rule) => rule.path === "/assets/*")?.headers).toEqual({
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    expect(rules.find((rule) => rule.path === "/*.data")?.headers).toEqual({
      "Content-Type": "text/x-script; charset=utf-8",
    });
  });

  test("a header line outside any path is an error naming the line", () => {
    expect(() => parseHeadersFile("  X-Frame-Options: DENY\n")).toThrow(/_headers line 1/);
  });
});

describe("formatNginxIncludes", () => {
  test("gives every response the default headers, and the embed, the studio and each 404 page their locations", () => {
    const { headers, pages } = formatNginxIncludes(
      ["/404.html", "/es/404.html"],
      [
        { path: "/embed", headers: pageHeaders(true) },
        { path: "/es/embed", headers: pageHeaders(true) },
      ],
    );
    expect(headers).toContain('add_header Strict-Transport-Security "max-age=31536000" always;');
    expect(headers).toContain(`add_header Content-Security-Policy "${headerPolicy(false)}" always;`);
    expect(headers).toContain('add_header X-Frame-Options "DENY" always;');
    expect(pages).toContain("location ~ ^/embed(?:/|/index\\.html)?$ {");
    expect(pages).toMatch(/location ~ \^\/es\/embed[^}]*frame-ancestors \*[^}]*\}/);
    expect(pages).not.toMatch(/location ~ \^\/embed[^}]*X-Frame-Options[^}]*\}/);
    expect(pages).toMatch(/location = \/404\.html \{[^}]*frame-ancestors 'none'[^}]*internal;\n\}/);
    // Asked for by name, the Spanish 404 page answers as an unknown Spanish path does.
    expect(pages).toMatch(/location = \/es\/404\.html \{[^}]*error_page 404 \/es\/404\.html;\n {4}internal;\n\}/);
  });
});
