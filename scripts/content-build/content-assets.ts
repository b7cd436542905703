// /assets/content/: the image variants, videos and captions the pages use, from the image cache.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { getCollections } from "../../app/content/cache.server";
import { type ContentProblem, ContentError } from "../../app/content/content-error.server";
import {
  type ImageKind,
  CONTENT_ASSETS_URL,
  getCachedFilesDir,
  getImageFiles,
  getMediaFile,
} from "../../app/images/images.server";
import { editionVideos, videoMediaFiles } from "../../app/content/collections.server";
import type { VideoRef } from "../../app/content/reading/files.server";
import { listShareCards } from "../../app/content/story-queries.server";
import { shareCardFileName } from "../../app/images/share-card.server";
import { linkOrCopy } from "../lib/link-or-copy";
import { mapWithLimit } from "../lib/map-with-limit";
import type { ImageRef } from "../../app/images/image-types";

/** Cards drawn at a time: sharp works on its own threads, and each card holds its hero image while drawn. */
const CARDS_AT_ONCE = 4;

/**
 * Every video the content shows, in every language's edition: the featured one, each contributor's,
 * each story's (a translation may name other caption tracks, `video.es.vtt`, which must be copied too).
 */
export function contentVideos(): VideoRef[] {
  return editionVideos(getCollections());
}

/**
 * Every file the content refers to, as names in the image cache (processing any the pages did not),
 * the stories' link-preview cards among them. `progress` (scripts/lib/progress.ts) learns how many
 * sources there are and each one done; `notes` gets a line for each card that fell back.
 */
export async function listContentAssets(
  progress?: {
    setTotal(total: number): void;
    tick(n?: number): void;
  },
  notes?: string[],
): Promise<string[]> {
  const { newsrooms, contributors, stories } = getCollections();
  const images: [ImageRef, ImageKind][] = [
    ...newsrooms.map((n): [ImageRef, ImageKind] => [n.logo, "logo"]),
    ...contributors.map((c): [ImageRef, ImageKind] => [c.portrait, "portrait"]),
    ...stories.map((s): [ImageRef, ImageKind] => [s.hero, "hero"]),
  ];
  const videos = contentVideos();
  const media = new Set<string>();
  // Each edition names the same posters: each once.
  const posters = new Set<string>();
  for (const video of videos) {
    if (video.poster && !posters.has(video.poster.file)) {
      posters.add(video.poster.file);
      images.push([video.poster, "poster"]);
    }
    for (const file of videoMediaFiles(video)) media.add(file);
  }
  const names = new Set<string>();
  const cards = listShareCards();
  progress?.setTotal(images.length + media.size + cards.length);
  // An image that exists but cannot be decoded is the editor's to fix: collect them all, name each.
  const problems: ContentProblem[] = [];
  for (const [ref, kind] of images) {
    try {
      for (const name of await getImageFiles(ref.file, kind)) names.add(name);
    } catch (error) {
      problems.push({
        file: ref.namedIn?.file ?? ref.file,
        field: ref.namedIn?.field,
        expected: "an image file that can be read (JPEG, PNG, WebP, AVIF or SVG)",
        found: `${path.relative(process.cwd(), ref.file)}, which cannot (${(error as Error).message.split("\n")[0]})`,
      });
    }
    progress?.tick();
  }
  if (problems.length > 0) throw new ContentError(problems);
  for (const file of media) {
    names.add((await getMediaFile(file)).name);
    progress?.tick();
  }
  await mapWithLimit(cards, CARDS_AT_ONCE, async ({ story, locale, make }) => {
    const card = await make();
    names.add(shareCardFileName(card));
    if (card.fallbacks.length > 0)
      notes?.push(`Link-preview card of ${story} (${locale}): ${card.fallbacks.join("; ")}`);
    progress?.tick();
  });
  return [...names].sort();
}

/** `names`: the list listContentAssets gave, when the build has it already. */
export async function copyContentAssets(clientDir: string, names?: string[]): Promise<{ files: number }> {
  names ??= await listContentAssets();
  const target = path.join(clientDir, CONTENT_ASSETS_URL);
  await mkdir(target, { recursive: true });
  const source = getCachedFilesDir();
  await Promise.all(names.map((name) => linkOrCopy(path.join(source, name), path.join(target, name))));
  return { files: names.length };
}
