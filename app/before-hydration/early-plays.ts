/**
 * A reader's press before the page has hydrated (the hydration code is fetched after the first
 * paint, docs/decisions/009) is not ignored. This inline-script function listens first, in the
 * window's capture phase (a click while React is still hydrating may be stopped by React at the
 * document, and would otherwise be lost), and:
 * - on a video's play button, marks the button, and a local video (its button carries its file,
 *   VIDEO_SRC_ATTRIBUTE) starts at once in the browser's own player (app/before-hydration/native-video.ts),
 *   with its captions (VIDEO_CAPTIONS_ATTRIBUTE): Plyr dresses it when the player mounts;
 * - on a Share button, opens the browser's share sheet at once (most phones) with what the button
 *   carries (its data-share-* attributes), or elsewhere marks the button: the list of ways to
 *   share opens when the control mounts (share-control.tsx);
 * - on a link, keeps the press from React, so the browser follows it as a whole page load at once:
 *   React would finish hydrating first and then navigate on the client, fetching the next page's
 *   code and payload only then (on the slow phone 1.8–2.7 s from the tap, against 1.0–1.7 s for
 *   the whole page).
 * Serialised with toString(), so it must stay self-contained; one listener for all three, as every
 * byte of it is in every page.
 */
export const EARLY_PLAY_ATTRIBUTE = "data-play-requested";
export const EARLY_SHARE_ATTRIBUTE = "data-share-requested";
/** On a local video's Play button: its file's address. */
export const VIDEO_SRC_ATTRIBUTE = "data-video-src";
/** On a local video's Play button: its captions track in the page's language, as JSON. */
export const VIDEO_CAPTIONS_ATTRIBUTE = "data-video-captions";

export function answerEarlyPresses(
  playAttribute: string,
  shareAttribute: string,
  srcAttribute: string,
  captionsAttribute: string,
  startNativeVideo: (stage: Element, src: string, captions?: { src: string; srcLang: string; label: string }) => void,
): void {
  window.addEventListener(
    "click",
    (event) => {
      if (document.documentElement.dataset.hydrated) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("a[href]")) {
        event.stopPropagation();
        return;
      }
      const play = target?.closest(".video__play");
      if (play) {
        play.setAttribute(playAttribute, "");
        const src = play.getAttribute(srcAttribute);
        const stage = play.closest(".video")?.querySelector(".video__player");
        const captions = play.getAttribute(captionsAttribute);
        if (src && stage) startNativeVideo(stage, src, captions ? JSON.parse(captions) : undefined);
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
