/**
 * Tells when a local video cannot be played here, so that the player says so instead of sitting
 * in a "playing" state that shows nothing: a browser without a decoder for the file's format
 * fails its `<source>` quietly (the `error` event fires there, not on the `<video>` Plyr listens
 * to), and Plyr's controls go on showing "Pause 00:00".
 *
 * It cannot be played when the file is refused (no decoder, a 404, a network error: `error` on
 * the `<source>` or on the `<video>`; or play() rejected for want of a supported source), or when
 * its first frame has not arrived VIDEO_STALL_TIMEOUT_MS after the reader pressed play. A
 * browser that wants another tap before it plays (play() not allowed) is not stalled: it waits
 * for the reader. A captions track that fails leaves the video playable. Reported once.
 * Part of the player's on-demand chunk.
 */
import { VIDEO_STALL_TIMEOUT_MS } from "../config/constants";

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
  const onError = (event: Event) => {
    if (event.target instanceof HTMLTrackElement) return;
    const error = media.error;
    fail(
      error
        ? `media error ${error.code}${error.message ? ` (${error.message})` : ""}`
        : "no source it can play (unsupported or not found)",
    );
  };
  const stalled = setTimeout(() => fail(`no video data within ${stallMs / 1000} s`), stallMs);
  const arrived = () => clearTimeout(stalled);
  // Capture: a <source>'s error does not bubble to its <video>.
  media.addEventListener("error", onError, true);
  media.addEventListener("loadeddata", arrived);
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
