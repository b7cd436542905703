import { describe, expect, it } from "vitest";
import {
  InvalidLinkParamError,
  contributorIndexPath,
  contributorPath,
  embedPath,
  homePath,
  isEmbedPath,
  isSearchPath,
  localeOfPath,
  newsroomPath,
  pathInLocale,
  searchPath,
  storyPath,
  storySectionPath,
  storySlugsOf,
} from "../../../app/addresses/site-paths";

describe("link building", () => {
  it("builds links from the route patterns", () => {
    expect(homePath()).toBe("/");
    expect(homePath("stories")).toBe("/#stories");
    expect(contributorIndexPath()).toBe("/contribuitor");
    expect(contributorPath("ana-ruiz")).toBe("/contribuitor/ana-ruiz");
    expect(storyPath("ana-ruiz", "night-shift")).toBe("/contribuitor/ana-ruiz/night-shift");
    expect(storySectionPath("ana-ruiz", "night-shift")).toBe("/contribuitor/ana-ruiz#night-shift");
    expect(embedPath()).toBe("/embed");
  });

  it("builds the Spanish edition's links under /es", () => {
    expect(homePath(undefined, "es")).toBe("/es");
    expect(homePath("stories", "es")).toBe("/es#stories");
    expect(contributorIndexPath("es")).toBe("/es/contribuitor");
    expect(storyPath("ana-ruiz", "night-shift", "es")).toBe("/es/contribuitor/ana-ruiz/night-shift");
    expect(storySectionPath("ana-ruiz", "night-shift", "es")).toBe("/es/contribuitor/ana-ruiz#night-shift");
    expect(embedPath("es")).toBe("/es/embed");
    expect(isEmbedPath("/es/embed")).toBe(true);
    expect(isEmbedPath("/embed")).toBe(true);
    expect(isEmbedPath("/es")).toBe(false);
  });

  it("builds the search page's address with its query, and the newsrooms' anchors", () => {
    expect(searchPath()).toBe("/search");
    expect(searchPath("es")).toBe("/es/search");
    expect(searchPath("en", "wifi bus")).toBe("/search?q=wifi+bus");
    expect(searchPath("es", "Ángeles & <b>")).toBe("/es/search?q=%C3%81ngeles+%26+%3Cb%3E");
    expect(isSearchPath("/search")).toBe(true);
    expect(isSearchPath("/es/search")).toBe(true);
    expect(isSearchPath("/es")).toBe(false);
    expect(newsroomPath("valley-ink", "es")).toBe("/es#newsroom-valley-ink");
    expect(() => newsroomPath("Valley Ink")).toThrow(InvalidLinkParamError);
  });

  it("tells a path's language, and gives the same page in the other", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/estados")).toBe("en");
    expect(localeOfPath("/es")).toBe("es");
    expect(localeOfPath("/es?x=1")).toBe("es");
    expect(localeOfPath("/es.data")).toBe("es");
    expect(localeOfPath("/es/contribuitor")).toBe("es");
    const pairs = [
      ["/", "/es"],
      ["/?theme=dark", "/es?theme=dark"],
      ["/contribuitor", "/es/contribuitor"],
      ["/contribuitor/ana-ruiz", "/es/contribuitor/ana-ruiz"],
      ["/contribuitor/ana-ruiz/night-shift", "/es/contribuitor/ana-ruiz/night-shift"],
      ["/embed?contributor=ana-ruiz", "/es/embed?contributor=ana-ruiz"],
    ];
    for (const [english, spanish] of pairs) {
      expect(pathInLocale(english!, "es")).toBe(spanish);
      expect(pathInLocale(spanish!, "en")).toBe(english);
      expect(pathInLocale(english!, "en")).toBe(english);
      expect(pathInLocale(spanish!, "es")).toBe(spanish);
    }
    expect(pathInLocale("/es/contribuitor/", "en")).toBe("/contribuitor");
    expect(pathInLocale("/contribuitor/?x=1", "es")).toBe("/es/contribuitor?x=1");
  });

  it("throws, naming the route, the param and the value, when a slug does not match its pattern", () => {
    const build = () => contributorPath("Ana Ruiz");
    expect(build).toThrow(InvalidLinkParamError);
    expect(build).toThrow(/\/contribuitor\/:slug\?/);
    expect(build).toThrow(/"slug"/);
    expect(build).toThrow(/"Ana Ruiz"/);
  });

  it("throws for a bad story slug too, in a page's path and in a section's anchor", () => {
    expect(() => storyPath("ana-ruiz", "Night_Shift")).toThrow(
      /\/contribuitor\/:slug\/:story: param "story" is "Night_Shift"/,
    );
    expect(() => storyPath("Ana", "night-shift")).toThrow(/param "slug" is "Ana"/);
    for (const slug of ["../embed", "a/b", "", "a?b", "a#b"]) {
      expect(() => storyPath("ana-ruiz", slug), slug).toThrow(InvalidLinkParamError);
    }
    expect(() => storySectionPath("ana-ruiz", "Night_Shift")).toThrow(/param "story" is "Night_Shift"/);
  });

  it("reads a story page's slugs back from its path, in each language", () => {
    expect(storySlugsOf("/contribuitor/ana-ruiz/night-shift")).toEqual({
      contributor: "ana-ruiz",
      story: "night-shift",
    });
    expect(storySlugsOf("/es/contribuitor/ana-ruiz/night-shift", "es")).toEqual({
      contributor: "ana-ruiz",
      story: "night-shift",
    });
    for (const path of [
      "/contribuitor/ana-ruiz",
      "/contribuitor/ana-ruiz/night-shift/x",
      "/contribuitor/a/B",
      "/embed",
    ]) {
      expect(storySlugsOf(path), path).toBeUndefined();
    }
  });

  it("rejects values that would change the path", () => {
    for (const slug of ["../embed", "a/b", "", "a?b", "a#b"]) {
      expect(() => contributorPath(slug), slug).toThrow(InvalidLinkParamError);
    }
  });
});
