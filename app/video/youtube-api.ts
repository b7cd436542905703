/**
 * YouTube's iframe API, loaded only when a reader asks a YouTube video to play. Plyr would load it
 * itself, but it swallows a failure (https://github.com/sampotts/plyr/blob/v3.8.4/src/js/plugins/youtube.js#L75),
 * leaving a black box; loading it here first tells the player to show a link to YouTube instead.
 * Plyr uses `window.YT` when it is already there.
 */

/** A YouTube player whose API has not arrived after this long is shown as a link to YouTube instead. */
const YOUTUBE_API_TIMEOUT_MS = 10_000;

export const YOUTUBE_API_URL = "https://www.youtube.com/iframe_api";

declare global {
  interface Window {
    YT?: { Player?: unknown };
    onYouTubeIframeAPIReady?: () => void;
  }
}

let loading: Promise<void> | undefined;

/** Resolves once `window.YT.Player` exists; rejects offline, when the script is blocked, or on time-out. */
export function loadYouTubeApi(): Promise<void> {
  if (window.YT?.Player) return Promise.resolve();
  if (!navigator.onLine) return Promise.reject(new Error("YouTube cannot load while offline"));
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail("YouTube's player took too long to load"), YOUTUBE_API_TIMEOUT_MS);
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      clearTimeout(timer);
      previous?.();
      resolve();
    };
    script.src = YOUTUBE_API_URL;
    script.async = true;
    script.onerror = () => fail("YouTube's player could not load");
    document.head.append(script);
  }).catch((error: unknown) => {
    // A later click tries again: the network may be back.
    loading = undefined;
    throw error;
  });
  return loading;
}
