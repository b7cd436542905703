/**
 * A reader's press before the page has hydrated (the hydration code is fetched after the first
 * paint, docs/decisions/009) is not ignored. This inline-script function listens first, in the
 * window's capture phase (a click while React is still hydrating may be stopped by React at the
 * document, and would otherwise be lost), and:
 * - on a video's play button, marks the button, and a local video (its button carries what it
 *   is made of, VIDEO_SPEC_ATTRIBUTE) starts at once in the browser's own player
 *   (app/media/native-video.ts): Plyr dresses it when the player mounts;
 * - on a Share button, opens the browser's share sheet at once (most phones) with what the button
 *   carries (its data-share-* attributes), or elsewhere marks the button: the list of ways to
 *   share opens when the control mounts (share-control.tsx).
 * Serialised with toString(), so it must stay self-contained; one listener for both, as every
 * byte of it is in every page.
 */
import type { VideoElementSpec } from "../media/native-video";

export const EARLY_PLAY_ATTRIBUTE = "data-play-requested";
export const EARLY_SHARE_ATTRIBUTE = "data-share-requested";
/** On a local video's Play button: its VideoElementSpec, as JSON. */
export const VIDEO_SPEC_ATTRIBUTE = "data-video";

export function answerEarlyPresses(
  playAttribute: string,
  shareAttribute: string,
  specAttribute: string,
  startNativeVideo: (
    stage: Element,
    spec: VideoElementSpec,
    create: (spec: VideoElementSpec) => HTMLVideoElement,
  ) => void,
  createVideoElement: (spec: VideoElementSpec) => HTMLVideoElement,
): void {
  window.addEventListener(
    "click",
    (event) => {
      if (document.documentElement.dataset.hydrated) return;
      const target = event.target instanceof Element ? event.target : null;
      const play = target?.closest(".video__play");
      if (play) {
        play.setAttribute(playAttribute, "");
        const spec = play.getAttribute(specAttribute);
        const stage = play.closest(".video")?.querySelector(".video__player");
        if (spec && stage) startNativeVideo(stage, JSON.parse(spec) as VideoElementSpec, createVideoElement);
        return;
      }
      const share = target?.closest<HTMLElement>(".share__button");
      if (!share) return;
      const { shareUrl: url, shareTitle: title, shareText: text } = share.dataset;
      if (navigator.share && url) navigator.share({ url, title, text }).catch(() => {});
      else share.setAttribute(shareAttribute, "");
    },
    true,
  );
}
