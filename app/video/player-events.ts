/**
 * What a video player tells the page about itself. The player component calls these callbacks;
 * whoever shows it (a page, the analytics) subscribes to the ones it needs.
 */

/**
 * Each event is also dispatched from the player's <figure> as a bubbling DOM event named
 * `videoplayer:<name>` (`videoplayer:play`), its detail a PlayerEventDetail.
 */
export const PLAYER_EVENT_PREFIX = "videoplayer:";

export type PlayerEventName = "ready" | "play" | "pause" | "ended" | "timeupdate" | "error";

/** Where the player is, for every event. */
export interface PlayerEventDetail {
  /** The video's title, as the content names it. */
  title: string;
  /** Seconds from the start. */
  currentTime: number;
  /** Seconds in all; 0 until the media knows. */
  duration: number;
}

export interface PlayerCallbacks {
  /** The player has loaded and can play. */
  onReady?: (detail: PlayerEventDetail) => void;
  /** Playback started or resumed. */
  onPlay?: (detail: PlayerEventDetail) => void;
  onPause?: (detail: PlayerEventDetail) => void;
  /** Playback reached the end. */
  onEnded?: (detail: PlayerEventDetail) => void;
  /** The playback position moved (several times a second while playing). */
  onTimeUpdate?: (detail: PlayerEventDetail) => void;
  /** The player, its library or its media failed. */
  onError?: (error: Error, detail: PlayerEventDetail) => void;
}

/** The state a player shows, also written to its `data-player-state` for styles and tests. */
export type PlayerState =
  | "idle"
  | "loading"
  | "ready"
  | "playing"
  | "paused"
  | "ended"
  /** A YouTube video whose player cannot load here (offline, blocked): a link to YouTube instead. */
  | "unavailable"
  /** A local video that cannot play here (no decoder, not found, stalled): the words and its files instead. */
  | "unplayable"
  | "error";
