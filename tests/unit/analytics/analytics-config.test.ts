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
