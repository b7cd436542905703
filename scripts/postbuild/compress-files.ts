// How one file is precompressed, and a worker thread's share of them (scripts/postbuild/precompress.ts
// hands each worker its list): read, compress, write the .br and .gz beside it.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Below this, the headers cost more than compression saves. */
export const MIN_BYTES = 512;

/**
 * Brotli's quality by kind of file. Content-hashed /assets/ are few, change rarely and are cached
 * forever: the maximum, 11. Pages and payloads are one or two per page: quality 11 took 43 ms a file
 * against 1.5 ms at 5, for files 12% smaller, and dominated a 2,000-page build (bench:build); 5 is
 * within 0.5% of 9's size at a tenth of its time.
 */
const ASSET_QUALITY = constants.BROTLI_MAX_QUALITY;
const PAGE_QUALITY = 5;

/**
 * One synchronous call per file and format. zlib's asynchronous calls hand the work to libuv's
 * threads in 16 kB chunks with a JavaScript callback for each: at 2,000 pages that took 17 s of CPU
 * (a third of it in the kernel) for 5 s of compressing, and each thread's allocator kept the
 * encoders' buffers, 150 MB more memory.
 */
export function compressFile(file: string, assetsDir: string): boolean {
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) return false;
  const quality = file.startsWith(assetsDir) ? ASSET_QUALITY : PAGE_QUALITY;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  return true;
}

/** What a worker is given; `task` tells it from any other worker that might import this module. */
export interface CompressFilesData {
  task: "compress-files";
  files: string[];
  clientDir: string;
}

/** Posted after each file: whether it was compressed (a tiny one is not). */
export type CompressFilesMessage = { compressed: boolean };

const task = isMainThread ? undefined : (workerData as Partial<CompressFilesData> | undefined);
if (parentPort && task?.task === "compress-files") {
  const { files, clientDir } = task as CompressFilesData;
  const assetsDir = path.join(clientDir, "assets") + path.sep;
  for (const file of files) parentPort.postMessage({ compressed: compressFile(file, assetsDir) });
}
