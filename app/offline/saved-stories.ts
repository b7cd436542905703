import { payloadPath } from "../addresses/site-paths";
import { SAVED_CACHE, SAVED_RECORD_PREFIX, type SavedStory, savedRecordKey } from "./offline-caches";

/**
 * The stories a reader saved for offline reading, kept in the Cache API (SAVED_CACHE), which the
 * service worker answers from when the network fails. The page writes them itself: saving works
 * whether or not a worker runs yet, and the worker only reads.
 */

export class NoRoomError extends Error {
  constructor(
    readonly needed: number,
    readonly free: number,
  ) {
    super(`Not enough storage: ${needed} bytes needed, ${free} free`);
    this.name = "NoRoomError";
  }
}

export const canSaveStories = () => typeof window !== "undefined" && "caches" in window && "serviceWorker" in navigator;

/** What a story page needs offline beyond its page and payload: the images shown in it, its captions, its video. */
export interface StoryFiles {
  images: string[];
  captions: string[];
  video?: string;
}

/** The addresses of the images in `root` as this browser chose them (`currentSrc`), or as written when not loaded yet. */
export function imagesIn(root: ParentNode): string[] {
  return [...root.querySelectorAll("img")]
    .map((image) => image.currentSrc || image.getAttribute("src") || image.dataset.src || "")
    .filter((src) => src && !src.startsWith("data:"));
}

export async function savedStories(): Promise<SavedStory[]> {
  if (!canSaveStories()) return [];
  const cache = await caches.open(SAVED_CACHE);
  const records = await Promise.all(
    (await cache.keys())
      .filter((request) => new URL(request.url).pathname.startsWith(SAVED_RECORD_PREFIX))
      .map(async (request) => (await (await cache.match(request))?.json()) as SavedStory | undefined),
  );
  return records
    .filter((record): record is SavedStory => Boolean(record))
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export async function savedStory(path: string): Promise<SavedStory | undefined> {
  if (!canSaveStories()) return undefined;
  const response = await (await caches.open(SAVED_CACHE)).match(savedRecordKey(path));
  return (await response?.json()) as SavedStory | undefined;
}

/**
 * Saves the story page at `path`: fetches all of it first, checks what it weighs against the
 * storage the browser grants (navigator.storage.estimate), then keeps it. Throws NoRoomError when
 * it does not fit, and nothing is kept.
 */
export async function saveStory(path: string, title: string, files: StoryFiles): Promise<SavedStory> {
  const urls = [
    ...new Set([path, payloadPath(path), ...files.images, ...files.captions, ...(files.video ? [files.video] : [])]),
  ].map((url) => new URL(url, location.href).href);
  const fetched = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { cache: "no-cache" });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      const body = await response.blob();
      return { url, response, body };
    }),
  );
  const bytes = fetched.reduce((sum, { body }) => sum + body.size, 0);
  const estimate = await navigator.storage?.estimate?.();
  if (estimate?.quota !== undefined && estimate.usage !== undefined) {
    const free = estimate.quota - estimate.usage;
    if (bytes > free) throw new NoRoomError(bytes, free);
  }
  const cache = await caches.open(SAVED_CACHE);
  for (const { url, response, body } of fetched) {
    // The body as decoded: none of the transfer's headers (encoding, length) but its type.
    const type = response.headers.get("Content-Type");
    await cache.put(url, new Response(body, { status: 200, headers: type ? { "Content-Type": type } : {} }));
  }
  const record: SavedStory = {
    path,
    title,
    urls,
    bytes,
    withVideo: Boolean(files.video),
    savedAt: new Date().toISOString(),
  };
  await cache.put(savedRecordKey(path), Response.json(record));
  // Asks the browser not to evict the saved stories under storage pressure (it may say no).
  void navigator.storage?.persist?.().catch(() => false);
  return record;
}

/** Removes a saved story, but the files another saved story also keeps. */
export async function removeStory(path: string): Promise<void> {
  const cache = await caches.open(SAVED_CACHE);
  const others = (await savedStories()).filter((story) => story.path !== path);
  const stillUsed = new Set(others.flatMap((story) => story.urls));
  const record = await savedStory(path);
  for (const url of record?.urls ?? []) if (!stillUsed.has(url)) await cache.delete(url);
  await cache.delete(savedRecordKey(path));
}

/** Bytes as a reader reads them: "3.4 MB", "820 kB". */
export function formatBytes(bytes: number, intlLocale: string): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, "megabyte"] : [bytes / 1_000, "kilobyte"];
  return new Intl.NumberFormat(intlLocale, {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: 1,
  }).format(value);
}
