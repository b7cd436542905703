import { describe, expect, test } from "vitest";
import { formatHeadersFile, formatNginxIncludes, GLOBAL_HEADERS } from "../../../scripts/lib/security-headers";
import { localBackend, studioBackendFromEnv } from "../../../scripts/studio/studio-backend";
import { studioContentSecurityPolicy, studioHeaders } from "../../../scripts/studio/studio-headers";
import { headersFor, parseHeadersFile } from "../../../server/headers-file";

describe("the studio's headers", () => {
  test("its own policy: Decap's run-time compiled check, inline styles, its backend, never framed", () => {
    const policy = studioContentSecurityPolicy(localBackend());
    expect(policy).toContain("script-src 'self' 'unsafe-eval';");
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).toContain("img-src 'self' blob: data:;");
    expect(policy).toContain("connect-src 'self' blob: http://localhost:8081;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  test("with GitHub as the backend, GitHub's API and avatars instead of the local backend", () => {
    const policy = studioContentSecurityPolicy(
      studioBackendFromEnv({
        SITE_URL: "https://stories.example.org",
        GITHUB_REPO: "a/b",
        GITHUB_OAUTH_CLIENT_ID: "client",
      }),
    );
    expect(policy).toContain("connect-src 'self' blob: https://api.github.com;");
    expect(policy).toContain("img-src 'self' blob: data: https://avatars.githubusercontent.com;");
    expect(policy).not.toContain("localhost");
  });

  test("the project's server sends them for /admin, its files, and its page, with every response's", () => {
    const headers = studioHeaders(localBackend());
    const rules = parseHeadersFile(formatHeadersFile([{ path: "/admin/", headers }]));
    for (const path of ["/admin", "/admin/", "/admin/index.html", "/admin/config.yml"]) {
      expect(headersFor(rules, path)).toEqual({ ...GLOBAL_HEADERS, ...headers });
    }
    expect(headers["X-Robots-Tag"]).toBe("noindex, nofollow");
  });

  test("nginx sends them for every file of the folder and for its bare path", () => {
    const headers = studioHeaders(localBackend());
    const { pages } = formatNginxIncludes([], [{ path: "/admin/", headers }]);
    for (const location of ["location ^~ /admin/ {", "location = /admin {"]) {
      const block = pages.slice(pages.indexOf(location), pages.indexOf("}", pages.indexOf(location)));
      expect(block).toContain(`add_header Content-Security-Policy "${headers["Content-Security-Policy"]}" always;`);
      expect(block).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
      expect(block).toContain("try_files $uri $uri/index.html =404;");
    }
  });
});
