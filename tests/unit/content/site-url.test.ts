import { describe, expect, test } from "vitest";
import { getSiteUrl, isSiteUrlSet, missingSiteUrlWarning } from "../../../app/content/site-url.server";

describe("getSiteUrl", () => {
  test("is SITE_URL without a trailing slash, or localhost:3000 when it is unset or blank", () => {
    expect(getSiteUrl({ SITE_URL: "https://stories.example.org/" })).toBe("https://stories.example.org");
    expect(getSiteUrl({})).toBe("http://localhost:3000");
    expect(getSiteUrl({ SITE_URL: " " })).toBe("http://localhost:3000");
    expect(isSiteUrlSet({ SITE_URL: " " })).toBe(false);
  });
});

describe("missingSiteUrlWarning", () => {
  test("says what will point at localhost and how to set the origin", () => {
    const warning = missingSiteUrlWarning();
    for (const what of ["canonical URLs", "embed snippets", "feeds", "http://localhost:3000", "SITE_URL=https://"]) {
      expect(warning).toContain(what);
    }
  });
});
