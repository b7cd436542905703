import { readFileSync } from "node:fs";
import arial from "@capsizecss/metrics/arial";
import inter from "@capsizecss/metrics/inter";
import sourceSerif4 from "@capsizecss/metrics/sourceSerif4";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import { describe, expect, test } from "vitest";

type Metrics = typeof inter;

/** The overrides that give `fallback` the metrics of `font` (the method of Next.js and fontaine). */
function overrides(font: Metrics, fallback: Metrics) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  return {
    "size-adjust": percent(sizeAdjust),
    "ascent-override": percent(font.ascent / (font.unitsPerEm * sizeAdjust)),
    "descent-override": percent(Math.abs(font.descent) / (font.unitsPerEm * sizeAdjust)),
    "line-gap-override": font.lineGap === 0 ? "0%" : percent(font.lineGap / (font.unitsPerEm * sizeAdjust)),
  };
}

function declared(family: string): Record<string, string> {
  const css = readFileSync("app/fonts/fonts.css", "utf8");
  const block = new RegExp(`font-family: "${family}";([^}]*)}`).exec(css)?.[1] ?? "";
  return Object.fromEntries(
    [...block.matchAll(/(size-adjust|ascent-override|descent-override|line-gap-override): ([^;]+);/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
}

describe("the fallback faces in app/fonts/fonts.css", () => {
  test("give Arial the metrics of Inter", () => {
    expect(declared("Inter fallback")).toEqual(overrides(inter, arial));
  });

  test("give Times New Roman the metrics of Source Serif 4", () => {
    expect(declared("Source Serif 4 fallback")).toEqual(overrides(sourceSerif4, timesNewRoman));
  });
});
