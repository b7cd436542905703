// A host's own build (Cloudflare Pages, Netlify) publishes build/client as it is, and compresses
// by itself: the .br/.gz copies the build writes for the project's server and nginx would only be
// uploaded, never served, and count against Cloudflare Pages' file limit.
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { PRECOMPRESSED_COPY } from "./host-limits";

/** Removes every precompressed copy under `clientDir`; returns how many there were. */
export async function removePrecompressedCopies(clientDir: string): Promise<number> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const copies = entries.filter((entry) => entry.isFile() && PRECOMPRESSED_COPY.test(entry.name));
  await Promise.all(copies.map((entry) => rm(path.join(entry.parentPath, entry.name))));
  return copies.length;
}
