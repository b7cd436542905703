import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openCompressionCache } from "../../../scripts/upload/compression-cache";
import { precompress } from "../../../scripts/upload/precompress";

describe("precompress with a compression cache", () => {
  let root: string;
  let cacheDir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "compression-cache-"));
    cacheDir = path.join(root, "cache");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A build folder with one bundle script (compressed at the maximum, so cached) and one page (not cached). */
  function buildFolder(name: string, script: string): string {
    const client = path.join(root, name);
    mkdirSync(path.join(client, "assets"), { recursive: true });
    writeFileSync(path.join(client, "assets/entry-abc.js"), script);
    writeFileSync(path.join(client, "page.html"), "<p>a page</p>".repeat(200));
    return client;
  }

  it("gives the next build the same copies without compressing again, and keeps only what the last build used", async () => {
    const script = "export const story = 'kitchen';\n".repeat(300);
    const first = buildFolder("first", script);
    expect(await precompress(first, undefined, new Map(), openCompressionCache(cacheDir))).toBe(2);
    const second = buildFolder("second", script);
    expect(await precompress(second, undefined, new Map(), openCompressionCache(cacheDir))).toBe(2);

    for (const client of [first, second]) {
      expect(brotliDecompressSync(readFileSync(path.join(client, "assets/entry-abc.js.br"))).toString()).toBe(script);
      expect(gunzipSync(readFileSync(path.join(client, "assets/entry-abc.js.gz"))).toString()).toBe(script);
    }
    // One file on disk, linked into both builds: the second did not write its own.
    const inode = (client: string) => statSync(path.join(client, "assets/entry-abc.js.br")).ino;
    expect(inode(second)).toBe(inode(first));
    // Pages are compressed in place, not kept.
    expect(readdirSync(cacheDir)).toHaveLength(2);

    const changed = "export const story = 'bus wifi';\n".repeat(300);
    const third = buildFolder("third", changed);
    await precompress(third, undefined, new Map(), openCompressionCache(cacheDir));
    expect(brotliDecompressSync(readFileSync(path.join(third, "assets/entry-abc.js.br"))).toString()).toBe(changed);
    expect(readdirSync(cacheDir)).toHaveLength(2);
    // The earlier builds keep their copies after the cache let go of them.
    expect(brotliDecompressSync(readFileSync(path.join(first, "assets/entry-abc.js.br"))).toString()).toBe(script);
  });
});
