// Every reader's page gets its Content-Security-Policy as a meta element (scripts/lib/policy-meta.ts),
// hashing the inline scripts it ends with: this runs after every step that writes or rewrites a page.
// The pre-render writes its pages finished, with theirs; this step does the others (React Router's
// own pre-rendered pages, the 404 pages, the legacy redirect pages) and any page changed since.
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { policyContext, withPolicyMeta } from "../lib/policy-meta";
import { STUDIO_DIR } from "../studio/studio-path";
import { pagePathOf } from "../lib/built-pages";

/**
 * Adds or renews the policy of every HTML file but the studio's (its own is a header) and those in
 * `finished` (relative to `clientDir`) unchanged since the pre-render wrote them; returns how many
 * it wrote.
 */
export async function writePolicyMetas(
  clientDir: string,
  youtube: boolean,
  finished: ReadonlyMap<string, number> = new Map(),
): Promise<number> {
  const files = (await readdir(clientDir, { recursive: true })).filter(
    (name) => name.endsWith(".html") && !name.startsWith(`${STUDIO_DIR}${path.sep}`),
  );
  let written = 0;
  for (const relative of files) {
    const file = path.join(clientDir, relative);
    const mtime = finished.get(relative);
    // Synchronously: a libuv round trip for each of thousands of pages costs more than the work.
    if (mtime !== undefined && statSync(file).mtimeMs === mtime) continue;
    const html = readFileSync(file, "utf8");
    writeFileSync(file, withPolicyMeta(html, policyContext(pagePathOf(relative), youtube), relative));
    written++;
  }
  return written;
}
