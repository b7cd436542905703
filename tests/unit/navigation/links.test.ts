import { describe, expect, it } from "vitest";
import {
  InvalidLinkParamError,
  contributorIndexPath,
  contributorPath,
  embedPath,
  homePath,
  storyPath,
} from "../../../app/navigation/links";

describe("link building", () => {
  it("builds links from the route patterns", () => {
    expect(homePath()).toBe("/");
    expect(homePath("stories")).toBe("/#stories");
    expect(contributorIndexPath()).toBe("/contribuitor");
    expect(contributorPath("ana-ruiz")).toBe("/contribuitor/ana-ruiz");
    expect(storyPath("ana-ruiz", "night-shift")).toBe("/contribuitor/ana-ruiz#night-shift");
    expect(embedPath()).toBe("/embed");
  });

  it("throws, naming the route, the param and the value, when a slug does not match its pattern", () => {
    const build = () => contributorPath("Ana Ruiz");
    expect(build).toThrow(InvalidLinkParamError);
    expect(build).toThrow(/\/contribuitor\/:slug\?/);
    expect(build).toThrow(/"slug"/);
    expect(build).toThrow(/"Ana Ruiz"/);
  });

  it("throws for a bad story anchor too", () => {
    expect(() => storyPath("ana-ruiz", "Night_Shift")).toThrow(/param "story" is "Night_Shift"/);
  });

  it("rejects values that would change the path", () => {
    for (const slug of ["../embed", "a/b", "", "a?b", "a#b"]) {
      expect(() => contributorPath(slug), slug).toThrow(InvalidLinkParamError);
    }
  });
});
