// A .br beside every compressible file, and a .gz beside the costly ones, so the server (and nginx's
// gzip_static/brotli_static) sends them as they are (docs/decisions/031).
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { DATA_FILE_EXTENSION } from "../../app/framework/payload-file";
import { LOCALES } from "../../app/i18n/locale";
import { homePath } from "../../app/addresses/site-paths";
import { COMPRESSION_MIN_BYTES } from "../../server/file-rules";
import { pageHtmlFile } from "../lib/built-pages";
import { type CompressionCache, writeCompressedCopies } from "./compression-cache";

const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  DATA_FILE_EXTENSION,
  ".svg",
  ".xml",
  ".txt",
  ".vtt",
  ".webmanifest",
]);
/**
 * Brotli's quality by kind of file. Content-hashed /assets/ are few, change rarely and are cached
 * forever: the maximum, 11. Pages and payloads are one or two per page: quality 11 took 43 ms a file
 * against 1.5 ms at 5, for files 12% smaller, and dominated a 2,000-page build (bench:build); 5 is
 * within 0.5% of 9's size at a tenth of its time.
 */
const ASSET_QUALITY = constants.BROTLI_MAX_QUALITY;
const PAGE_QUALITY = 5;
/**
 * gzip's level, for the few clients without Brotli: the maximum where Brotli's is, zlib's default
 * elsewhere (the large files). On our pages level 9 took 20% longer than 6 for files 0.1% smaller
 * (43 kB: 11,639 against 11,650 bytes).
 */
const gzipLevel = (quality: number) =>
  quality === ASSET_QUALITY ? constants.Z_BEST_COMPRESSION : constants.Z_DEFAULT_COMPRESSION;
/**
 * Each language's home page, where most readers arrive, at the maximum too: home's HTML is then
 * 12.5 kB instead of 14.3 kB, which with its headers fits the 14.6 kB TCP sends before the first
 * acknowledgement, so its first paint waits one round trip less (docs/decisions/016).
 */
const ENTRY_PAGES = new Set(LOCALES.map((locale) => pageHtmlFile(homePath(undefined, locale))));
/**
 * ...but only while that round trip is within reach. Home lists every story, so it grows with the
 * site, and a large home takes seconds at quality 11 for a page that needs many round trips at any
 * quality. Our pages compress about 8:1, so past 256 kB no quality brings one under 14.6 kB.
 */
const ENTRY_PAGE_MAX_BYTES = 256 * 1024;

function brotliQuality(relative: string, bytes: number): number {
  if (relative.startsWith(`assets${path.sep}`)) return ASSET_QUALITY;
  if (ENTRY_PAGES.has(relative) && bytes <= ENTRY_PAGE_MAX_BYTES) return ASSET_QUALITY;
  return PAGE_QUALITY;
}
/**
 * Brotli's window: no larger than the file. Its default, 4 MB, is allocated for every file, and
 * after thousands of 30 kB pages the worker threads' allocators held a few hundred MB of those
 * buffers; a window as large as the file compresses the same.
 */
function windowBits(bytes: number): number {
  return Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))),
  );
}

/**
 * Each file is compressed in one synchronous call, one file after another. zlib's asynchronous
 * calls hand the work to libuv's threads in 16 kB chunks with a JavaScript callback for each:
 * several times the CPU of the compressing itself, and every thread's allocator kept the
 * encoders' buffers.
 */
function brotli(content: Buffer, quality: number): Buffer {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      [constants.BROTLI_PARAM_LGWIN]: windowBits(content.length),
    },
  });
}

function compressFile(content: Buffer, quality: number): { br: Buffer; gz: Buffer } {
  return { br: brotli(content, quality), gz: gzipSync(content, { level: gzipLevel(quality) }) };
}

/**
 * Files whose copies are worth keeping between builds (compression-cache.ts), and the only ones
 * with a .gz: the bundle's (content-hashed, few, compressed at the maximum) and the large ones.
 * Pages, payloads and the other content files change with the content and cost a millisecond or
 * two each, and every browser takes Brotli: the few clients that take gzip only get it made as
 * they ask (server/request-handler.ts, nginx's `gzip on`). Their .gz would cost a large site
 * thousands of file creations and a third of the pages' compressing (docs/decisions/031).
 */
const COSTLY_MIN_BYTES = 256 * 1024;
const isCostly = (relative: string, bytes: number) =>
  relative.startsWith(`assets${path.sep}`) || bytes >= COSTLY_MIN_BYTES;

/**
 * Writes `file` with `content`, and its .br (and .gz where it is costly, above) when it is of a
 * compressible kind and large enough; `relative` is its path in the client folder. Returns whether
 * it compressed it.
 * Synchronous, as the compressing is: a page's three files cost three calls, not three round
 * trips through libuv's threads, which at 4,000 files a thread was seconds of waiting.
 */
export function writeWithCompressed(file: string, relative: string, content: Buffer | string): boolean {
  const bytes = typeof content === "string" ? Buffer.from(content) : content;
  writeFileSync(file, bytes);
  return compressBeside(file, relative, bytes);
}

function compressBeside(file: string, relative: string, content: Buffer): boolean {
  if (!COMPRESSIBLE.has(path.extname(file)) || content.length < COMPRESSION_MIN_BYTES) return false;
  const quality = brotliQuality(relative, content.length);
  if (isCostly(relative, content.length)) writeCompressedCopies(file, compressFile(content, quality));
  else writeFileSync(`${file}.br`, brotli(content, quality));
  return true;
}

/** compressBeside, through the cache for the costly files. */
async function compressBesideOrFromCache(
  file: string,
  relative: string,
  content: Buffer,
  cache: CompressionCache | undefined,
): Promise<boolean> {
  if (!cache || !isCostly(relative, content.length) || content.length < COMPRESSION_MIN_BYTES)
    return compressBeside(file, relative, content);
  const quality = brotliQuality(relative, content.length);
  await cache.writeCopies(file, content, `br ${quality} gz ${gzipLevel(quality)}`, () =>
    compressFile(content, quality),
  );
  return true;
}

/**
 * Writes them all; `progress` (scripts/lib/progress.ts) learns the file count and each file done.
 * `compressedAlready`: files (relative to `clientDir`) whose compressed copies the pre-render wrote, with
 * each file's modification time then: one changed since is compressed again. `cache`: where the
 * copies of costly files are kept between builds.
 */
export async function precompress(
  clientDir: string,
  progress?: { setTotal(total: number): void; tick(n?: number): void },
  compressedAlready: ReadonlyMap<string, number> = new Map(),
  cache?: CompressionCache,
): Promise<number> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.has(path.extname(e.name)))
    .map((e) => path.join(e.parentPath, e.name));
  let written = 0;
  progress?.setTotal(files.length);
  for (const file of files) {
    const relative = path.relative(clientDir, file);
    const mtime = compressedAlready.get(relative);
    if (mtime !== undefined && statSync(file).mtimeMs === mtime) written += 1;
    else if (await compressBesideOrFromCache(file, relative, readFileSync(file), cache)) written += 1;
    progress?.tick();
  }
  cache?.prune();
  return written;
}
