// Generate the sample content's artwork: small deterministic SVGs (heroes, portraits, logos, video posters).
// Run `node --import tsx scripts/sample-art.ts` after adding a sample entry; it writes only missing files
// unless given --force. The artwork is abstract on purpose: sample content shows no real person.
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";

const force = process.argv.includes("--force");
const contentDir = path.resolve(process.env.CONTENT_DIR ?? "content");

/** Palettes by newsroom: sky top, sky bottom, sun, three hills from far to near. */
const PALETTES: Record<string, string[]> = {
  "bayline-youth-media": ["#1d3557", "#7fb7be", "#f4d35e", "#457b9d", "#2a6f97", "#14213d"],
  "valley-ink": ["#7b4b2a", "#f2c14e", "#fff1c1", "#c98b3b", "#8a5a2b", "#3d2b1f"],
  "eastside-signal": ["#3a0f4d", "#f08a6b", "#ffd6a5", "#b5446e", "#6d2e5a", "#2b1236"],
  "desert-bloom-voices": ["#5e2b1b", "#f4a259", "#fff3b0", "#d9734e", "#9c4a2f", "#3b1f14"],
};

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

function random(seed: string) {
  let state = hash(seed) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

function hill(width: number, height: number, base: number, amplitude: number, rand: () => number): string {
  const points: string[] = [];
  const steps = 6;
  for (let i = 0; i <= steps; i++) {
    const x = (width / steps) * i;
    const y = base - amplitude * rand();
    points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
  }
  return `M0,${height} L${points.join(" L")} L${width},${height} Z`;
}

export function landscape(seed: string, palette: string[], width = 800, height = 450): string {
  const rand = random(seed);
  const [skyTop, skyBottom, sun, far, mid, near] = palette as [string, string, string, string, string, string];
  const sunX = (0.2 + rand() * 0.6) * width;
  const sunY = (0.25 + rand() * 0.2) * height;
  const windows = Array.from({ length: 5 }, () => {
    const x = rand() * width;
    const w = 20 + rand() * 40;
    const h = 40 + rand() * 90;
    return `<rect x="${x.toFixed(0)}" y="${(height * 0.78 - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${near}" opacity=".55"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#s)"/>
<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(40 + rand() * 40).toFixed(0)}" fill="${sun}" opacity=".9"/>
<path d="${hill(width, height, height * 0.62, 90, rand)}" fill="${far}"/>
${windows}
<path d="${hill(width, height, height * 0.75, 60, rand)}" fill="${mid}"/>
<path d="${hill(width, height, height * 0.9, 40, rand)}" fill="${near}"/>
</svg>
`;
}

/** An abstract figure (no face) on a patterned ground. */
export function portrait(seed: string, palette: string[], width = 320, height = 400): string {
  const rand = random(seed);
  const [ground, light, accent, , mid, dark] = palette as [string, string, string, string, string, string];
  const circles = Array.from({ length: 7 }, () => {
    return `<circle cx="${(rand() * width).toFixed(0)}" cy="${(rand() * height * 0.7).toFixed(0)}" r="${(10 + rand() * 40).toFixed(0)}" fill="${light}" opacity=".25"/>`;
  }).join("");
  const cx = width / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${ground}"/>
${circles}
<path d="M${cx - 120},${height} C${cx - 110},${height * 0.68} ${cx + 110},${height * 0.68} ${cx + 120},${height} Z" fill="${mid}"/>
<circle cx="${cx}" cy="${(height * 0.45).toFixed(0)}" r="62" fill="${accent}"/>
<path d="M${cx - 66},${(height * 0.44).toFixed(0)} C${cx - 60},${(height * 0.26).toFixed(0)} ${cx + 60},${(height * 0.26).toFixed(0)} ${cx + 66},${(height * 0.44).toFixed(0)} C${cx + 30},${(height * 0.36).toFixed(0)} ${cx - 30},${(height * 0.36).toFixed(0)} ${cx - 66},${(height * 0.44).toFixed(0)} Z" fill="${dark}"/>
</svg>
`;
}

export function logo(initials: string, palette: string[]): string {
  const [, bg, , , , fg] = palette as [string, string, string, string, string, string];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="144" height="144" viewBox="0 0 144 144">
<rect width="144" height="144" rx="28" fill="${bg}"/>
<circle cx="72" cy="60" r="30" fill="none" stroke="${fg}" stroke-width="10"/>
<rect x="34" y="100" width="76" height="12" rx="6" fill="${fg}"/>
<text x="72" y="69" font-family="sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="${fg}">${initials}</text>
</svg>
`;
}

function write(file: string, svg: string) {
  if (existsSync(file) && !force) return;
  writeFileSync(file, svg);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

function entries(collection: string) {
  const dir = path.join(contentDir, collection);
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const folder = path.join(dir, d.name);
      return { slug: d.name, folder, data: matter.read(path.join(folder, "index.md")).data as Record<string, unknown> };
    });
}

for (const { slug, folder, data } of entries("newsrooms")) {
  const initials = String(data.name)
    .split(/\s+/)
    .map((w) => w[0])
    .join("")
    .slice(0, 3)
    .toUpperCase();
  write(path.join(folder, "logo.svg"), logo(initials, PALETTES[slug] ?? PALETTES["bayline-youth-media"]!));
}
for (const { slug, folder, data } of entries("contributors")) {
  const palette = PALETTES[String(data.newsroom)] ?? PALETTES["bayline-youth-media"]!;
  write(path.join(folder, "portrait.svg"), portrait(slug, palette));
  write(path.join(folder, "video-poster.svg"), landscape(`${slug}-video`, palette));
}
for (const { slug, folder, data } of entries("stories").filter((e) => !e.slug.startsWith("wip-"))) {
  write(
    path.join(folder, "hero.svg"),
    landscape(slug, PALETTES[String(data.newsroom)] ?? PALETTES["bayline-youth-media"]!),
  );
}
write(path.join(contentDir, "media", "featured-poster.svg"), landscape("featured", PALETTES["valley-ink"]!));
// The newsroom reels' artwork: scripts/sample-video.ts turns each into a short clip.
for (const { slug } of entries("newsrooms")) {
  write(path.join(contentDir, "media", `${slug}-reel.svg`), landscape(`${slug}-reel`, PALETTES[slug]!));
}
