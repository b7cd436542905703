import arial from "@capsizecss/metrics/arial";
import inter from "@capsizecss/metrics/inter";
import sourceSerif4 from "@capsizecss/metrics/sourceSerif4";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import { format, resolveConfig } from "prettier";
import { BODY_FONT_FAMILY, DISPLAY_FONT_FAMILY } from "../../app/fonts/families";

type Metrics = typeof inter;

/**
 * The characters English and Spanish text is set in: printable ASCII, the Spanish letters and
 * marks, and the typographer's punctuation. The web fonts' first faces hold these only; any other
 * character of Latin-1 or Latin Extended comes from Fontsource's own subsets, fetched only by a page
 * that uses one (unicode-range).
 */
export const EN_ES_CHARACTERS =
  range(0x20, 0x7e) + "\u00a0¡ª«°·º»¿ÁÉÍÑÓÚÜáéíñóúü" + "\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022\u20ac";

/** Fontsource's latin subset's range (its own @font-face rule). */
const FONTSOURCE_LATIN = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
] as const;

/** Fontsource's latin-ext subset's range. */
const FONTSOURCE_LATIN_EXT =
  "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF";

export interface WebFont {
  /** The CSS family name. */
  family: string;
  /** The Fontsource variable package's file stem, like `inter` for `inter-latin-wght-normal.woff2`. */
  stem: string;
  /** The weights the site's styles use (400 to 900): the subset keeps this part of the axis only. */
  weights: readonly [number, number];
  metrics: Metrics;
  /** The local face drawn until the web font arrives, and the capsize metrics of it. */
  fallback: { family: string; locals: readonly string[]; metrics: Metrics };
}

// Liberation Sans and Liberation Serif (Linux) have the metrics of Arial and Times New Roman.
export const WEB_FONTS: readonly WebFont[] = [
  {
    family: BODY_FONT_FAMILY,
    stem: "inter",
    weights: [400, 900],
    metrics: inter,
    fallback: { family: "Inter fallback", locals: ["Arial", "Liberation Sans"], metrics: arial },
  },
  {
    family: DISPLAY_FONT_FAMILY,
    stem: "source-serif-4",
    weights: [400, 900],
    metrics: sourceSerif4,
    fallback: {
      family: "Source Serif 4 fallback",
      locals: ["Times New Roman", "Liberation Serif"],
      metrics: timesNewRoman,
    },
  },
];

/** The file of a web font's English and Spanish subset, under app/fonts/files/. */
export const subsetFileName = (font: WebFont) => `${font.stem}-en-es-wght.woff2`;

/**
 * The overrides that give `fallback` the metrics of `font` (the method of Next.js and fontaine):
 * scaled so the average width of a text's letters is the same, then ascent, descent and line gap
 * set to the web font's at that scale, so lines are as tall and as long in either face.
 */
export function fallbackOverrides(font: Metrics, fallback: Metrics) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  return {
    "size-adjust": percent(sizeAdjust),
    "ascent-override": percent(font.ascent / (font.unitsPerEm * sizeAdjust)),
    "descent-override": percent(Math.abs(font.descent) / (font.unitsPerEm * sizeAdjust)),
    "line-gap-override": percent(font.lineGap / (font.unitsPerEm * sizeAdjust)),
  };
}

/** app/fonts/fonts.css: every face of the two web fonts, and their fallbacks. */
export async function fontFacesCss(): Promise<string> {
  const subset = codePoints(EN_ES_CHARACTERS);
  // The rest of Fontsource's latin subset, less the control characters (a line break in the text
  // must not fetch a face).
  const rest = codePoints(FONTSOURCE_LATIN.map(([from, to]) => range(from, to)).join("")).filter(
    (point) => !subset.includes(point) && !(point < 0x20 || (point >= 0x7f && point < 0xa0) || point === 0xfeff),
  );
  const rules = WEB_FONTS.flatMap((font) => {
    // One weight range for all three faces: the browser picks a face by its descriptors first and
    // by unicode-range only among faces whose descriptors are the same.
    const face = (src: string, unicodeRange: string) =>
      [
        "@font-face {",
        `  font-family: "${font.family}";`,
        "  font-style: normal;",
        "  font-display: swap;",
        `  font-weight: ${font.weights.join(" ")};`,
        `  src: url("${src}") format("woff2");`,
        `  unicode-range: ${unicodeRange};`,
        "}",
      ].join("\n");
    const fontsource = `@fontsource-variable/${font.stem}/files/${font.stem}`;
    const overrides = fallbackOverrides(font.metrics, font.fallback.metrics);
    return [
      face(`./files/${subsetFileName(font)}`, unicodeRange(subset)),
      face(`${fontsource}-latin-wght-normal.woff2`, unicodeRange(rest)),
      face(`${fontsource}-latin-ext-wght-normal.woff2`, FONTSOURCE_LATIN_EXT),
      [
        "@font-face {",
        `  font-family: "${font.fallback.family}";`,
        `  src: ${font.fallback.locals.map((name) => `local("${name}")`).join(", ")};`,
        ...Object.entries(overrides).map(([property, value]) => `  ${property}: ${value};`),
        "}",
      ].join("\n"),
    ];
  });
  const css = [
    "/*",
    " * Written by `npm run fonts` (scripts/fonts/make-web-fonts.ts) from the Fontsource packages and",
    " * @capsizecss/metrics: do not edit. docs/decisions/040.",
    " */",
    "",
    rules.join("\n\n"),
    "",
  ].join("\n");
  return format(css, { ...(await resolveConfig("app/fonts/fonts.css")), parser: "css" });
}

function range(from: number, to: number): string {
  return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
}

function codePoints(text: string): number[] {
  return [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
}

/** `U+0020-007E, U+00A0, …` for sorted code points. */
function unicodeRange(points: readonly number[]): string {
  const hex = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, "0")}`;
  const spans: [number, number][] = [];
  for (const point of points) {
    const last = spans.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else spans.push([point, point]);
  }
  return spans.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to).slice(2)}`)).join(", ");
}
