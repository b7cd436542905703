// What counts as this machine, for every check that no request leaves it: the audits' egress
// guard, the benchmarks' phone and the browser tests.
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** True for URLs that stay on this machine (and data:/blob: URLs, which are no request at all). */
export function isLocalUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === "data:" || parsed.protocol === "blob:" || parsed.protocol === "about:") return true;
  return LOCAL_HOSTS.has(parsed.hostname);
}
