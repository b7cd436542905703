import { describe, expect, test } from "vitest";
import { getNewsletterConfig, newsletterFormOrigin } from "../../../app/newsletter/newsletter-config.server";

describe("getNewsletterConfig", () => {
  test("is off when NEWSLETTER_URL is unset or blank", () => {
    expect(getNewsletterConfig({})).toBeUndefined();
    expect(getNewsletterConfig({ NEWSLETTER_URL: "  " })).toBeUndefined();
    expect(newsletterFormOrigin({})).toBeUndefined();
  });

  test("takes an https address, naming its provider, and allows its origin", () => {
    const env = { NEWSLETTER_URL: "https://buttondown.com/api/emails/embed-subscribe/our-year" };
    expect(getNewsletterConfig(env)).toEqual({
      action: "https://buttondown.com/api/emails/embed-subscribe/our-year",
      provider: "buttondown.com",
    });
    expect(newsletterFormOrigin(env)).toBe("https://buttondown.com");
  });

  test.each(["http://buttondown.com/x", "buttondown.com/x", "javascript:alert(1)", "https://user:pw@example.org/"])(
    "stops the build for %s, naming the variable and the value",
    (value) => {
      expect(() => getNewsletterConfig({ NEWSLETTER_URL: value })).toThrow(
        new RegExp(`NEWSLETTER_URL is "${value.replace(/[.()]/g, "\\$&")}", which is not an https URL`),
      );
    },
  );
});
