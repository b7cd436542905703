/**
 * A local video plays at the reader's press, in the browser's own player, and Plyr dresses that
 * same element when its chunk arrives (docs/decisions/033). Before, the press waited for the
 * player chunk (38 kB on a slow phone, behind the fonts) and, before hydration, for the hydration
 * code too: 1.5–2.2 s from the tap to a moving picture.
 *
 * The element goes into the player's stage (`.video__player`), whose children React leaves alone
 * (video-player.tsx); the poster facade hides while the stage holds a <video> (video-player.css).
 * Serialised with toString() into the before-hydration script too (app/before-hydration/), so it
 * stays self-contained, and small: every page carries it. It gives the element its file and the
 * poster the facade shows (from the browser's cache); the player adds the captions tracks when it
 * dresses it (plyr-player.ts), before which they would be off in any case.
 */
export function startNativeVideo(stage: Element, src: string): HTMLVideoElement {
  let media = stage.querySelector("video");
  if (media) return media;
  media = document.createElement("video");
  // The file as the element's own src, not a <source>: moved while it loads (Plyr wraps it), a
  // <source> that failed left the element without a source and without an error in Chromium.
  media.src = src;
  media.poster = stage.parentElement?.querySelector<HTMLImageElement>(".video__facade img")?.currentSrc ?? "";
  media.controls = media.playsInline = true;
  stage.append(media);
  // From the press, so the browser allows sound. Refused, the controls wait for the reader; a
  // file that cannot play is the playback watch's to tell (playback-watch.ts).
  media.play().catch(() => {});
  return media;
}
