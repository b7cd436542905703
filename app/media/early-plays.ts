/**
 * A reader who presses a video's play button before the page has hydrated (the hydration code is
 * fetched after the first paint, docs/decisions/009) is not ignored: this inline-script function
 * marks the button, and the player starts when it mounts. Serialised with toString(), so it must
 * stay self-contained.
 */
export const EARLY_PLAY_ATTRIBUTE = "data-play-requested";

export function rememberEarlyPlays(attribute: string): void {
  document.addEventListener("click", (event) => {
    if (document.documentElement.dataset.hydrated) return;
    const target = event.target instanceof Element ? event.target : null;
    target?.closest(".video__play")?.setAttribute(attribute, "");
  });
}
