/**
 * A local video plays at the reader's press, in the browser's own player, and Plyr dresses that
 * same element when its chunk arrives (docs/decisions/033). Before, the press waited for the
 * player chunk (38 kB on a slow phone, behind the fonts) and, before hydration, for the hydration
 * code too: 1.5–2.2 s from the tap to a moving picture.
 *
 * The element goes into the player's stage (`.video__player`), whose children React leaves alone
 * (app/video/video-player.tsx); the poster facade hides while the stage holds a <video>
 * (app/video/video-player.css).
 * Serialised with toString() into the before-hydration script too (before-hydration-script.tsx), so it
 * stays self-contained, and small: every page carries it. It gives the element its file, the
 * poster the facade shows (from the browser's cache) and its captions track, showing unless the
 * reader turned captions off in a player before (app/video/captions-choice.ts: Plyr's stored choice, read
 * here again to stay self-contained); the player adds the other languages' when it dresses it.
 */
export function startNativeVideo(
  stage: Element,
  src: string,
  captions?: { src: string; srcLang: string; label: string },
): HTMLVideoElement {
  let media = stage.querySelector("video");
  if (media) return media;
  media = document.createElement("video");
  // The file as the element's own src, not a <source>: moved while it loads (Plyr wraps it), a
  // <source> that failed left the element without a source and without an error in Chromium.
  media.src = src;
  media.poster = stage.parentElement?.querySelector<HTMLImageElement>(".video__facade img")?.currentSrc ?? "";
  media.controls = media.playsInline = true;
  if (captions) {
    const track = document.createElement("track");
    track.kind = "captions";
    track.src = captions.src;
    track.srclang = captions.srcLang;
    track.label = captions.label;
    let off = false;
    try {
      off = JSON.parse(localStorage.getItem("plyr") ?? "{}").captions === false;
    } catch {
      // No storage here (or not ours): captions on.
    }
    track.default = !off;
    media.append(track);
  }
  stage.append(media);
  // From the press, so the browser allows sound. Refused, the controls wait for the reader; a
  // file that cannot play is the playback watch's to tell (app/video/playback-watch.ts).
  media.play().catch(() => {});
  return media;
}
