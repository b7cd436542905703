// The limits Cloudflare Pages puts on `_headers` and `_redirects`: past them it skips rules with
// a warning in its deploy log, and a page whose rule is skipped is sent without its
// Content-Security-Policy and framing ban. The build warns first. Netlify, nginx and the
// project's server have no such limits.
// https://developers.cloudflare.com/pages/configuration/headers/ and …/redirects/ ("Limits");
// wrangler 3 applies the same numbers (workers-shared/utils/configuration/constants.ts).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { HEADERS_FILE } from "../../server/headers-file";
import { REDIRECTS_FILE } from "./redirect-pages";

export const CLOUDFLARE_PAGES_LIMITS = {
  headerRules: 100,
  staticRedirects: 2000,
  dynamicRedirects: 100,
  lineLength: 2000,
} as const;

const rulesOf = (text: string) =>
  text.split("\n").filter((line) => line.trim() !== "" && !line.trimStart().startsWith("#"));

/** What Cloudflare Pages would skip in these two files, in words; empty when it reads them whole. */
export function cloudflarePagesWarnings(headersFile: string, redirectsFile: string): string[] {
  const warnings: string[] = [];
  const headerRules = rulesOf(headersFile).filter((line) => !/^\s/.test(line)).length;
  if (headerRules > CLOUDFLARE_PAGES_LIMITS.headerRules) {
    warnings.push(
      `${HEADERS_FILE} has ${headerRules} rules; Cloudflare Pages reads the first ${CLOUDFLARE_PAGES_LIMITS.headerRules} and sends the pages after them without their headers`,
    );
  }
  for (const [name, text] of [
    [HEADERS_FILE, headersFile],
    [REDIRECTS_FILE, redirectsFile],
  ] as const) {
    const long = text.split("\n").filter((line) => line.length > CLOUDFLARE_PAGES_LIMITS.lineLength).length;
    if (long > 0) {
      warnings.push(
        `${name} has ${long} line(s) over ${CLOUDFLARE_PAGES_LIMITS.lineLength} characters, which Cloudflare Pages ignores`,
      );
    }
  }
  // A rule with a splat or a placeholder is dynamic, and so is every rule after the first such.
  const redirects = rulesOf(redirectsFile);
  const firstDynamic = redirects.findIndex((line) => /\*|:[A-Za-z]/.test(line.trim().split(/\s+/)[0] ?? ""));
  const staticRules = firstDynamic < 0 ? redirects.length : firstDynamic;
  const dynamic = redirects.length - staticRules;
  if (staticRules > CLOUDFLARE_PAGES_LIMITS.staticRedirects) {
    warnings.push(
      `${REDIRECTS_FILE} has ${staticRules} fixed rules; Cloudflare Pages reads the first ${CLOUDFLARE_PAGES_LIMITS.staticRedirects}`,
    );
  }
  if (dynamic > CLOUDFLARE_PAGES_LIMITS.dynamicRedirects) {
    warnings.push(
      `${REDIRECTS_FILE} has ${dynamic} rules with * or :placeholders; Cloudflare Pages reads the first ${CLOUDFLARE_PAGES_LIMITS.dynamicRedirects}`,
    );
  }
  return warnings;
}

/** The warnings for the files the build wrote into `clientDir`. */
export async function checkCloudflarePagesLimits(clientDir: string): Promise<string[]> {
  const [headers, redirects] = await Promise.all(
    [HEADERS_FILE, REDIRECTS_FILE].map((name) => readFile(path.join(clientDir, name), "utf8")),
  );
  return cloudflarePagesWarnings(headers!, redirects!);
}
