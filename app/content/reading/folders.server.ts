/**
 * Reading one collection's folder: content/<collection>/<slug>/index.md, one folder per entry.
 * An entry stays out of the build with `draft: true` (not validated), or when its path matches one
 * of site.md's `exclude` globs (not even parsed); either way it is listed in `skipped`, and its
 * slug noted as unpublished so that what names it is kept out too.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type picomatch from "picomatch";
import type { ContentProblem } from "../content-error.server";
import { describeFound } from "../content-error.server";
import { slugSchema } from "../fields.server";
import { type ParsedFile, readMarkdownFile } from "./files.server";

export const COLLECTION_NAMES = ["newsrooms", "contributors", "stories"] as const;

/** A translation beside an entry's index.md: `index.<language>.md`, like index.es.md. */
export const TRANSLATION_FILE = /^index\.([^.]+)\.md$/;
export type CollectionName = (typeof COLLECTION_NAMES)[number];

/** What every entry of every collection has. */
export interface Entry {
  slug: string;
  /** The entry's Markdown file. */
  file: string;
  sample: boolean;
}

/** An entry as read from its folder, before validation. */
export interface RawEntry {
  slug: string;
  file: string;
  parsed: ParsedFile;
}

/** An entry kept out of the build, by path relative to content/, with the reason. */
export interface SkippedEntry {
  entry: string;
  reason: string;
}

/** What reading the folders collects across collections. */
export interface ReadState {
  contentDir: string;
  problems: ContentProblem[];
  skipped: SkippedEntry[];
  /** Each collection's slugs kept out: drafts, excluded entries, and entries naming one. */
  unpublished: Record<CollectionName, Set<string>>;
}

/** The entries of one collection folder that are in the build, in folder-name order. */
export function readCollection(name: CollectionName, matchers: picomatch.Matcher[], state: ReadState): RawEntry[] {
  const { contentDir, problems, skipped } = state;
  const unpublished = state.unpublished[name];
  const dir = path.join(contentDir, name);
  if (!existsSync(dir)) {
    problems.push({
      file: dir,
      expected: `a folder content/${name}/ with one folder per entry`,
      found: "no such folder",
    });
    return [];
  }
  const entries: RawEntry[] = [];
  for (const child of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (child.name.startsWith(".") || child.name.startsWith("_") || child.name.toLowerCase() === "readme.md") continue;
    const relative = `${name}/${child.name}`;
    if (matchers.some((match) => match(relative) || match(`${relative}/index.md`))) {
      skipped.push({ entry: relative, reason: "matches an exclude pattern in site.md" });
      unpublished.add(child.name);
      continue;
    }
    if (!child.isDirectory()) {
      problems.push({
        file: path.join(dir, child.name),
        expected: `each entry as a folder holding index.md, like content/${name}/<slug>/index.md`,
        found: "a file directly in the collection folder",
      });
      continue;
    }
    const file = path.join(dir, child.name, "index.md");
    if (!existsSync(file)) {
      // A folder holding only a translation is reported by app/content/reading/translation-files.server.ts.
      if (readdirSync(path.join(dir, child.name)).some((name) => TRANSLATION_FILE.test(name))) continue;
      problems.push({
        file: path.join(dir, child.name),
        expected: "an index.md file in this folder",
        found: "a folder without index.md",
      });
      continue;
    }
    const parsed = readMarkdownFile(file, problems);
    if (!parsed) continue;
    if (parsed.data.draft === true) {
      skipped.push({ entry: relative, reason: "draft: true" });
      unpublished.add(typeof parsed.data.slug === "string" ? parsed.data.slug : child.name);
      continue;
    }
    const folderSlug = slugSchema.safeParse(child.name);
    if (!folderSlug.success) {
      problems.push({
        file,
        field: "(folder name)",
        expected: `${folderSlug.error.issues[0]?.message}; the folder's name is the slug`,
        found: describeFound(child.name),
      });
    }
    entries.push({ slug: child.name, file, parsed });
  }
  return entries;
}
