/**
 * The content as a build's content stage validated it, written once (scripts/stages/content.ts) and
 * read by the later stages' processes (Vite's, the pre-rendering ones, the post-build's) instead of
 * reading, validating and rendering every file again, which costs each of them far more than
 * reading the snapshot. With the collections go the answers of the named memos
 * (once-per-key.server.ts): every image's variants and every link-preview card, so no later process
 * reads and hashes the source images again. Every stage builds from the very content the first checked.
 *
 * V8's own serialization: it is all plain data, and it keeps what JSON would not (an object met
 * twice stays one object). The file is read only by the Node that wrote it, in the same build.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { deserialize, serialize } from "node:v8";
import { getContentDir } from "../config/content-dir.server";

/** The environment variable that names a build's snapshot to its later stages. */
export const CONTENT_SNAPSHOT_ENV = "CONTENT_SNAPSHOT";

/** `Collections` is the content's (app/content/collections.server.ts); the handover does not look inside. */
interface ContentSnapshot<Collections = unknown> {
  /** The content folder it was loaded from: a process pointed at another reads its files. */
  dir: string;
  collections: Collections;
  /** Each named memo's answers, by key. */
  memos: Record<string, [string, unknown][]>;
}

export function writeContentSnapshot<Collections>(file: string, snapshot: ContentSnapshot<Collections>): void {
  writeFileSync(file, serialize(snapshot));
}

/**
 * Read once per process, and shared by every copy of this module in it (the build's processes
 * hold several: Vite's config loader's and the server bundle's, app/content/cache.server.ts says why).
 */
const SHARED = Symbol.for("pandemic-year-stories.content-snapshot");
const shared = globalThis as typeof globalThis & { [SHARED]?: { file: string; snapshot: ContentSnapshot } };

/** The snapshot this process was given, if it was given one of the content folder it reads. */
function givenSnapshot(): ContentSnapshot | undefined {
  const file = process.env[CONTENT_SNAPSHOT_ENV];
  if (!file) return undefined;
  if (shared[SHARED]?.file !== file) shared[SHARED] = { file, snapshot: deserialize(readFileSync(file)) };
  const { snapshot } = shared[SHARED];
  return snapshot.dir === getContentDir() ? snapshot : undefined;
}

/** The collections the content stage wrote, typed by the caller, who wrote them. */
export function readContentSnapshot<Collections>(): Collections | undefined {
  return givenSnapshot()?.collections as Collections | undefined;
}

export function snapshotMemoEntries<T>(name: string): [string, T][] {
  return (givenSnapshot()?.memos[name] ?? []) as [string, T][];
}
