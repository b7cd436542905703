// .br and .gz beside every compressible file, so the server (and nginx's gzip_static/brotli_static) sends them as they are.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".data",
  ".svg",
  ".xml",
  ".txt",
  ".vtt",
  ".webmanifest",
]);
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 512;

/**
 * Brotli's quality by kind of file. Content-hashed /assets/ are few, change rarely and are cached
 * forever: the maximum, 11. Pages and payloads are one or two per page: quality 11 took 43 ms a file
 * against 1.5 ms at 5, for files 12% smaller, and dominated a 2,000-page build (bench:build); 5 is
 * within 0.5% of 9's size at a tenth of its time.
 */
const ASSET_QUALITY = constants.BROTLI_MAX_QUALITY;
const PAGE_QUALITY = 5;
/** Files compressed at once: enough to keep zlib's threads busy, few enough for open-file limits. */
const CONCURRENCY = 8;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Writes them all; `progress` (scripts/progress.ts) learns the file count and each file done. */
export async function precompress(
  clientDir: string,
  progress?: { setTotal(total: number): void; tick(n?: number): void },
): Promise<number> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.has(path.extname(e.name)))
    .map((e) => path.join(e.parentPath, e.name));
  let written = 0;
  progress?.setTotal(files.length);
  const assetsDir = path.join(clientDir, "assets") + path.sep;
  const compressOne = async (file: string) => {
    const content = await readFile(file);
    if (content.length < MIN_BYTES) return;
    const [br, gzipped] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: file.startsWith(assetsDir) ? ASSET_QUALITY : PAGE_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    written += 1;
  };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      await compressOne(files[next++]!);
      progress?.tick();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return written;
}
