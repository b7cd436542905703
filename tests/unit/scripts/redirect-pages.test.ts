import { describe, expect, it } from "vitest";
import { redirectPageHtml, redirectsFile } from "../../../scripts/postbuild/redirect-pages";

describe("redirect pages", () => {
  it("send browsers on with a meta refresh, and search engines with a canonical link", () => {
    const html = redirectPageHtml("/contributor/ana-ruiz", "/contribuitor/ana-ruiz", "https://example.org");
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/contribuitor/ana-ruiz">');
    expect(html).toContain('<link rel="canonical" href="https://example.org/contribuitor/ana-ruiz">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<a href="/contribuitor/ana-ruiz">');
    expect(html).toContain('<html lang="en">');
  });

  it("speak Spanish on the way to a Spanish page", () => {
    const html = redirectPageHtml("/es/contributor/ana-ruiz", "/es/contribuitor/ana-ruiz", "https://example.org", "es");
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/es/contribuitor/ana-ruiz">');
    expect(html).toContain('<link rel="canonical" href="https://example.org/es/contribuitor/ana-ruiz">');
    expect(html).toContain("Esta página se trasladó a /es/contribuitor/ana-ruiz");
  });

  it("escape what they write", () => {
    const html = redirectPageHtml('/a"><script>', '/b"><script>', "https://example.org");
    expect(html).not.toContain("<script>");
  });
});

describe("the _redirects file", () => {
  it("lists the fixed rules first, then one pattern for the contributors' pages and one for their legacy paths, then each language's 404", () => {
    expect(
      redirectsFile(
        {
          "/contributor": "/contribuitor",
          "/contributors": "/contribuitor",
          "/contributor/ana-ruiz": "/contribuitor/ana-ruiz",
          "/contributor/luis-tran": "/contribuitor/luis-tran",
          "/es/contributor": "/es/contribuitor",
          "/es/contributor/ana-ruiz": "/es/contribuitor/ana-ruiz",
        },
        [
          "/",
          "/contribuitor",
          "/contribuitor/ana-ruiz",
          "/contribuitor/luis-tran",
          "/es",
          "/es/contribuitor",
          "/es/contribuitor/ana-ruiz",
        ],
      )
        .split("\n")
        .slice(1),
    ).toEqual([
      "/contributor /contribuitor 308",
      "/contributor/ /contribuitor 308",
      "/contributors /contribuitor 308",
      "/contributors/ /contribuitor 308",
      "/es/contributor /es/contribuitor 308",
      "/es/contributor/ /es/contribuitor 308",
      // Each page at its own address, never at the folder's (Cloudflare Pages); the home page is a file.
      "/contribuitor/ /contribuitor 308",
      "/contribuitor /contribuitor/ 200",
      "/es/ /es 308",
      "/es /es/ 200",
      "/es/contribuitor/ /es/contribuitor 308",
      "/es/contribuitor /es/contribuitor/ 200",
      // The 404 pages' own addresses answer as unknown paths do.
      "/es/404 /es/404.html/ 200",
      "/404 /404.html/ 200",
      // Every contributor page the same way, its payload served as it is.
      "/contribuitor/*.data /contribuitor/:splat.data 200",
      "/contribuitor/:slug/ /contribuitor/:slug 308",
      "/contribuitor/:slug /contribuitor/:slug/ 200",
      "/es/contribuitor/*.data /es/contribuitor/:splat.data 200",
      "/es/contribuitor/:slug/ /es/contribuitor/:slug 308",
      "/es/contribuitor/:slug /es/contribuitor/:slug/ 200",
      "/contributor/:slug /contribuitor/:slug 308",
      "/contributor/:slug/ /contribuitor/:slug 308",
      "/es/contributor/:slug /es/contribuitor/:slug 308",
      "/es/contributor/:slug/ /es/contribuitor/:slug 308",
      // The Spanish 404 page for unknown paths under /es/ (Netlify), before the English one for all others.
      "/es/* /es/404.html 404",
      "/* /404.html 404",
      "",
    ]);
  });
});
