import { describe, expect, it } from "vitest";
import { getLegacyRedirects, legacyPathTarget } from "../../../app/navigation/legacy-paths";

describe("legacyPathTarget", () => {
  it("sends the correct spellings to /contribuitor", () => {
    expect(legacyPathTarget("/contributor")).toBe("/contribuitor");
    expect(legacyPathTarget("/contributors")).toBe("/contribuitor");
    expect(legacyPathTarget("/contributors/")).toBe("/contribuitor");
    expect(legacyPathTarget("/contributor/ana-ruiz")).toBe("/contribuitor/ana-ruiz");
  });

  it("leaves other paths alone", () => {
    expect(legacyPathTarget("/contribuitor")).toBeUndefined();
    expect(legacyPathTarget("/contributorx")).toBeUndefined();
    expect(legacyPathTarget("/contributor/Bad_Slug")).toBeUndefined();
    expect(legacyPathTarget("/contributors/ana-ruiz")).toBeUndefined();
    expect(legacyPathTarget("/")).toBeUndefined();
  });
});

describe("getLegacyRedirects", () => {
  it("lists both index spellings and one path per contributor page", () => {
    expect(
      getLegacyRedirects(["/", "/contribuitor", "/contribuitor/ana-ruiz", "/contribuitor/li-wu", "/embed"]),
    ).toEqual({
      "/contributor": "/contribuitor",
      "/contributors": "/contribuitor",
      "/contributor/ana-ruiz": "/contribuitor/ana-ruiz",
      "/contributor/li-wu": "/contribuitor/li-wu",
    });
  });
});
