import { CspEvaluator } from "csp_evaluator/dist/evaluator.js";
import { CspParser } from "csp_evaluator/dist/parser.js";
import { Severity } from "csp_evaluator/dist/finding.js";
import { describe, expect, test } from "vitest";
import {
  GLOBAL_HEADERS,
  contentSecurityPolicy,
  formatHeadersFile,
  formatNginxIncludes,
  pageHeaders,
  scriptHash,
} from "../../../scripts/lib/security-headers";
import { headersFor, parseHeadersFile } from "../../../server/headers-file";

const HASH = scriptHash("console.log(1)");

function highFindings(policy: string) {
  const findings = new CspEvaluator(new CspParser(policy).csp).evaluate();
  return findings.filter((finding) => finding.severity <= Severity.HIGH).map((f) => `${f.directive}: ${f.description}`);
}

describe("contentSecurityPolicy", () => {
  test("allows scripts only by hash and what they load, never inline or eval", () => {
    const policy = contentSecurityPolicy({ scriptHashes: [HASH], youtube: false, frameable: false });
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc).toBe(`script-src 'sha256-${HASH}' 'strict-dynamic' 'self'`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  test("allows compiling WebAssembly on the search page only, and never eval", () => {
    const search = contentSecurityPolicy({ scriptHashes: [HASH], youtube: false, frameable: false, search: true });
    const scriptSrc = search.split("; ").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc).toBe(`script-src 'sha256-${HASH}' 'strict-dynamic' 'wasm-unsafe-eval' 'self'`);
    expect(scriptSrc).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
    expect(highFindings(search)).toEqual([]);
    const other = contentSecurityPolicy({ scriptHashes: [HASH], youtube: false, frameable: false });
    expect(other).not.toContain("wasm");
  });

  test("has no high-severity finding in Google's CSP Evaluator, with and without YouTube", () => {
    // The evaluator does find them: a policy allowing inline scripts has some.
    expect(highFindings("script-src 'unsafe-inline' 'self'")).not.toEqual([]);
    for (const youtube of [false, true]) {
      for (const tagManager of [false, true]) {
        for (const frameable of [false, true]) {
          const policy = contentSecurityPolicy({ scriptHashes: [HASH], youtube, tagManager, frameable });
          expect(highFindings(policy)).toEqual([]);
        }
      }
    }
  });

  test("allows YouTube's no-cookie embed, API and thumbnails only when the content has a YouTube video", () => {
    const without = contentSecurityPolicy({ scriptHashes: [HASH], youtube: false, frameable: false });
    const withYouTube = contentSecurityPolicy({ scriptHashes: [HASH], youtube: true, frameable: false });
    expect(without).not.toContain("youtube");
    expect(without).toContain("frame-src 'none'");
    expect(withYouTube).toContain("frame-src https://www.youtube-nocookie.com");
    expect(withYouTube).toContain("img-src 'self' data: https://i.ytimg.com");
  });

  test("a page without scripts allows none", () => {
    expect(contentSecurityPolicy({ scriptHashes: [], youtube: true, frameable: false })).toContain("script-src 'none'");
  });
});

describe("pageHeaders", () => {
  test("forbids framing and isolates the window, except on the embed, which any site may frame", () => {
    expect(pageHeaders({ scriptHashes: [HASH], youtube: false, frameable: false })).toMatchObject({
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
    const embed = pageHeaders({ scriptHashes: [HASH], youtube: false, frameable: true });
    expect(embed).not.toHaveProperty("X-Frame-Options");
    expect(embed).not.toHaveProperty("Cross-Origin-Opener-Policy");
    expect(embed["Content-Security-Policy"]).toContain("frame-ancestors *");
  });
});

describe("the _headers file", () => {
  test("reads back, on the server, as every response's headers plus the page's own", () => {
    const page = pageHeaders({ scriptHashes: [HASH], youtube: false, frameable: false });
    const rules = parseHeadersFile(formatHeadersFile([{ path: "/contribuitor", headers: page }]));
    expect(headersFor(rules, "/contribuitor")).toEqual({ ...GLOBAL_HEADERS, ...page });
    expect(headersFor(rules, "/contribuitor/")).toEqual({ ...GLOBAL_HEADERS, ...page });
    expect(headersFor(rules, "/contribuitor/index.html")).toEqual({ ...GLOBAL_HEADERS, ...page });
    expect(headersFor(rules, "/assets/app.js")).toEqual(GLOBAL_HEADERS);
  });

  test("tells the hosts that read it to cache /assets/ for good and to send payloads as turbo-stream text", () => {
    const rules = parseHeadersFile(formatHeadersFile([]));
    expect(rules.get("/assets/*")).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
    expect(rules.get("/*.data")).toEqual({ "Content-Type": "text/x-script; charset=utf-8" });
  });

  test("a header line outside any path is an error naming the line", () => {
    expect(() => parseHeadersFile("  X-Frame-Options: DENY\n")).toThrow(/_headers line 1/);
  });
});

describe("formatNginxIncludes", () => {
  test("gives each page a location with every header, and each language's 404 page its own", () => {
    const page = pageHeaders({ scriptHashes: [HASH], youtube: false, frameable: false });
    const notFound = pageHeaders({ scriptHashes: [], youtube: false, frameable: false });
    const { headers, pages } = formatNginxIncludes(
      [
        { path: "/", headers: page },
        { path: "/contribuitor", headers: page },
        { path: "/es", headers: page },
        { path: "/es/contribuitor", headers: page },
      ],
      [
        { path: "/404.html", headers: notFound },
        { path: "/es/404.html", headers: notFound },
      ],
    );
    expect(headers).toContain('add_header Strict-Transport-Security "max-age=31536000" always;');
    expect(pages).toContain("location ~ ^/(?:index\\.html)?$ {");
    expect(pages).toContain("location ~ ^/contribuitor(?:/|/index\\.html)?$ {");
    expect(pages).toContain(`add_header Content-Security-Policy "${page["Content-Security-Policy"]}" always;`);
    expect(pages).toMatch(/location = \/404\.html \{[^}]*script-src 'none'[^}]*internal;\n\}/);
    expect(pages).toContain("location ~ ^/es(?:/|/index\\.html)?$ {");
    expect(pages).toContain("location ~ ^/es/contribuitor(?:/|/index\\.html)?$ {");
    // Asked for by name, the Spanish 404 page answers as an unknown Spanish path does.
    expect(pages).toMatch(
      /location = \/es\/404\.html \{[^}]*script-src 'none'[^}]*error_page 404 \/es\/404\.html;\n {4}internal;\n\}/,
    );
  });
});
