/**
 * A reader who presses a video's play button before the page has hydrated (the hydration code is
 * fetched after the first paint, docs/decisions/009) is not ignored: this inline-script function
 * marks the button, and the player starts when it mounts. It listens first, in the window's capture
 * phase: a click while React is still hydrating may be stopped by React at the document, and would
 * otherwise be lost. Serialised with toString(), so it must stay self-contained.
 */
export const EARLY_PLAY_ATTRIBUTE = "data-play-requested";

export function rememberEarlyPlays(attribute: string): void {
  window.addEventListener(
    "click",
    (event) => {
      if (document.documentElement.dataset.hydrated) return;
      const target = event.target instanceof Element ? event.target : null;
      target?.closest(".video__play")?.setAttribute(attribute, "");
    },
    true,
  );
}
