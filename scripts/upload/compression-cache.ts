// The .br and .gz of the files that are costly to compress, kept between builds by their content:
// the bundle's scripts and styles at Brotli's maximum and the studio's 5 MB script come out the
// same from build to build, and compressing them again cost every build its longest compressions
// (precompress.ts). A file whose content changed gets a new entry; entries no build
// used last time are removed, so the folder holds one build's worth (docs/decisions/030).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { linkOrCopy } from "../lib/link-or-copy";

export interface CompressedCopies {
  br: Buffer;
  gz: Buffer;
}

/** Writes a file's .br and .gz beside it. */
export function writeCompressedCopies(file: string, { br, gz }: CompressedCopies): void {
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
}

export interface CompressionCache {
  /**
   * Writes `file`'s .br and .gz: linked from the cache when it holds them for this content made
   * this `way` (the qualities, which change what comes out), else made by `compress` and kept.
   */
  writeCopies(file: string, content: Buffer, way: string, compress: () => CompressedCopies): Promise<void>;
  /** Removes the entries this build did not use. */
  prune(): void;
}

/** The cache's folder: .cache/compressed, or COMPRESSION_CACHE_DIR. */
export function compressionCacheDir(): string {
  return path.resolve(process.env.COMPRESSION_CACHE_DIR ?? ".cache/compressed");
}

export function openCompressionCache(dir: string): CompressionCache {
  mkdirSync(dir, { recursive: true });
  const used = new Set<string>();
  /** Through a temporary name: a build stopped halfway leaves no truncated entry. */
  const keep = (file: string, bytes: Buffer) => {
    writeFileSync(`${file}.${process.pid}.tmp`, bytes);
    renameSync(`${file}.${process.pid}.tmp`, file);
  };
  return {
    async writeCopies(file, content, way, compress) {
      const key = createHash("sha256").update(way).update("\0").update(content).digest("hex");
      used.add(key);
      const entry = path.join(dir, key);
      try {
        if (!existsSync(`${entry}.br`) || !existsSync(`${entry}.gz`)) {
          const { br, gz } = compress();
          keep(`${entry}.br`, br);
          keep(`${entry}.gz`, gz);
        }
        await linkOrCopy(`${entry}.br`, `${file}.br`);
        await linkOrCopy(`${entry}.gz`, `${file}.gz`);
      } catch {
        // Another build pruned the entry meanwhile (the tests build several sites at once): made
        // here, and not kept.
        writeCompressedCopies(file, compress());
      }
    },
    prune() {
      for (const name of readdirSync(dir)) {
        if (!used.has(name.split(".")[0]!)) rmSync(path.join(dir, name), { force: true });
      }
    },
  };
}
