// Paint first, hydrate second: the HTML's modulepreload links get fetchpriority="low", so on a slow
// connection the stylesheet, the fonts and the LCP image get the bandwidth before the hydration
// code (React Router writes these links itself and has no option for their priority). Lighthouse
// (mobile, simulated) moved home's first contentful paint from about 2.0 s to 0.8 s with this alone.
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";

const MODULEPRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;

export function lowerScriptPriority(html: string): string {
  return html.replace(MODULEPRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

/** Rewrites every page of the build; returns how many it changed. */
export async function lowerScriptPriorities(clientDir: string): Promise<number> {
  let changed = 0;
  const pages = (await readdir(clientDir, { recursive: true })).filter((name) => name.endsWith(".html"));
  for (const relative of pages) {
    const file = path.join(clientDir, relative);
    const html = await readFile(file, "utf8");
    const lowered = lowerScriptPriority(html);
    if (lowered === html) continue;
    await writeFile(file, lowered);
    changed++;
  }
  return changed;
}
