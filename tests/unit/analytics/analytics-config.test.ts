import { describe, expect, test } from "vitest";
import { getAnalyticsConfig } from "../../../app/analytics/analytics-config.server";

describe("getAnalyticsConfig", () => {
  test("turns nothing on when GTM_ID is unset or empty", () => {
    expect(getAnalyticsConfig({})).toEqual({});
    expect(getAnalyticsConfig({ GTM_ID: "  " })).toEqual({});
  });

  test("takes a container id", () => {
    expect(getAnalyticsConfig({ GTM_ID: "GTM-AB12CD" })).toEqual({ gtmId: "GTM-AB12CD" });
  });

  test("refuses a malformed id, naming the variable, the value and the expected format", () => {
    expect(() => getAnalyticsConfig({ GTM_ID: "G-12345" })).toThrow(
      'The environment variable GTM_ID is "G-12345", which is not a container id: expected GTM- and 4 to 10 capital letters or digits, like GTM-AB12CD.',
    );
  });

  test("takes a pixel id beside the container id", () => {
    expect(getAnalyticsConfig({ GTM_ID: "GTM-AB12CD", META_PIXEL_ID: "1234567890123456" })).toEqual({
      gtmId: "GTM-AB12CD",
      metaPixelId: "1234567890123456",
    });
  });

  test("refuses a pixel id that is not all digits", () => {
    expect(() => getAnalyticsConfig({ META_PIXEL_ID: "fb-123456" })).toThrow(
      'The environment variable META_PIXEL_ID is "fb-123456", which is not a pixel id: expected 6 to 20 digits and nothing else, like 1234567890123456.',
    );
  });
});
