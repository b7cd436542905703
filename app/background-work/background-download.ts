import { onNavigationStart, routerIdle } from "./router-state";

/**
 * Downloads `urls` into the browser's cache, all at once, never while a navigation is under way:
 * one that starts meanwhile stops what is still coming, as a full page load would, and it starts
 * over once the router is idle again. On a slow network the page the reader asked for so has it to
 * itself. Resolves true once every file is in, false when the network refuses one.
 */
export async function downloadInBackground(urls: string[], priority: RequestPriority = "auto"): Promise<boolean> {
  let pending = [...new Set(urls)];
  // A file refused in a round a navigation then stopped is not asked for again, nor forgotten.
  let refused = false;
  for (;;) {
    await routerIdle();
    const download = new AbortController();
    const stop = onNavigationStart(() => download.abort());
    try {
      await Promise.all(
        pending.map(async (url) => {
          const response = await fetch(url, { signal: download.signal, priority });
          await response.arrayBuffer();
          pending = pending.filter((other) => other !== url);
          if (!response.ok) refused = true;
        }),
      );
      return !refused;
    } catch {
      if (!download.signal.aborted) return false;
    } finally {
      stop();
    }
  }
}
