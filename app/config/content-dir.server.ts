import path from "node:path";

/** Where the editors' files live; `CONTENT_DIR` points a build at another copy (tests, benchmarks). */
export function getContentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? "content");
}
