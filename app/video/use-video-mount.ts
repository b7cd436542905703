import { type RefObject, useEffect, useRef, useState } from "react";
import type { Video } from "../content/types";
import type { Locale } from "../i18n/locale";
import { PLAYER_EVENT_PREFIX, type PlayerCallbacks, type PlayerEventName, type PlayerState } from "./player-events";
import type { MountedPlayer, PlayerListener } from "./plyr-player";
import { startNativeVideo } from "../before-hydration/native-video";

/** The player chunk (Plyr, its CSS and this site's glue), fetched once, on the first reach for a player. */
let playerModule: Promise<typeof import("./plyr-player")> | undefined;
function loadPlayerModule() {
  playerModule ??= import("./plyr-player").catch((error: unknown) => {
    playerModule = undefined;
    throw error;
  });
  return playerModule;
}

/** Starts fetching the player chunk ahead of a click; a failure is left for the click to meet. */
export const prefetchPlayer = () => void loadPlayerModule().catch(() => {});

const STATE_BY_EVENT: Partial<Record<PlayerEventName, PlayerState>> = {
  ready: "ready",
  play: "playing",
  pause: "paused",
  ended: "ended",
};

const CALLBACK_BY_EVENT: Record<Exclude<PlayerEventName, "error">, Exclude<keyof PlayerCallbacks, "onError">> = {
  ready: "onReady",
  play: "onPlay",
  pause: "onPause",
  ended: "onEnded",
  timeupdate: "onTimeUpdate",
};

/** Tells the page (a DOM event), the view's state and the parent's callbacks what the player did. */
function playerReporter(
  figure: RefObject<HTMLElement | null>,
  setState: (update: (current: PlayerState) => PlayerState) => void,
  latest: RefObject<PlayerCallbacks>,
): PlayerListener {
  return (name, detail, error) => {
    // Also as a DOM event, for scripts that are not React's (a tag manager's listeners, tests).
    figure.current?.dispatchEvent(new CustomEvent(`${PLAYER_EVENT_PREFIX}${name}`, { bubbles: true, detail }));
    const next = STATE_BY_EVENT[name];
    if (next) setState((current) => (name === "ready" && current !== "loading" ? current : next));
    const handlers = latest.current;
    if (name !== "error") handlers[CALLBACK_BY_EVENT[name]]?.(detail);
    else if (error) {
      console.error(error);
      handlers.onError?.(error, detail);
    }
  };
}

/**
 * The player behind a video's poster: `[state, playing, start, figure, container]`, where `start`
 * fetches the player chunk and mounts Plyr into `container` (a tuple: the names are the caller's,
 * and the page's first-load code carries none of them). The player is destroyed with its view (a route change, an
 * unmount, a new video in the same place); a keyboard reader's focus moves onto its controls.
 */
export function useVideoMount(video: Video, callbacks: PlayerCallbacks, locale: Locale) {
  const [state, setState] = useState<PlayerState>("idle");
  // A new video in the same place (the next contributor's page reuses the player) starts over
  // at its poster; the effect below tears the old player down.
  const [shownVideo, setShownVideo] = useState(video);
  if (video !== shownVideo) {
    setShownVideo(video);
    setState("idle");
  }
  const figure = useRef<HTMLElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const player = useRef<MountedPlayer | undefined>(undefined);
  // Set from the first start until it fails: a click React dispatches during hydration and the
  // early-play memory may both ask, and only one player may mount.
  const started = useRef(false);
  const playButtonHadFocus = useRef(false);
  // The latest callbacks, so a parent re-rendering with new functions does not remount the player.
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });
  // Which view a player being mounted belongs to: one that arrives after its view left is destroyed.
  const view = useRef(0);

  // Teardown with the view: a route change, an unmount, a remount for a new video.
  useEffect(() => {
    const current = view.current;
    const stage = container.current;
    return () => {
      view.current = current + 1;
      started.current = false;
      player.current?.destroy();
      player.current = undefined;
      // A video started at the press whose player had not come yet goes with its view too.
      stage?.querySelector("video")?.pause();
      stage?.replaceChildren();
    };
  }, [video]);

  async function start() {
    if (started.current) return;
    started.current = true;
    // Keyboard focus only: a mouse click leaves no visible focus to keep.
    playButtonHadFocus.current = document.activeElement?.matches(".video__play:focus-visible") ?? false;
    // A local video plays now, from the press, and Plyr dresses it once loaded (native-video.ts).
    // The button it hides gives the keyboard's focus to the video's own controls meanwhile.
    if (video.kind === "file" && container.current) {
      const media = startNativeVideo(container.current, video.src, video.captions);
      if (playButtonHadFocus.current) media.focus({ preventScroll: true });
    }
    setState("loading");
    const startedIn = view.current;
    try {
      const { mountPlayer } = await loadPlayerModule();
      if (!container.current || view.current !== startedIn) return;
      const mounted = await mountPlayer(container.current, video, {
        listener: playerReporter(figure, setState, latest),
        locale,
        // The player has said why and gone: the poster again, with the words and the files.
        onUnplayable: () => view.current === startedIn && setState("unplayable"),
      });
      if (view.current !== startedIn) mounted.destroy();
      else player.current = mounted;
    } catch (error) {
      if (view.current !== startedIn) return;
      started.current = false;
      // YouTube cannot load here (offline, blocked): a link to it beats a broken player.
      if (video.kind === "youtube") return setState("unavailable");
      setState("error");
      reportFailure(error, video, latest.current);
    }
  }

  const playing = !["idle", "loading", "unavailable", "error", "unplayable"].includes(state);
  // Keep keyboard readers in place: the button they pressed is replaced by Plyr's controls.
  useEffect(() => {
    if (!playing || !playButtonHadFocus.current) return;
    playButtonHadFocus.current = false;
    container.current?.querySelector<HTMLElement>('[data-plyr="play"]')?.focus({ preventScroll: true });
  }, [playing]);

  return [state, playing, start, figure, container] as const;
}

/** A local player that could not load: the console and the parent's `onError` are told. */
function reportFailure(error: unknown, video: Video, handlers: PlayerCallbacks) {
  const failure = error instanceof Error ? error : new Error(String(error));
  console.error(failure);
  handlers.onError?.(failure, { title: video.title, currentTime: 0, duration: 0 });
}
