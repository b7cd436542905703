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

describe("legacyPathTarget in Spanish", () => {
  it("sends the Spanish legacy spellings to the Spanish pages", () => {
    expect(legacyPathTarget("/es/contributor")).toBe("/es/contribuitor");
    expect(legacyPathTarget("/es/contributors")).toBe("/es/contribuitor");
    expect(legacyPathTarget("/es/contributor/ana-ruiz")).toBe("/es/contribuitor/ana-ruiz");
    expect(legacyPathTarget("/es/contributors/ana-ruiz")).toBeUndefined();
    expect(legacyPathTarget("/es/contribuitor")).toBeUndefined();
  });
});

describe("getLegacyRedirects", () => {
  it("adds the Spanish edition's when the build has Spanish pages", () => {
    expect(getLegacyRedirects(["/", "/contribuitor/ana-ruiz", "/es", "/es/contribuitor/ana-ruiz"])).toEqual({
      "/contributor": "/contribuitor",
      "/contributors": "/contribuitor",
      "/contributor/ana-ruiz": "/contribuitor/ana-ruiz",
      "/es/contributor": "/es/contribuitor",
      "/es/contributors": "/es/contribuitor",
      "/es/contributor/ana-ruiz": "/es/contribuitor/ana-ruiz",
    });
  });

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
