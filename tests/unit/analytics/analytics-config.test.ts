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
});

describe("getAnalyticsConfig with a pixel", () => {
  test("takes a pixel id of digits, beside the container", () => {
    expect(getAnalyticsConfig({ GTM_ID: "GTM-AB12CD", META_PIXEL_ID: "123456789012345" })).toEqual({
      gtmId: "GTM-AB12CD",
      metaPixelId: "123456789012345",
    });
  });

  test("refuses a malformed pixel id, naming the variable", () => {
    expect(() => getAnalyticsConfig({ META_PIXEL_ID: "fb-123" })).toThrow(
      'The environment variable META_PIXEL_ID is "fb-123", which is not a pixel id: expected 8 to 20 digits, like 123456789012345.',
    );
  });
});
