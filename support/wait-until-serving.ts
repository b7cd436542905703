import type { ChildProcess } from "node:child_process";

/**
 * Waits for a server a test started (nginx, Cloudflare's runtime) to answer `url` with 200, polling
 * until `withinMs` has passed. Resolves to undefined once it does, or to why it never will: it
 * exited, it answered with another status (a worker that may not read the build answers 403), or
 * the time ran out. The caller stops the server and reports its own log with that reason.
 */
export async function waitUntilServing(
  child: ChildProcess,
  url: string,
  { withinMs, pollMs, requestTimeoutMs }: { withinMs: number; pollMs: number; requestTimeoutMs: number },
): Promise<string | undefined> {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  const deadline = performance.now() + withinMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      return `exited (${child.exitCode ?? child.signalCode}) before it served ${url}`;
    }
    let status: number | undefined;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(requestTimeoutMs) });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      // Not listening yet.
    }
    if (status === 200) return undefined;
    if (status !== undefined) return `answered ${url} with ${status}, not 200`;
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, pollMs))]);
  }
  return `did not answer ${url} within ${withinMs / 1000} s`;
}
