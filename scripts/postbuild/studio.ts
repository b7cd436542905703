// admin/: the editing studio (scripts/studio/admin-files.ts), previewing entries with the
// stylesheets the pre-rendered home page links. Written after every step that reads or rewrites
// the readers' pages, so none of them sees it.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { writeStudio } from "../studio/admin-files";
import { studioBackendFromEnv } from "../studio/studio-backend";
import { STUDIO_DIR } from "../studio/studio-path";

/** The stylesheets a page links, in order. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="stylesheet"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1])
    .filter((href): href is string => Boolean(href));
}

export async function writeStudioFolder(clientDir: string): Promise<number> {
  const home = await readFile(path.join(clientDir, "index.html"), "utf8");
  const previewStyles = linkedStylesheets(home);
  if (previewStyles.length === 0) throw new Error("The home page links no stylesheet for the studio's previews");
  return (await writeStudio(path.join(clientDir, STUDIO_DIR), { previewStyles, backend: studioBackendFromEnv() }))
    .length;
}
