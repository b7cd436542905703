import { readFileSync } from "node:fs";
import arial from "@capsizecss/metrics/arial";
import inter from "@capsizecss/metrics/inter";
import { describe, expect, test } from "vitest";
import { fallbackOverrides, fontFacesCss } from "../../../scripts/fonts/font-faces-css";

describe("app/fonts/fonts.css", () => {
  test("is what `npm run fonts` writes from the Fontsource packages and the capsize metrics", async () => {
    expect(readFileSync("app/fonts/fonts.css", "utf8")).toBe(await fontFacesCss());
  });

  test("scales Arial to Inter's average letter width and sets its ascent, descent and gap to Inter's", () => {
    const overrides = fallbackOverrides(inter, arial);
    const scale = parseFloat(overrides["size-adjust"]) / 100;
    expect(scale * (arial.xWidthAvg / arial.unitsPerEm)).toBeCloseTo(inter.xWidthAvg / inter.unitsPerEm, 4);
    expect((parseFloat(overrides["ascent-override"]) / 100) * scale).toBeCloseTo(inter.ascent / inter.unitsPerEm, 3);
    expect((parseFloat(overrides["descent-override"]) / 100) * scale).toBeCloseTo(-inter.descent / inter.unitsPerEm, 3);
  });
});
