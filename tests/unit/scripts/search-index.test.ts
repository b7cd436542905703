import { describe, expect, it } from "vitest";
import { markedEntries } from "../../../scripts/postbuild/search-index";

const record = (kind: string, slug: string) =>
  `data-search-record="{&quot;kind&quot;:&quot;${kind}&quot;,&quot;slug&quot;:&quot;${slug}&quot;}"`;

describe("markedEntries", () => {
  it("finds each element marked for the index, whole, with nested elements of its own tag", () => {
    const story = `<article id="a" data-pagefind-body="" ${record("story", "a")}><header><p>A</p></header><article><p>inner</p></article><p>end</p></article>`;
    const profile = `<header class="profile" data-pagefind-body="" ${record("contributor", "ana")}><h1>Ana</h1><header>x</header></header>`;
    const html = `<html lang="en"><body><header class="site-header">Site</header><main>${profile}${story}</main><footer>Embed this</footer></body></html>`;
    expect(markedEntries(html)).toEqual([
      { key: "contributor/ana", html: profile },
      { key: "story/a", html: story },
    ]);
  });

  it("has none on a page that marks nothing", () => {
    expect(markedEntries("<html><body><main><p>Nothing</p></main></body></html>")).toEqual([]);
  });

  it("names the file when a marked element has no record or is never closed", () => {
    expect(() => markedEntries('<li data-pagefind-body="">x</li>', "index.html")).toThrow(
      /index\.html: the <li> marked for search at offset 0 has no data-search-record/,
    );
    expect(() => markedEntries(`<li data-pagefind-body="" ${record("newsroom", "n")}>x`, "es/index.html")).toThrow(
      /es\/index\.html: the <li> marked for search at offset 0 is never closed/,
    );
  });
});
