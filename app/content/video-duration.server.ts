/**
 * How long a local video runs, read from the MP4 file's own header with music-metadata at build
 * time, for its VideoObject's `duration`. An editor gives a YouTube video's length by hand
 * (fields.server.ts), as the build does not ask YouTube.
 */
import { ContentError } from "./content-error.server";

const cache = new Map<string, Promise<number>>();

async function readDuration(file: string): Promise<number> {
  // Loaded only where a story has a local video: 14 MB in each process that loads the content.
  const { parseFile } = await import("music-metadata");
  const { format } = await parseFile(file, { duration: true, skipCovers: true }).catch((error: unknown) => {
    throw new ContentError([
      { file, expected: "an MP4 video file", found: error instanceof Error ? error.message : String(error) },
    ]);
  });
  if (!format.duration || !Number.isFinite(format.duration)) {
    throw new ContentError([{ file, expected: "an MP4 video file that gives its length", found: "no length" }]);
  }
  return format.duration;
}

/** The video's length in seconds, rounded to the nearest second (at least one); read once per build. */
export function getVideoDuration(file: string): Promise<number> {
  let pending = cache.get(file);
  if (!pending) {
    pending = readDuration(file).then((seconds) => Math.max(1, Math.round(seconds)));
    cache.set(file, pending);
  }
  return pending;
}
