import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { imageFallbackSrc, imageSrcset } from "../../../app/images/image-urls";
import { getImage, getImageFiles, getMediaFile, imageStats } from "../../../app/images/images.server";

let dir: string;
let source: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "images-"));
  process.env.IMAGE_CACHE_DIR = path.join(dir, "cache");
  source = path.join(dir, "photo.png");
  await sharp({ create: { width: 1000, height: 600, channels: 3, background: "#c33" } })
    .png()
    .toFile(source);
});
afterAll(() => {
  delete process.env.IMAGE_CACHE_DIR;
  rmSync(dir, { recursive: true, force: true });
});

describe("getImage", () => {
  test("writes AVIF and WebP at each width up to the source's, with intrinsic size and srcset", async () => {
    const image = await getImage({ file: source, alt: "A red field" }, "hero", { placeholder: true });
    expect(image.width).toBe(960);
    expect(image.height).toBe(576);
    expect(image.alt).toBe("A red field");
    expect(image.widths).toEqual([320, 640, 960]);
    expect(imageSrcset(image, "avif")).toMatch(
      /^\/assets\/content\/photo-[0-9a-f]{12}-320\.avif 320w, \/assets\/content\/photo-[0-9a-f]{12}-640\.avif 640w, \/assets\/content\/photo-[0-9a-f]{12}-960\.avif 960w$/,
    );
    expect(imageFallbackSrc(image)).toMatch(/-640\.webp$/);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder!.length).toBeLessThan(600);
    expect(image.socialImage).toMatch(/-social\.jpg$/);
    const files = readdirSync(path.join(dir, "cache", "files"));
    expect(files).toHaveLength(7);
    for (const url of imageSrcset(image, "webp")
      .split(", ")
      .map((entry) => entry.split(" ")[0]!)) {
      expect(files).toContain(path.basename(url));
    }
    const { width } = await sharp(
      path.join(
        dir,
        "cache",
        "files",
        files.find((f) => f.endsWith("-320.avif"))!,
      ),
    ).metadata();
    expect(width).toBe(320);
  });

  test("cards leave the placeholder out; the caller decides", async () => {
    const image = await getImage({ file: source, alt: "A red field" }, "hero");
    expect(image.placeholder).toBeUndefined();
  });

  test("an unchanged source is not processed again, even in a new process", async () => {
    const before = { ...imageStats };
    const files = await getImageFiles(source, "hero");
    expect(imageStats.processed).toBe(before.processed);
    const mtimes = files.map((f) => statSync(path.join(dir, "cache", "files", f)).mtimeMs);
    // A fresh module instance stands in for the next build: it finds the variants in the cache.
    const { vi } = await import("vitest");
    vi.resetModules();
    const fresh = await import("../../../app/images/images.server");
    await fresh.getImage({ file: source, alt: "x" }, "hero");
    expect(fresh.imageStats).toEqual({ processed: 0, cached: 1 });
    expect(files.map((f) => statSync(path.join(dir, "cache", "files", f)).mtimeMs)).toEqual(mtimes);
  });

  test("a changed source gets new file names", async () => {
    const first = await getImage({ file: source, alt: "x" }, "logo");
    const changed = path.join(dir, "changed.png");
    await sharp({ create: { width: 300, height: 300, channels: 3, background: "#3c3" } })
      .png()
      .toFile(changed);
    const second = await getImage({ file: changed, alt: "x" }, "logo");
    expect(second.stem).not.toBe(first.stem);
  });
});

describe("getMediaFile", () => {
  test("fingerprints a file by its content", async () => {
    const file = path.join(dir, "captions.vtt");
    writeFileSync(file, "WEBVTT\n");
    const first = await getMediaFile(file);
    expect(first.url).toMatch(/^\/assets\/content\/captions-[0-9a-f]{12}\.vtt$/);
    writeFileSync(file, "WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n");
    expect((await getMediaFile(file)).url).not.toBe(first.url);
  });
});
