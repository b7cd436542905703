/**
 * Tearing a player down when its view goes away. YouTube's iframe API throws "The YouTube player
 * is not attached to the DOM" when it is told to stop or is destroyed after (or while) its iframe
 * leaves the document, which is exactly what happens when a route changes: that error means the
 * teardown already happened, so it is dropped. Every other error still reaches `report`.
 */

/** The part of a Plyr instance the teardown uses. */
export interface DestroyablePlayer {
  destroy: () => void;
}

const DETACHED_PLAYER = /not attached to the DOM/i;

/** Whether an error is the YouTube player's complaint that its iframe is gone. */
export function isDetachedPlayerError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return DETACHED_PLAYER.test(message);
}

export function destroyPlayer(player: DestroyablePlayer, report: (error: Error) => void): void {
  try {
    player.destroy();
  } catch (error) {
    if (isDetachedPlayerError(error)) return;
    report(error instanceof Error ? error : new Error(String(error)));
  }
}
