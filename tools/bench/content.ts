// Synthetic content for bench:build: N contributors, each with an image, the sample video and two stories, in exactly the editors' format (content/<collection>/<slug>/index.md, images beside
// it; see app/content/collections.server.ts). Deterministic: the same N gives the same bytes, so the
// image cache of one run serves the next. The site settings, the newsrooms and the featured video
// are copied from the real content/, so the generated set validates the same way.
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const NEWSROOMS = ["bayline-youth-media", "valley-ink", "eastside-signal", "desert-bloom-voices"];
const HOMETOWNS = ["Oakland", "Fresno", "Los Angeles", "Coachella", "Mecca", "Boyle Heights", "Clovis", "Indio"];
const FIRST = ["Ana", "Luis", "Maya", "Jordan", "Kiana", "Tomás", "Grace", "Devon", "Nia", "Andrés", "Lin", "Yesenia"];
const LAST = ["Ruiz", "Tran", "Okafor", "Moua", "Vega", "Herrera", "Park", "Brooks", "Kaur", "Torres", "Mendoza"];
const WORDS = (
  "the bus came late again and we waited under the freeway with our phones at ten percent " +
  "my mother kept the store open three days a week and I did the books at the kitchen table " +
  "in the fall the fields went quiet and then the packing house called everyone back at once"
).split(" ");

/** A small deterministic generator (xorshift32), seeded per item. */
function random(seed: number): () => number {
  let state = seed * 2654435761 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const pick = <T>(items: readonly T[], next: () => number): T => items[Math.floor(next() * items.length)]!;
const hex = (next: () => number) =>
  `#${Math.floor(next() * 0xffffff)
    .toString(16)
    .padStart(6, "0")}`;

function sentence(next: () => number, words = 14): string {
  const text = Array.from({ length: words }, () => pick(WORDS, next)).join(" ");
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

/**
 * The contributor's one image, unique to its seed: small, so the cold run stays affordable, and in
 * the same format (SVG) as the sample artwork. It is the portrait, and the hero of both stories.
 */
function imageSvg(seed: number): string {
  const next = random(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90" viewBox="0 0 160 90">
<rect width="160" height="90" fill="${hex(next)}"/>
<circle cx="${Math.floor(next() * 160)}" cy="${Math.floor(20 + next() * 20)}" r="${Math.floor(7 + next() * 10)}" fill="${hex(next)}"/>
<path d="M0,90 L0,${Math.floor(50 + next() * 15)} L55,${Math.floor(45 + next() * 15)} L110,${Math.floor(50 + next() * 15)} L160,${Math.floor(45 + next() * 15)} L160,90 Z" fill="${hex(next)}"/>
</svg>
`;
}

const yamlString = (text: string) => JSON.stringify(text);

/**
 * Every contributor needs a video (app/content/contributor-schema.server.ts); they all share the sample one in
 * content/media, as the sample contributors do, so the set costs one video and one poster.
 */
const SHARED_VIDEO = { src: "valley-morning.mp4", poster: "featured-poster.svg", captions: "valley-morning.vtt" };

export const contributorSlug = (i: number) => `contributor-${String(i).padStart(4, "0")}`;
export const storySlug = (i: number, which: "a" | "b") => `story-${String(i).padStart(4, "0")}-${which}`;

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

export function storyMarkdown(i: number, which: "a" | "b", edit = ""): string {
  const next = random(i * 7 + (which === "a" ? 1 : 2));
  const body = Array.from({ length: 4 }, () => sentence(next, 40)).join("\n\n");
  return `---
title: ${yamlString(`${sentence(next, 4).slice(0, -1)} (${which})`)}
contributor: ${contributorSlug(i)}
newsroom: ${NEWSROOMS[i % NEWSROOMS.length]}
chapter: ${which === "a" ? "struggle" : "forward"}
date: 2021-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}
summary: ${yamlString(sentence(next, 18))}
hero:
  src: hero.svg
  alt: ${yamlString(`An abstract landscape in flat colours, illustrating story ${which} by contributor ${i}`)}
  credit: Generated for the build benchmark
sample: true
---

${body}
${edit}`;
}

/** Writes the content set into `dir` (which should be empty); returns the slug of every story. */
export function generateContent(dir: string, contributors: number, sourceContentDir = "content"): string[] {
  const source = path.resolve(sourceContentDir);
  cpSync(path.join(source, "site.md"), path.join(dir, "site.md"));
  cpSync(path.join(source, "media"), path.join(dir, "media"), { recursive: true });
  cpSync(path.join(source, "newsrooms"), path.join(dir, "newsrooms"), { recursive: true });
  const stories: string[] = [];
  for (let i = 1; i <= contributors; i += 1) {
    const next = random(i);
    const name = `${pick(FIRST, next)} ${pick(LAST, next)} ${i}`;
    const slug = contributorSlug(i);
    write(
      path.join(dir, "contributors", slug, "index.md"),
      `---
name: ${yamlString(name)}
age: ${18 + (i % 8)}
hometown: ${yamlString(pick(HOMETOWNS, next))}
newsroom: ${NEWSROOMS[i % NEWSROOMS.length]}
bio: ${yamlString(sentence(next, 24))}
portrait:
  src: portrait.svg
  alt: ${yamlString(`An abstract portrait standing in for ${name}, no face shown`)}
video:
  title: ${yamlString(`${name}'s year (sample video)`)}
  src: ../../media/${SHARED_VIDEO.src}
  poster:
    src: ../../media/${SHARED_VIDEO.poster}
    alt: An illustrated landscape standing in for the contributor's video
  captions: ../../media/${SHARED_VIDEO.captions}
order: ${i}
sample: true
---
`,
    );
    const image = imageSvg(i);
    write(path.join(dir, "contributors", slug, "portrait.svg"), image);
    for (const which of ["a", "b"] as const) {
      const story = storySlug(i, which);
      write(path.join(dir, "stories", story, "index.md"), storyMarkdown(i, which));
      write(path.join(dir, "stories", story, "hero.svg"), image);
      stories.push(story);
    }
  }
  return stories;
}
