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

  it("escape what they write", () => {
    const html = redirectPageHtml('/a"><script>', '/b"><script>', "https://example.org");
    expect(html).not.toContain("<script>");
  });
});

describe("the _redirects file", () => {
  it("lists each legacy path with its target and the permanent redirect status", () => {
    expect(
      redirectsFile({ "/contributor": "/contribuitor", "/contributors": "/contribuitor" }).split("\n").slice(1),
    ).toEqual(["/contributor /contribuitor 308", "/contributors /contribuitor 308", ""]);
  });
});
