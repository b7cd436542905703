/**
 * A local video plays at the reader's press, in the browser's own player, and Plyr dresses that
 * same element when its chunk arrives (docs/decisions/033). Before, the press waited for the
 * player chunk (38 kB on a slow phone, behind the fonts) and, before hydration, for the hydration
 * code too: 1.5–2.2 s from the tap to a moving picture.
 *
 * The element goes into the player's stage (`.video__player`), whose children React leaves alone
 * (video-player.tsx); the poster facade hides while the stage holds a <video> (video-player.css).
 * `createVideoElement` and `startNativeVideo` are also serialised with toString() into the
 * before-hydration script (app/before-hydration/), so they stay self-contained: no imports, no
 * closures.
 */
import { imageFallbackSrc } from "../content/image-urls";
import type { Video } from "../content/types";

/** What a local video's element is made of: carried by its Play button, for the early press. */
export interface VideoElementSpec {
  src: string;
  poster: string;
  /** The page's language first; the other languages' tracks after it, offered in the menu. */
  tracks: { src: string; srclang: string; label: string }[];
}

export type FileVideo = Extract<Video, { kind: "file" }>;

export function videoElementSpec(video: FileVideo): VideoElementSpec {
  return {
    src: video.src,
    poster: imageFallbackSrc(video.poster),
    tracks: [video.captions, ...(video.otherCaptions ?? [])].map(({ src, srcLang, label }) => ({
      src,
      srclang: srcLang,
      label,
    })),
  };
}

/** The <video> for a local file, with its captions tracks. */
export function createVideoElement(spec: VideoElementSpec): HTMLVideoElement {
  const media = document.createElement("video");
  media.playsInline = true;
  media.preload = "metadata";
  media.poster = spec.poster;
  // The file as the element's own src, not a <source>: moved while it loads (Plyr wraps it), a
  // <source> that failed left the element without a source and without an error in Chromium.
  media.src = spec.src;
  for (const { src, srclang, label } of spec.tracks) {
    media.append(Object.assign(document.createElement("track"), { kind: "captions", src, srclang, label }));
  }
  return media;
}

/**
 * Starts the video in `stage` with the browser's controls, from the press that asked for it (the
 * browser allows sound then); the one already there if it was started before. Returns it.
 * A refused play() leaves the controls for the reader; a file that cannot play is the playback
 * watch's to tell (playback-watch.ts).
 */
export function startNativeVideo(
  stage: Element,
  spec: VideoElementSpec,
  create: (spec: VideoElementSpec) => HTMLVideoElement,
): HTMLVideoElement {
  const started = stage.querySelector("video");
  if (started) return started;
  const media = create(spec);
  // The poster the facade shows, from the browser's cache, rather than another request for it.
  const shown = stage.parentElement?.querySelector<HTMLImageElement>(".video__facade img")?.currentSrc;
  if (shown) media.poster = shown;
  media.controls = true;
  stage.append(media);
  media.play().catch(() => {});
  return media;
}
