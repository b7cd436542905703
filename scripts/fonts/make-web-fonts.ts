// npm run fonts: writes the English and Spanish subsets of the two web fonts (app/fonts/files/) and
// app/fonts/fonts.css, their faces and metric-matched fallbacks. Run after updating a Fontsource
// package; the output is committed (tests/unit/fonts/font-faces.test.ts checks the CSS is current).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { EN_ES_CHARACTERS, WEB_FONTS, fontFacesCss, subsetFileName } from "./font-faces-css";

const require = createRequire(import.meta.url);

for (const font of WEB_FONTS) {
  const source = require.resolve(`@fontsource-variable/${font.stem}/files/${font.stem}-latin-wght-normal.woff2`);
  // Without the layout closure: the glyphs only OpenType features reach (stylistic sets, Inter's
  // alternates, Source Serif's ligatures) are left out, a quarter of the file.
  const subset = await subsetFont(readFileSync(source), EN_ES_CHARACTERS, {
    targetFormat: "woff2",
    noLayoutClosure: true,
    variationAxes: { wght: { min: font.weights[0], max: font.weights[1] } },
  });
  writeFileSync(`app/fonts/files/${subsetFileName(font)}`, subset);
  console.log(`app/fonts/files/${subsetFileName(font)}: ${subset.length} bytes (from ${readFileSync(source).length})`);
}
writeFileSync("app/fonts/fonts.css", await fontFacesCss());
console.log("app/fonts/fonts.css");
