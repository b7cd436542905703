import { describe, expect, it } from "vitest";
import { markedEntries, newsroomEntries } from "../../../scripts/search/search-index";

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

describe("newsroomEntries", () => {
  it("marks each newsroom of the home page's list as the components mark their entries", () => {
    const item = (slug: string, lang: string, name: string, region: string) =>
      `<li id="newsroom-${slug}" class="newsroom"${lang}><img alt=""><div><h3 class="newsroom__name"><a href="https://example.org">${name}</a></h3><p class="newsroom__region">${region}</p><p class="newsroom__description">About.</p></div></li>`;
    const html = `<main>${item("valley-ink", "", "Valley Ink &amp; Co", "Fresno")}${item("eastside-signal", ' lang="en"', "Eastside Signal", "Los Ángeles")}</main>`;
    const [first, second] = newsroomEntries(html, "es");
    expect(first!.key).toBe("newsroom/valley-ink");
    expect(first!.html).toContain(
      `data-search-record="{&quot;kind&quot;:&quot;newsroom&quot;,&quot;slug&quot;:&quot;valley-ink&quot;,&quot;name&quot;:&quot;Valley Ink &amp; Co&quot;,&quot;region&quot;:&quot;Fresno&quot;}"`,
    );
    expect(first!.html).toContain('data-search-language="es"');
    expect(first!.html).toContain('<h3 class="newsroom__name">');
    // Still in English on the Spanish page: its text is marked so, and indexed as English text.
    expect(second!.html).toMatch(/^<li lang="en" data-pagefind-body=""/);
    expect(second!.html).toContain('data-search-language="en"');
    expect(markedEntries(`<html>${first!.html}</html>`)).toEqual([first]);
  });

  it("names the file and the newsroom when an item lacks its name", () => {
    expect(() => newsroomEntries('<li id="newsroom-x" class="newsroom"><p>?</p></li>', "en", "index.html")).toThrow(
      /index\.html: the newsroom x is listed without its name or region/,
    );
  });
});
