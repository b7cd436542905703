import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SHARE_CARD } from "../../../app/images/share-card.server";
import { getCachedFilesDir } from "../../../app/images/images.server";
import { type ShareCardInput, getShareCard, shareCardStats } from "../../../app/images/share-card.server";

let dir: string;
let photo: string;
let small: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "cards-"));
  process.env.IMAGE_CACHE_DIR = path.join(dir, "cache");
  photo = path.join(dir, "photo.png");
  small = path.join(dir, "small.png");
  // Noise, which JPEG compresses worst: the card must still stay within its bytes.
  const noise = Buffer.from(Array.from({ length: 1600 * 900 * 3 }, (_, i) => (i * 2654435761) % 251));
  await sharp(noise, { raw: { width: 1600, height: 900, channels: 3 } })
    .png()
    .toFile(photo);
  await sharp({ create: { width: 800, height: 450, channels: 3, background: "#2a6" } })
    .png()
    .toFile(small);
});
afterAll(() => {
  delete process.env.IMAGE_CACHE_DIR;
  rmSync(dir, { recursive: true, force: true });
});

const input = (overrides: Partial<ShareCardInput> = {}): ShareCardInput => ({
  story: "night-shift",
  locale: "en",
  title: "The night shift",
  byline: "By Ana Ruiz · Bayline Youth Media",
  siteName: "Our Pandemic Year",
  heroFile: photo,
  ...overrides,
});

const fileOf = (url: string) => path.join(getCachedFilesDir(), path.basename(url));

describe("a story's link-preview card", () => {
  test("is a 1200×630 JPEG within its bytes, named for its story and language, drawn as designed", async () => {
    const card = await getShareCard(input());
    expect(card.url).toMatch(/^\/assets\/content\/card-night-shift-en-[0-9a-f]{12}\.jpg$/);
    expect(card.fallbacks).toEqual([]);
    const bytes = readFileSync(fileOf(card.url));
    expect(bytes.length).toBeLessThanOrEqual(SHARE_CARD.maxBytes);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });

  test("two stories, or two languages, never share a card; an unchanged story is not drawn again", async () => {
    const first = await getShareCard(input());
    const other = await getShareCard(input({ story: "day-shift" }));
    const spanish = await getShareCard(input({ locale: "es", title: "El turno de noche" }));
    expect(new Set([first.url, other.url, spanish.url]).size).toBe(3);
    const drawn = shareCardStats.drawn;
    // Another build process: nothing in memory, the cache on disk.
    const again = await getShareCard({ ...input(), heroFile: photo });
    expect(again.url).toBe(first.url);
    expect(shareCardStats.drawn).toBe(drawn);
    const retitled = await getShareCard(input({ title: "The night shift, retold" }));
    expect(retitled.url).not.toBe(first.url);
    expect(shareCardStats.drawn).toBe(drawn + 1);
  });

  test("falls back, and says so: a small hero gives a plain background, a long title smaller type, then a shorter title", async () => {
    const plain = await getShareCard(input({ story: "small", heroFile: small }));
    expect(plain.fallbacks).toEqual(["plain background (the hero image is 800×450, under 1200×630)"]);
    const long = await getShareCard(
      input({
        story: "long",
        title: "A title long enough that it needs four lines at the largest size of type, and three at a smaller one",
      }),
    );
    expect(long.fallbacks).toEqual([expect.stringMatching(/^smaller title type \(\d+ px\)$/)]);
    const endless = await getShareCard(input({ story: "endless", title: Array(40).fill("words").join(" ") }));
    expect(endless.fallbacks).toEqual([expect.stringMatching(/^title shortened to fit three lines at \d+ px$/)]);
    for (const card of [plain, long, endless]) {
      expect(await sharp(fileOf(card.url)).metadata()).toMatchObject({ width: 1200, height: 630 });
    }
  });
});
