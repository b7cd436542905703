// .br and .gz beside every compressible file, so the server (and nginx's gzip_static/brotli_static)
// sends them as they are. A large build's files are shared among worker threads, one per core.
import { availableParallelism } from "node:os";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { runWorker } from "../lib/run-worker";
import { type CompressFilesData, type CompressFilesMessage, compressFile } from "./compress-files";

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
/**
 * Below this much to compress, one thread does it all: starting a worker (its loader, its modules)
 * costs more than it saves. The real site's few dozen pages stay under it; 100 contributors do not.
 */
const PARALLEL_ABOVE_FILES = 500;

/** Writes them all; `progress` (scripts/progress.ts) learns the file count and each file done. */
export async function precompress(
  clientDir: string,
  progress?: { setTotal(total: number): void; tick(n?: number): void },
): Promise<number> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.has(path.extname(e.name)))
    .map((e) => path.join(e.parentPath, e.name));
  progress?.setTotal(files.length);
  if (files.length <= PARALLEL_ABOVE_FILES) {
    const assetsDir = path.join(clientDir, "assets") + path.sep;
    let written = 0;
    for (const file of files) {
      if (compressFile(file, assetsDir)) written += 1;
      progress?.tick();
    }
    return written;
  }
  // Every worker takes every n-th file: pages of each kind are spread evenly among them. At most
  // four: each holds its own loader and buffers, and the disk is shared anyway.
  const workers = Math.min(4, Math.max(1, availableParallelism()));
  let written = 0;
  await Promise.all(
    Array.from({ length: workers }, (_, index) => {
      const data: CompressFilesData = {
        task: "compress-files",
        files: files.filter((_, i) => i % workers === index),
        clientDir,
      };
      return runWorker(
        { module: new URL("./compress-files.ts", import.meta.url), workerData: data },
        {
          onMessage: (message) => {
            if ((message as CompressFilesMessage).compressed) written += 1;
            progress?.tick();
          },
        },
      ).then((code) => {
        if (code !== 0) throw new Error(`a precompression worker exited with ${code}`);
      });
    }),
  );
  return written;
}
