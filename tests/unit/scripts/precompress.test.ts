import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompress, writeWithCompressed } from "../../../scripts/upload/precompress";

const dir = mkdtempSync(path.join(tmpdir(), "precompress-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(relative: string, content: string) {
  const file = path.join(dir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

describe("precompress", () => {
  it("writes a .br beside each compressible file and a .gz beside the bundle's, skips tiny ones, and reports progress", async () => {
    const page = "<p>a page</p>".repeat(200);
    const script = "export const x = 1;".repeat(200);
    write("index.html", page);
    write("contribuitor/a.data", page);
    write("assets/entry-abc.js", script);
    write("tiny.txt", "small");
    write("photo.webp", "not compressible by kind".repeat(100));
    const ticks: number[] = [];
    let total = 0;
    const written = await precompress(dir, { setTotal: (n) => (total = n), tick: () => ticks.push(1) });
    expect(written).toBe(3);
    expect(total).toBe(4);
    expect(ticks).toHaveLength(4);
    expect(brotliDecompressSync(readFileSync(path.join(dir, "index.html.br"))).toString()).toBe(page);
    expect(brotliDecompressSync(readFileSync(path.join(dir, "contribuitor/a.data.br"))).toString()).toBe(page);
    expect(existsSync(path.join(dir, "index.html.gz"))).toBe(false);
    expect(existsSync(path.join(dir, "contribuitor/a.data.gz"))).toBe(false);
    expect(brotliDecompressSync(readFileSync(path.join(dir, "assets/entry-abc.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, "assets/entry-abc.js.gz"))).toString()).toBe(script);
    expect(existsSync(path.join(dir, "tiny.txt.br"))).toBe(false);
    expect(existsSync(path.join(dir, "photo.webp.gz"))).toBe(false);
  });

  it("compresses each language's home page harder than other pages, to fit the first round trip", async () => {
    const words = Array.from({ length: 4000 }, (_, i) => `<a href="/s/${(i * 7919) % 1009}">story ${i % 97}</a>`);
    const page = `<main>${words.join(" ")}</main>`;
    for (const file of ["index.html", "es/index.html", "contribuitor/a/index.html"]) write(file, page);
    await precompress(dir);
    const size = (file: string) => readFileSync(path.join(dir, `${file}.br`)).length;
    expect(size("index.html")).toBe(size("es/index.html"));
    expect(size("index.html")).toBeLessThan(size("contribuitor/a/index.html"));
    expect(brotliDecompressSync(readFileSync(path.join(dir, "es/index.html.br"))).toString()).toBe(page);
  });

  it("compresses a home page too large to fit the first round trip at the pages' quality, as a build of thousands of stories makes it", async () => {
    const words = Array.from({ length: 40000 }, (_, i) => `<a href="/s/${(i * 7919) % 100_003}">story ${i % 997}</a>`);
    const page = `<main>${words.join(" ")}</main>`;
    expect(page.length).toBeGreaterThan(256 * 1024);
    for (const file of ["index.html", "contribuitor/b/index.html"]) write(file, page);
    await precompress(dir);
    const size = (file: string) => readFileSync(path.join(dir, `${file}.br`)).length;
    expect(size("index.html")).toBe(size("contribuitor/b/index.html"));
    // Too large to gzip on every request: it keeps its .gz, as the bundle's files do.
    expect(gunzipSync(readFileSync(path.join(dir, "index.html.gz"))).toString()).toBe(page);
  });

  it("leaves the copies the pre-render wrote, and compresses a file again once it has changed since", async () => {
    const page = "<p>rendered</p>".repeat(100);
    mkdirSync(path.join(dir, "kept"), { recursive: true });
    const kept = path.join(dir, "kept/index.html");
    const changed = path.join(dir, "kept/changed.html");
    expect(writeWithCompressed(kept, "kept/index.html", page)).toBe(true);
    expect(writeWithCompressed(changed, "kept/changed.html", page)).toBe(true);
    const written = new Map([
      ["kept/index.html", statSync(kept).mtimeMs],
      ["kept/changed.html", statSync(changed).mtimeMs],
    ]);
    // What precompress would not write itself: proof that it left the file alone.
    writeFileSync(`${kept}.br`, "left as the pre-render wrote it");
    writeFileSync(changed, `${page}<p>rewritten by a later step</p>`);
    utimesSync(changed, new Date(), new Date(Date.now() + 5000));
    await precompress(dir, undefined, written);
    expect(readFileSync(`${kept}.br`, "utf8")).toBe("left as the pre-render wrote it");
    expect(brotliDecompressSync(readFileSync(`${changed}.br`)).toString()).toContain("rewritten by a later step");
  });
});
