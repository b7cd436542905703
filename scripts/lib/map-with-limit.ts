/**
 * `fn` over every item, at most `limit` at a time, results in the items' order. Reading thousands
 * of pages with one Promise.all starts every read at once, and each holds its whole file until the
 * last is done: a few at a time keeps a large build's memory flat.
 */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
