/**
 * Captions are on unless the reader turned them off (issue 46: most readers on a phone watch
 * muted). The choice is Plyr's, kept in its storage ("plyr" in localStorage, `captions`), which the
 * browser's own player before Plyr reads too (native-video.ts). Plyr reads a stored `false` as
 * "no choice" and falls back to its option, so the option is given the stored choice.
 */
export function captionsWanted(): boolean {
  try {
    return (JSON.parse(localStorage.getItem(PLYR_STORAGE_KEY) ?? "{}") as { captions?: unknown }).captions !== false;
  } catch {
    return true;
  }
}

/** Plyr's storage key (its `storage.key` option). */
export const PLYR_STORAGE_KEY = "plyr";
