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
