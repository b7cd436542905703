/**
 * The image step: each source image becomes AVIF and WebP at a few widths (never wider than the
 * source), plus a tiny blurred placeholder and a JPEG for link previews where the kind wants them.
 * Files are named by a hash of the source bytes and the settings, so they can be cached forever
 * under /assets/, and an unchanged source is never processed twice: its variants and a small
 * metadata file stay in the cache folder (.cache/images, or IMAGE_CACHE_DIR) between builds.
 * The build copies the files it used into /assets/content/ (scripts/content-build/content-assets.ts);
 * the dev server serves them from the cache (the content-assets plugin in vite.config.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { copyFile, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Sharp } from "sharp";
import { imageVariantName } from "./image-urls";
import { namedMemo, oncePerKey } from "../stage-handover/once-per-key.server";
import { IMAGE_FORMATS, type ImageRef, type ResponsiveImage } from "./image-types";

/** Bump to regenerate every cached variant after changing how they are made. */
const PIPELINE_VERSION = 2;

/** Where built assets are served from; server/ and hosts cache this prefix as immutable. */
export const CONTENT_ASSETS_URL = "/assets/content/";

export type ImageKind = "hero" | "portrait" | "logo" | "poster";

interface Preset {
  widths: number[];
  /** Inline a tiny blurred version, shown while the image loads. */
  placeholder: boolean;
  /** Also write a 1200 px JPEG for Open Graph and Twitter cards. */
  socialImage: boolean;
}

const PRESETS: Record<ImageKind, Preset> = {
  hero: { widths: [320, 640, 960, 1280, 1600], placeholder: true, socialImage: true },
  poster: { widths: [320, 640, 960, 1280, 1600], placeholder: true, socialImage: true },
  portrait: { widths: [160, 320, 480, 640], placeholder: true, socialImage: true },
  logo: { widths: [96, 192, 288], placeholder: false, socialImage: false },
};

const ENCODERS: Record<(typeof IMAGE_FORMATS)[number]["ext"], (s: Sharp) => Sharp> = {
  avif: (s) => s.avif({ quality: 55, effort: 2 }),
  webp: (s) => s.webp({ quality: 72, effort: 4 }),
};

/** What the cache keeps per source: everything a page needs except the alt text (and the stem, made from the key). */
interface ProcessedImage {
  width: number;
  height: number;
  widths: number[];
  placeholder?: string;
  socialImage?: string;
  /** Every file written, by name, in the cache's files folder. */
  files: string[];
}

function getImageCacheDir(): string {
  return path.resolve(process.env.IMAGE_CACHE_DIR ?? ".cache/images");
}

export function getCachedFilesDir(): string {
  return path.join(getImageCacheDir(), "files");
}

/** How many sources this process processed, and how many it found already in the cache. */
export const imageStats = { processed: 0, cached: 0 };

const inFlight = namedMemo<NamedImage>("images");

function slugifyName(file: string): string {
  return (
    path
      .basename(file, path.extname(file))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "image"
  );
}

/** Writes through a temporary name, so a concurrent build never reads half a file. */
async function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/** A processed image and the stem its variants are named by. */
type NamedImage = ProcessedImage & { stem: string };

async function processSource(file: string, kind: ImageKind): Promise<NamedImage> {
  const preset = PRESETS[kind];
  const input = await readFile(file);
  const key = createHash("sha256")
    .update(input)
    .update(JSON.stringify({ PIPELINE_VERSION, preset, kind }))
    .digest("hex")
    .slice(0, 12);
  const base = `${slugifyName(file)}-${key}`;
  const stem = `${CONTENT_ASSETS_URL}${base}`;
  const cacheDir = getImageCacheDir();
  const filesDir = getCachedFilesDir();
  const metaFile = path.join(cacheDir, "meta", `${key}.json`);
  if (existsSync(metaFile)) {
    const meta = JSON.parse(await readFile(metaFile, "utf8")) as ProcessedImage;
    if (meta.files.every((name) => existsSync(path.join(filesDir, name)))) {
      imageStats.cached += 1;
      return { ...meta, stem };
    }
  }

  await mkdir(filesDir, { recursive: true });
  await mkdir(path.dirname(metaFile), { recursive: true });
  // Loaded only when an image is made: the pre-render's processes find every variant in the cache,
  // and sharp's library is 20 MB more in each (docs/decisions/029).
  const { default: sharp } = await import("sharp");
  // SVG artwork is rasterised at twice its size, so the widest variant stays sharp.
  const isSvg = path.extname(file).toLowerCase() === ".svg";
  const source = () => sharp(input, isSvg ? { density: 144 } : {}).rotate();
  // sharp reports an SVG's size at the density it was opened with; autoOrient is the size after EXIF rotation.
  const metadata = await source().metadata();
  const sourceWidth = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const sourceHeight = metadata.autoOrient?.height ?? metadata.height ?? 0;
  const aspect = sourceHeight / sourceWidth;
  const widths = preset.widths.filter((w) => w <= sourceWidth);
  if (widths.length === 0) widths.push(sourceWidth);

  const files: string[] = [];
  for (const format of IMAGE_FORMATS) {
    for (const width of widths) {
      const name = imageVariantName(base, width, format.ext);
      const out = await ENCODERS[format.ext](source().resize({ width })).toBuffer();
      await writeAtomic(path.join(filesDir, name), out);
      files.push(name);
    }
  }
  const largest = widths.at(-1)!;

  let placeholder: string | undefined;
  if (preset.placeholder) {
    const tiny = await source().resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
    placeholder = `data:image/webp;base64,${tiny.toString("base64")}`;
  }
  let socialImage: string | undefined;
  if (preset.socialImage) {
    const name = `${base}-social.jpg`;
    const out = await source()
      .resize({ width: Math.min(1200, sourceWidth) })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer();
    await writeAtomic(path.join(filesDir, name), out);
    files.push(name);
    socialImage = `${CONTENT_ASSETS_URL}${name}`;
  }

  const meta: ProcessedImage = {
    width: largest,
    height: Math.round(largest * aspect),
    widths,
    placeholder,
    socialImage,
    files,
  };
  await writeAtomic(metaFile, JSON.stringify(meta));
  imageStats.processed += 1;
  return { ...meta, stem };
}

function processCached(file: string, kind: ImageKind): Promise<NamedImage> {
  return oncePerKey(inFlight, `${kind}:${file}`, () => processSource(file, kind));
}

export interface ImageOptions {
  /** Keep the inline placeholder (hero and portrait images shown large); cards drop it. */
  placeholder?: boolean;
}

/** A page-ready image: every variant's srcset, the intrinsic size, the alt text. */
export async function getImage(ref: ImageRef, kind: ImageKind, options: ImageOptions = {}): Promise<ResponsiveImage> {
  const processed = await processCached(ref.file, kind);
  return {
    stem: processed.stem,
    width: processed.width,
    height: processed.height,
    widths: processed.widths,
    alt: ref.alt,
    ...(ref.credit ? { credit: ref.credit } : {}),
    ...(options.placeholder && processed.placeholder ? { placeholder: processed.placeholder } : {}),
    ...(processed.socialImage ? { socialImage: processed.socialImage } : {}),
  };
}

/** The files an image's variants were written to, for the build to copy. */
export async function getImageFiles(file: string, kind: ImageKind): Promise<string[]> {
  return (await processCached(file, kind)).files;
}

/**
 * A file served as it is (a video, its captions): copied into the cache folder under a
 * fingerprinted name. Returns its public URL and cached file name.
 */
export async function getMediaFile(file: string): Promise<{ url: string; name: string }> {
  // Once per file and version: every page that shows a video asked again, and at 1,000
  // contributors reading and hashing their videos page after page was seconds of the pre-render.
  const { mtimeMs, size } = statSync(file);
  return oncePerKey(mediaFiles, `${file}:${mtimeMs}:${size}`, () => fingerprintMediaFile(file));
}

const mediaFiles = namedMemo<{ url: string; name: string }>("media-files");

async function fingerprintMediaFile(file: string): Promise<{ url: string; name: string }> {
  const input = await readFile(file);
  const hash = createHash("sha256").update(input).digest("hex").slice(0, 12);
  const name = `${slugifyName(file)}-${hash}${path.extname(file).toLowerCase()}`;
  const target = path.join(getCachedFilesDir(), name);
  if (!existsSync(target)) {
    await mkdir(getCachedFilesDir(), { recursive: true });
    const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await copyFile(file, temp);
    await rename(temp, target);
  }
  return { url: `${CONTENT_ASSETS_URL}${name}`, name };
}
