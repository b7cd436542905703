import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The build's `_headers` file (the Netlify / Cloudflare Pages format: a path, then its headers
 * indented below it), applied by the project's server so it sends exactly what static hosts do.
 * The build writes three kinds of path: `/*` for every response, exact page paths
 * (`/contribuitor`, `/404.html`), and patterns for kinds of file (`/assets/*`, `/*.data`). This
 * reads the first two; the server sends the kinds of file by the same rules itself (file-rules.ts).
 */
export const HEADERS_FILE = "_headers";

export type HeaderRules = Map<string, Record<string, string>>;

export function parseHeadersFile(text: string): HeaderRules {
  const rules: HeaderRules = new Map();
  let current: Record<string, string> | undefined;
  for (const [index, line] of text.split("\n").entries()) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
      continue;
    }
    const colon = line.indexOf(":");
    if (!current || colon < 0)
      throw new Error(`${HEADERS_FILE} line ${index + 1}: expected "Name: value" under a path`);
    current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

export function loadHeaderRules(root: string): HeaderRules {
  const file = path.join(root, HEADERS_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: is ${root} a complete build?`);
  return parseHeadersFile(readFileSync(file, "utf8"));
}

/** The headers for a request path: every response's, then the page's own (`/a/`, `/a/index.html` are `/a`). */
export function headersFor(rules: HeaderRules, pathname: string): Record<string, string> {
  const page = pathname.replace(/\/index\.html$/, "/").replace(/(.)\/+$/, "$1");
  return { ...rules.get("/*"), ...rules.get(page) };
}
