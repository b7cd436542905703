import { snapshotMemoEntries } from "./content-snapshot.server";

/**
 * The promise `make` gave for `key` in this process, made at its first ask and shared by every
 * later one (an image, a card or a video asked for by many pages); a failure is forgotten, so the
 * next ask tries again.
 */
export function oncePerKey<T>(made: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let pending = made.get(key);
  if (!pending) {
    pending = make();
    made.set(key, pending);
    pending.catch(() => made.delete(key));
  }
  return pending;
}

/** This copy of the module's memos, by name. */
const memos = new Map<string, Map<string, Promise<unknown>>>();

/**
 * A memo for oncePerKey, named so that a build carries what its content stage found (every image
 * and card made or found in the cache) to its later stages' processes in the content snapshot
 * (content-snapshot.server.ts): they start with every answer, instead of reading and hashing each
 * source file again.
 */
export function namedMemo<T>(name: string): Map<string, Promise<T>> {
  const memo = new Map(snapshotMemoEntries<T>(name).map(([key, value]) => [key, Promise.resolve(value)]));
  memos.set(name, memo as Map<string, Promise<unknown>>);
  return memo;
}

/** Every answer this copy's memos have, by memo name, for the content snapshot (a failed one is left out). */
export async function settledMemos(): Promise<Record<string, [string, unknown][]>> {
  const settled: Record<string, [string, unknown][]> = {};
  for (const [name, memo] of memos) {
    const answers = await Promise.allSettled(
      [...memo].map(async ([key, pending]): Promise<[string, unknown]> => [key, await pending]),
    );
    settled[name] = answers.flatMap((answer) => (answer.status === "fulfilled" ? [answer.value] : []));
  }
  return settled;
}
