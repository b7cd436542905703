// The limits Cloudflare Pages puts on a deploy. On `_headers` and `_redirects`: past them it skips
// rules with a warning in its deploy log, and a path whose rule is skipped is sent without its
// headers; the build warns first. On the upload: 20,000 files a site on the Free plan (100,000 on
// paid plans since January 2026, with PAGES_WRANGLER_MAJOR_VERSION=4 in the project's settings)
// and 25 MiB a file, past which the deploy is refused; the build fails first, before it replaces
// the previous one. It guards the Free plan's limit unless CLOUDFLARE_PAGES_PLAN=paid. Netlify,
// nginx and the project's server have no such limits.
// https://developers.cloudflare.com/pages/configuration/headers/, …/redirects/ ("Limits") and
// https://developers.cloudflare.com/pages/platform/limits/ ("Files", "File size"); wrangler 3
// applies the same numbers (workers-shared/utils/configuration/constants.ts).
import { statSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { HEADERS_FILE } from "../../server/headers-file";
import { REDIRECTS_FILE } from "../postbuild/redirect-pages";

export const CLOUDFLARE_PAGES_LIMITS = {
  headerRules: 100,
  staticRedirects: 2000,
  dynamicRedirects: 100,
  lineLength: 2000,
  /** Files a site, on the Free plan. */
  files: 20_000,
  /** Files a site, on a paid plan. */
  paidPlanFiles: 100_000,
  fileBytes: 25 * 1024 * 1024,
} as const;

/** The Cloudflare Pages plan whose file limit the build guards, and that limit. */
export interface CloudflarePagesPlan {
  name: string;
  files: number;
}

/**
 * The plan named by CLOUDFLARE_PAGES_PLAN: `free` (the default) or `paid`. A site of 1,000
 * contributors (about 38,000 files: a page and a payload per page, six files per image, a card per
 * story and language, the search index) needs a paid plan, or another host.
 */
export function cloudflarePagesPlan(env: NodeJS.ProcessEnv = process.env): CloudflarePagesPlan {
  const value = env.CLOUDFLARE_PAGES_PLAN ?? "free";
  if (value === "free") return { name: "Free plan", files: CLOUDFLARE_PAGES_LIMITS.files };
  if (value === "paid") return { name: "paid plan", files: CLOUDFLARE_PAGES_LIMITS.paidPlanFiles };
  throw new Error(
    `CLOUDFLARE_PAGES_PLAN is "${value}"; it takes free (${CLOUDFLARE_PAGES_LIMITS.files.toLocaleString("en-US")} files a site, the default) or paid (${CLOUDFLARE_PAGES_LIMITS.paidPlanFiles.toLocaleString("en-US")})`,
  );
}

/**
 * The precompressed copies the build writes beside each text file for the project's server and
 * nginx. A host that compresses by itself never serves them: the README's upload step leaves them
 * out, and they do not count against its limits.
 */
export const PRECOMPRESSED_COPY = /\.(?:br|gz)$/;

/** What a static host is given of `build/client`: its files but the precompressed copies. */
export interface UploadSize {
  files: number;
  largest: { file: string; bytes: number };
  /** The .br and .gz copies left out. */
  precompressedCopies: number;
}

export async function measureUpload(clientDir: string): Promise<UploadSize> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const size: UploadSize = { files: 0, largest: { file: "", bytes: 0 }, precompressedCopies: 0 };
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    if (PRECOMPRESSED_COPY.test(entry.name)) {
      size.precompressedCopies++;
      continue;
    }
    size.files++;
    const file = path.join(entry.parentPath, entry.name);
    // Synchronously: at the end of the build nothing else waits, and a round trip through libuv's
    // threads for each of tens of thousands of files costs more than the calls.
    const { size: bytes } = statSync(file);
    if (bytes > size.largest.bytes) size.largest = { file: path.relative(clientDir, file), bytes };
  }
  return size;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** The upload in one line, for the end of every build. */
export function describeUpload(size: UploadSize, plan: CloudflarePagesPlan = cloudflarePagesPlan()): string {
  return `build/client to upload: ${size.files.toLocaleString("en-US")} files (Cloudflare Pages takes ${plan.files.toLocaleString("en-US")} on its ${plan.name}; ${size.precompressedCopies.toLocaleString("en-US")} .br/.gz copies for our server and nginx left out), the largest ${size.largest.file} at ${mib(size.largest.bytes)} (limit ${mib(CLOUDFLARE_PAGES_LIMITS.fileBytes)})`;
}

/** Why Cloudflare Pages would refuse the upload, each with what to do; empty when it takes it. */
export function uploadLimitErrors(
  size: Pick<UploadSize, "files" | "largest">,
  plan: CloudflarePagesPlan = cloudflarePagesPlan(),
): string[] {
  const errors: string[] = [];
  if (size.files > plan.files) {
    const onPaidPlan =
      plan.files < CLOUDFLARE_PAGES_LIMITS.paidPlanFiles
        ? ` On a paid plan (${CLOUDFLARE_PAGES_LIMITS.paidPlanFiles.toLocaleString("en-US")} files, with PAGES_WRANGLER_MAJOR_VERSION=4 in the Pages project's settings), build with CLOUDFLARE_PAGES_PLAN=paid.`
        : "";
    errors.push(
      `Cloudflare Pages' file limit: the site would upload ${size.files.toLocaleString("en-US")} files, and Cloudflare Pages takes at most ${plan.files.toLocaleString("en-US")} a site on its ${plan.name}.${onPaidPlan} Or keep entries out of the build (\`exclude\` or \`draft: true\`, CONTRIBUTING.md), or deploy with nginx or the project's server, which have no such limit, and set HOST_LIMITS=off for that build.`,
    );
  }
  if (size.largest.bytes > CLOUDFLARE_PAGES_LIMITS.fileBytes) {
    errors.push(
      `Cloudflare Pages' file size limit: ${size.largest.file} is ${mib(size.largest.bytes)}, and Cloudflare Pages takes no file over ${mib(CLOUDFLARE_PAGES_LIMITS.fileBytes)}. Make it smaller (a video: encode it at a lower bitrate, or host it on YouTube), or deploy with nginx or the project's server and set HOST_LIMITS=off for that build.`,
    );
  }
  return errors;
}

/**
 * The fewest files a build of these pages writes for the upload (a page's HTML and its payload,
 * each legacy path's redirect page, the content's files), before any is written: a content set
 * already past the limit fails before the build starts its work.
 */
export function leastUploadFiles(pages: number, redirectPages: number, contentFiles: number): number {
  return pages * 2 + redirectPages + contentFiles;
}

/** Whether the build guards Cloudflare Pages' upload limits: on unless HOST_LIMITS=off. */
export const hostLimitsGuarded = (env: NodeJS.ProcessEnv = process.env) => env.HOST_LIMITS !== "off";

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
