/**
 * A story's link-preview card, one per story and language: 1200×630 JPEG made at build time from
 * its hero image, its title, its contributor and newsroom, and the site's name. The words are drawn
 * as shapes from font files bundled with the project (@fontsource packages), so a card looks the same
 * on any machine, whatever fonts it has. Cards live in the image cache (.cache/images) under a name
 * made from everything drawn on them: a one-story change redraws that story's cards only.
 *
 * A card that cannot be drawn as designed still gets drawn, and says how in `fallbacks`: a hero
 * too small to fill the card gives a plain background; a title too long for three lines at the
 * largest type gets smaller type, and at the smallest, is shortened.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Font } from "opentype.js";
import { CONTENT_ASSETS_URL, getCachedFilesDir } from "./images.server";
import { namedMemo, oncePerKey } from "../stage-handover/once-per-key.server";

/** A story's link-preview card (og:image): the size link previews show large, and its most bytes. */
export const SHARE_CARD = { width: 1200, height: 630, maxBytes: 150_000 } as const;

/** Bump to redraw every cached card after changing how they are drawn. */
const CARD_VERSION = 1;
const { width: WIDTH, height: HEIGHT, maxBytes: MAX_BYTES } = SHARE_CARD;
const MARGIN = 72;
/** The title's sizes, largest first: the first at which it fits on three lines wins. */
const TITLE_SIZES = [72, 62, 54, 46];
const TITLE_LINES = 3;
const TITLE_LINE_HEIGHT = 1.12;
const BYLINE_SIZE = 30;
const SITE_SIZE = 26;
/** The site's dark ink, behind a card without its hero (app/styles/global.css, --color-text). */
const PLAIN_BACKGROUND = "#1f1a17";
const ACCENT = "#e8b04b";
const QUALITIES = [80, 72, 64, 56];

export interface ShareCardInput {
  /** The story's slug and the page's language: in the file's name, so two stories never share a card. */
  story: string;
  locale: string;
  title: string;
  /** "By Ana Ruiz · Bayline Youth Media", in the page's language. */
  byline: string;
  siteName: string;
  /** The hero image's source file, absolute. */
  heroFile: string;
}

export interface ShareCard {
  url: string;
  width: number;
  height: number;
  /** How the card departs from its design, in words for the build's output; empty when it does not. */
  fallbacks: string[];
}

const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(name);
let fonts: Promise<{ title: Font; text: Font; bold: Font }> | undefined;

function loadFonts() {
  fonts ??= (async () => {
    // Loaded only when a card is drawn, as sharp is (app/images/images.server.ts).
    const { default: opentype } = await import("opentype.js");
    const load = async (name: string) => {
      const buffer = await readFile(fontFile(name));
      return opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
    };
    const [title, text, bold] = await Promise.all([
      load("@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff"),
      load("@fontsource/inter/files/inter-latin-600-normal.woff"),
      load("@fontsource/inter/files/inter-latin-800-normal.woff"),
    ]);
    return { title, text, bold };
  })();
  return fonts;
}

/** Words into lines no wider than `width` at `size`; undefined when a word alone is wider. */
function wrap(font: Font, text: string, size: number, width: number): string[] | undefined {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (font.getAdvanceWidth(word, size) > width) return undefined;
    const last = lines.at(-1);
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && font.getAdvanceWidth(joined, size) <= width) lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines;
}

/** The title's lines and size: the largest size that fits three lines, else the smallest, shortened with an ellipsis. */
function layTitle(font: Font, title: string, width: number) {
  for (const size of TITLE_SIZES) {
    const lines = wrap(font, title, size, width);
    if (lines && lines.length <= TITLE_LINES) return { size, lines, shortened: false };
  }
  const size = TITLE_SIZES.at(-1)!;
  const words = title.split(/\s+/).filter(Boolean);
  for (let count = words.length - 1; count > 0; count--) {
    const lines = wrap(font, `${words.slice(0, count).join(" ")}…`, size, width);
    if (lines && lines.length <= TITLE_LINES) return { size, lines, shortened: true };
  }
  return { size, lines: ["…"], shortened: true };
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** The words of the card as an SVG of shapes, over a shade that keeps them readable on any photo. */
async function drawWords(input: ShareCardInput, photo: boolean) {
  const { title: titleFont, text: textFont, bold } = await loadFonts();
  const width = WIDTH - 2 * MARGIN;
  const title = layTitle(titleFont, input.title, width);
  const lineHeight = title.size * TITLE_LINE_HEIGHT;
  const bylineY = HEIGHT - MARGIN;
  const titleBottom = bylineY - BYLINE_SIZE - 28;
  const firstBaseline = titleBottom - (title.lines.length - 1) * lineHeight;
  const paths = [
    bold.getPath(input.siteName.toUpperCase(), MARGIN, MARGIN + SITE_SIZE, SITE_SIZE).toPathData(2),
    ...title.lines.map((line, index) =>
      titleFont.getPath(line, MARGIN, firstBaseline + index * lineHeight, title.size).toPathData(2),
    ),
    textFont.getPath(input.byline, MARGIN, bylineY, BYLINE_SIZE).toPathData(2),
  ];
  const shade = photo
    ? `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.3" stop-color="#000" stop-opacity="0.15"/><stop offset="0.5" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.85"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/>`
    : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${shade}<rect x="${MARGIN}" y="${MARGIN + SITE_SIZE + 14}" width="64" height="6" fill="${ACCENT}"/><path fill="#fff" d="${escapeXml(paths.join(" "))}"/></svg>`;
  return { svg: Buffer.from(svg), title };
}

async function draw(input: ShareCardInput, heroBytes: Buffer): Promise<{ jpeg: Buffer; fallbacks: string[] }> {
  const fallbacks: string[] = [];
  const { default: sharp } = await import("sharp");
  const metadata = await sharp(heroBytes).metadata();
  const heroWidth = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const heroHeight = metadata.autoOrient?.height ?? metadata.height ?? 0;
  const isSvg = metadata.format === "svg";
  // A photo that would be stretched past its pixels looks broken: a plain card reads better.
  const photo = isSvg || (heroWidth >= WIDTH && heroHeight >= HEIGHT);
  if (!photo)
    fallbacks.push(`plain background (the hero image is ${heroWidth}×${heroHeight}, under ${WIDTH}×${HEIGHT})`);
  const { svg, title } = await drawWords(input, photo);
  if (title.shortened) fallbacks.push(`title shortened to fit three lines at ${title.size} px`);
  else if (title.size !== TITLE_SIZES[0]) fallbacks.push(`smaller title type (${title.size} px)`);
  const base = photo
    ? sharp(heroBytes, isSvg ? { density: 144 } : {})
        .rotate()
        .resize(WIDTH, HEIGHT, { fit: "cover", position: "attention" })
    : sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: PLAIN_BACKGROUND } });
  const composed = await base
    .composite([{ input: svg, top: 0, left: 0 }])
    .png()
    .toBuffer();
  for (const quality of QUALITIES) {
    const jpeg = await sharp(composed)
      .flatten({ background: PLAIN_BACKGROUND })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (jpeg.length <= MAX_BYTES) return { jpeg, fallbacks };
  }
  throw new Error(
    `The link-preview card of ${input.story} (${input.locale}) is over ${MAX_BYTES} bytes at every quality`,
  );
}

async function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/** How many cards this process drew, and how many it found already drawn. */
export const shareCardStats = { drawn: 0, cached: 0 };

const inFlight = namedMemo<ShareCard>("share-cards");

async function makeShareCard(input: ShareCardInput): Promise<ShareCard> {
  const heroBytes = await readFile(input.heroFile);
  const { story, locale, title, byline, siteName } = input;
  const key = createHash("sha256")
    .update(heroBytes)
    .update(JSON.stringify({ CARD_VERSION, WIDTH, HEIGHT, title, byline, siteName }))
    .digest("hex")
    .slice(0, 12);
  const name = `card-${story}-${locale}-${key}.jpg`;
  const filesDir = getCachedFilesDir();
  const file = path.join(filesDir, name);
  const metaFile = path.join(filesDir, "..", "meta", `card-${story}-${locale}-${key}.json`);
  const card = (fallbacks: string[]) => ({
    url: `${CONTENT_ASSETS_URL}${name}`,
    width: WIDTH,
    height: HEIGHT,
    fallbacks,
  });
  if (existsSync(file) && existsSync(metaFile)) {
    shareCardStats.cached += 1;
    return card((JSON.parse(await readFile(metaFile, "utf8")) as { fallbacks: string[] }).fallbacks);
  }
  const { jpeg, fallbacks } = await draw(input, heroBytes);
  await mkdir(filesDir, { recursive: true });
  await mkdir(path.dirname(metaFile), { recursive: true });
  await writeAtomic(file, jpeg);
  await writeAtomic(metaFile, JSON.stringify({ fallbacks }));
  shareCardStats.drawn += 1;
  return card(fallbacks);
}

/** A story's card in one language, drawn once per build process and once per content change. */
export function getShareCard(input: ShareCardInput): Promise<ShareCard> {
  return oncePerKey(inFlight, JSON.stringify(input), () => makeShareCard(input));
}

/** The card's file name in the image cache, for the build to copy. */
export function shareCardFileName(card: ShareCard): string {
  return card.url.slice(CONTENT_ASSETS_URL.length);
}
