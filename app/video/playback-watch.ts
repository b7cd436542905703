/**
 * Tells when a local video cannot be played here, so that the player says so instead of sitting
 * in a "playing" state that shows nothing: Plyr does not report a file the browser cannot decode,
 * and its controls go on showing "Pause 00:00".
 *
 * It cannot be played when the file is refused (no decoder, a 404, a network error: `error` on
 * the `<video>`, or on a `<source>` where there is one; or play() rejected for want of a supported
 * source), or when its first frame has not arrived VIDEO_STALL_TIMEOUT_MS after the player came to
 * watch it. A browser that wants another tap before it plays (play() not allowed) is not stalled:
 * it waits for the reader. A captions track that fails leaves the video playable. Reported once.
 * Part of the player's on-demand chunk.
 */

/**
 * A local video whose first frame has not arrived this long after the reader pressed play is
 * shown as one that cannot be played here, with links to download it and its captions.
 */
export const VIDEO_STALL_TIMEOUT_MS = 10_000;

export interface PlaybackWatch {
  /** What play() was rejected with: an autoplay refusal or an interrupted load is no failure. */
  playRejected: (error: unknown) => void;
  /** Stops watching (teardown, or after the failure was reported). */
  stop: () => void;
}

export function watchPlayback(
  media: HTMLVideoElement,
  onUnplayable: (reason: string) => void,
  stallMs = VIDEO_STALL_TIMEOUT_MS,
): PlaybackWatch {
  let watching = true;
  const fail = (reason: string) => {
    if (!watching) return;
    stop();
    onUnplayable(reason);
  };
  const refused = () => {
    const error = media.error;
    return error
      ? `media error ${error.code}${error.message ? ` (${error.message})` : ""}`
      : "no source it can play (unsupported or not found)";
  };
  const onError = (event: Event) => {
    if (event.target instanceof HTMLTrackElement) return;
    fail(refused());
  };
  const stalled = setTimeout(() => fail(`no video data within ${stallMs / 1000} s`), stallMs);
  const arrived = () => clearTimeout(stalled);
  // Capture: a <source>'s error does not bubble to its <video>.
  media.addEventListener("error", onError, true);
  media.addEventListener("loadeddata", arrived);
  // A video started at the press (native-video.ts) may have failed, or got its first frame, before
  // the player came to watch it. Looked at a task later: a video put in the page in this task has
  // no source yet (the browser picks one once the task is done), and the caller holds the watch.
  setTimeout(() => {
    if (!watching) return;
    if (media.error || media.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) fail(refused());
    else if (media.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) arrived();
  });
  function stop() {
    watching = false;
    clearTimeout(stalled);
    media.removeEventListener("error", onError, true);
    media.removeEventListener("loadeddata", arrived);
  }
  return {
    playRejected(error) {
      const { name, message } = (error ?? {}) as { name?: string; message?: string };
      if (name === "NotAllowedError") arrived();
      else if (name === "NotSupportedError") fail(`play() was refused: ${message}`);
    },
    stop,
  };
}
