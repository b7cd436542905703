// The editing studio's folder, admin/: a static page that loads Decap CMS's bundle from the site
// itself (never a CDN), the studio's own script, and config.yml made from the content's schemas.
// The build writes it into build/client/admin/ (scripts/postbuild/studio.ts); `npm run edit`
// writes it for the dev server (scripts/edit.ts). No reader page links to any of it.
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { decapConfig, formatDecapConfig } from "./decap-config";
import { DECAP_CMS_SCRIPT, decapBundleDir } from "./decap-bundle";
import type { StudioBackend } from "./studio-backend";
import { studioRepository } from "./studio-backend";
import { STUDIO_PATH } from "./studio-path";
import { unconfiguredPage } from "./unconfigured-page";

const STUDIO_SCRIPT = "studio.js";
const CONFIG_FILE = "config.yml";

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** The page: noindex, Decap's bundle then the studio's script, every URL absolute (it answers /admin too). */
export function studioPage(previewStyles: string[]): string {
  const meta = previewStyles.map(
    (href) => `    <meta name="studio-preview-style" content="${escapeAttribute(href)}" />`,
  );
  return [
    "<!doctype html>",
    '<html lang="en">',
    "  <head>",
    '    <meta charset="utf-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    '    <meta name="robots" content="noindex, nofollow" />',
    "    <title>Editing studio · Our Pandemic Year</title>",
    `    <link href="${STUDIO_PATH}${CONFIG_FILE}" type="text/yaml" rel="cms-config-url" />`,
    ...meta,
    "  </head>",
    "  <body>",
    `    <script src="${STUDIO_PATH}${DECAP_CMS_SCRIPT}"></script>`,
    `    <script src="${STUDIO_PATH}${STUDIO_SCRIPT}"></script>`,
    "  </body>",
    "</html>",
    "",
  ].join("\n");
}

/**
 * studio/studio.ts and what it imports, as one classic script. With esbuild (as the pre-render
 * step is compiled), not Vite: the post-build steps' process would otherwise load Vite and
 * Rolldown for this one file, at the build's peak (docs/decisions/029).
 */
async function bundleStudioScript(): Promise<string> {
  const esbuild = await import("esbuild");
  try {
    const output = await esbuild.build({
      entryPoints: [path.resolve("studio/studio.ts")],
      bundle: true,
      format: "iife",
      globalName: "Studio",
      minify: true,
      target: "es2020",
      write: false,
      logLevel: "warning",
    });
    const script = output.outputFiles[0]?.text;
    if (!script) throw new Error("Bundling studio/studio.ts gave no script");
    return script;
  } finally {
    await esbuild.stop();
  }
}

export interface StudioOptions {
  /** The site's stylesheets, for the previews. */
  previewStyles: string[];
  /** `npm run edit`'s local backend, or the build's (studioBackendFromEnv); null: no editing set up. */
  backend: StudioBackend | null;
}

/** Writes the studio into `dir` (replacing what was there); returns its files' names. */
export async function writeStudio(dir: string, options: StudioOptions): Promise<string[]> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (!options.backend) {
    writeFileSync(path.join(dir, "index.html"), unconfiguredPage(studioRepository()));
    return readdirSync(dir);
  }
  const bundle = decapBundleDir();
  for (const name of readdirSync(bundle)) copyFileSync(path.join(bundle, name), path.join(dir, name));
  writeFileSync(path.join(dir, STUDIO_SCRIPT), await bundleStudioScript());
  writeFileSync(path.join(dir, CONFIG_FILE), formatDecapConfig(decapConfig(options.backend)));
  writeFileSync(path.join(dir, "index.html"), studioPage(options.previewStyles));
  return readdirSync(dir);
}
