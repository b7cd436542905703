import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The build's `_headers` file (the Netlify / Cloudflare Pages format: a path or pattern, then its
 * headers indented below it), applied by the project's server so it sends exactly what static
 * hosts do. Every rule whose pattern matches the path applies, in the file's order, as Cloudflare
 * Pages applies them: `! Name` removes what an earlier rule set, and a header two rules set is
 * sent with both values joined by a comma. A pattern's `*` matches anything, `/` included.
 */
export const HEADERS_FILE = "_headers";

export interface HeaderRule {
  /** The rule's path or pattern, as written (`/*`, `/embed`, `/admin/*`). */
  path: string;
  matches: RegExp;
  /** The headers it removes first (`! Name`). */
  unset: string[];
  headers: Record<string, string>;
}

export type HeaderRules = HeaderRule[];

const patternOf = (rulePath: string) =>
  new RegExp(`^${rulePath.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);

export function parseHeadersFile(text: string): HeaderRules {
  const rules: HeaderRules = [];
  for (const [index, line] of text.split("\n").entries()) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), matches: patternOf(line.trim()), unset: [], headers: {} });
      continue;
    }
    const current = rules.at(-1);
    const unset = /^\s+!\s*(\S+)\s*$/.exec(line);
    if (current && unset) {
      current.unset.push(unset[1]!);
      continue;
    }
    const colon = line.indexOf(":");
    if (!current || colon < 0)
      throw new Error(`${HEADERS_FILE} line ${index + 1}: expected "Name: value" or "! Name" under a path`);
    current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

export function loadHeaderRules(root: string): HeaderRules {
  const file = path.join(root, HEADERS_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: is ${root} a complete build?`);
  return parseHeadersFile(readFileSync(file, "utf8"));
}

/**
 * The headers for a request path, from every rule that matches it (`/a/` and `/a/index.html` are
 * read as the page `/a`, which the server also answers there). Names keep the case of the rule
 * that first set them.
 */
export function headersFor(rules: HeaderRules, pathname: string): Record<string, string> {
  const page = pathname.replace(/\/index\.html$/, "/").replace(/(.)\/+$/, "$1");
  const sent = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!rule.matches.test(page)) continue;
    for (const name of rule.unset) sent.delete(name.toLowerCase());
    for (const [name, value] of Object.entries(rule.headers)) {
      const earlier = sent.get(name.toLowerCase());
      sent.set(name.toLowerCase(), earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value]);
    }
  }
  return Object.fromEntries(sent.values());
}
