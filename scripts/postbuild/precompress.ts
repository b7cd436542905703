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
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) {
        progress?.tick();
        return;
      }
      const [br, gzipped] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gz(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      written += 1;
      progress?.tick();
    }),
  );
  return written;
}
