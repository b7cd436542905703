import { type CSSProperties, useEffect, useRef, useState } from "react";
import { VIDEO_ASPECT_RATIO } from "../constants";
import type { ResponsiveImage as ResponsiveImageData, Video } from "../content/types";
import {
  PLAYER_EVENT_PREFIX,
  type PlayerCallbacks,
  type PlayerEventDetail,
  type PlayerEventName,
  type PlayerState,
} from "../media/player-events";
import { EARLY_PLAY_ATTRIBUTE } from "../before-hydration/early-plays";
import type { MountedPlayer } from "../media/plyr-player";
import { youtubeWatchUrl } from "../media/youtube-urls";
import { fill, type InterfaceTexts } from "../i18n/interface-texts";
import { useTexts } from "../i18n/use-texts";
import { useMinimumPending } from "../navigation/use-minimum-pending";
import { ResponsiveImage } from "./responsive-image";

export interface VideoPlayerProps extends PlayerCallbacks {
  video: Video;
  /** Shown for a YouTube video without a poster of its own. */
  fallbackPoster?: ResponsiveImageData;
  /** The poster is the page's LCP image: loaded at once, ahead of other images. */
  priority?: boolean;
}

const POSTER_SIZES = "(min-width: 60rem) 46rem, 100vw";
const FRAME_STYLE: CSSProperties = { aspectRatio: `${VIDEO_ASPECT_RATIO.width} / ${VIDEO_ASPECT_RATIO.height}` };

/** The player chunk (Plyr, its CSS and this site's glue), fetched once, on the first reach for a player. */
let playerModule: Promise<typeof import("../media/plyr-player")> | undefined;
function loadPlayerModule() {
  playerModule ??= import("../media/plyr-player").catch((error: unknown) => {
    playerModule = undefined;
    throw error;
  });
  return playerModule;
}

const STATE_BY_EVENT: Partial<Record<PlayerEventName, PlayerState>> = {
  ready: "ready",
  play: "playing",
  pause: "paused",
  ended: "ended",
};

/**
 * A 16:9 video player that costs the page nothing until it is wanted: the pre-rendered HTML has
 * the poster and a real "Play video" button; the first pointer-over or focus starts downloading
 * the player, and a click mounts it and plays. It is destroyed with its view.
 */
export function VideoPlayer({ video, fallbackPoster, priority = false, ...callbacks }: VideoPlayerProps) {
  const [state, setState] = useState<PlayerState>("idle");
  // A new video in the same place (the next contributor's page reuses this component) starts over
  // at its poster; the effect below tears the old player down.
  const [shownVideo, setShownVideo] = useState(video);
  if (video !== shownVideo) {
    setShownVideo(video);
    setState("idle");
  }
  const figure = useRef<HTMLElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const playButton = useRef<HTMLButtonElement>(null);
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
  const showLoading = useMinimumPending(state === "loading");
  const texts = useTexts();

  // Which view a player being mounted belongs to: one that arrives after its view left is destroyed.
  const view = useRef(0);

  // Teardown with the view: a route change, an unmount, a remount for a new video.
  useEffect(() => {
    const current = view.current;
    return () => {
      view.current = current + 1;
      started.current = false;
      player.current?.destroy();
      player.current = undefined;
    };
  }, [video]);

  function report(name: PlayerEventName, detail: PlayerEventDetail, error?: Error) {
    // Also as a DOM event, for scripts that are not React's (a tag manager's listeners, tests).
    figure.current?.dispatchEvent(new CustomEvent(`${PLAYER_EVENT_PREFIX}${name}`, { bubbles: true, detail }));
    const next = STATE_BY_EVENT[name];
    if (next) setState((current) => (name === "ready" && current !== "loading" ? current : next));
    const handlers = latest.current;
    if (name === "ready") handlers.onReady?.(detail);
    else if (name === "play") handlers.onPlay?.(detail);
    else if (name === "pause") handlers.onPause?.(detail);
    else if (name === "ended") handlers.onEnded?.(detail);
    else if (name === "timeupdate") handlers.onTimeUpdate?.(detail);
    else if (error) {
      console.error(error);
      handlers.onError?.(error, detail);
    }
  }

  async function start() {
    if (started.current) return;
    started.current = true;
    // Keyboard focus only: a mouse click leaves no visible focus to keep.
    playButtonHadFocus.current = document.activeElement?.matches(".video__play:focus-visible") ?? false;
    setState("loading");
    const detail = { title: video.title, currentTime: 0, duration: 0 };
    const startedIn = view.current;
    try {
      const { mountPlayer } = await loadPlayerModule();
      if (!container.current || view.current !== startedIn) return;
      const mounted = await mountPlayer(container.current, video, {
        listener: report,
        labels: texts.player,
        // The player has said why and gone: the poster again, with the words and the files.
        onUnplayable: () => view.current === startedIn && setState("unplayable"),
      });
      if (view.current !== startedIn) mounted.destroy();
      else player.current = mounted;
    } catch (error) {
      if (view.current !== startedIn) return;
      started.current = false;
      if (video.kind === "youtube") {
        // YouTube cannot load here (offline, blocked): a link to it beats a broken player.
        setState("unavailable");
        return;
      }
      setState("error");
      const failure = error instanceof Error ? error : new Error(String(error));
      console.error(failure);
      latest.current.onError?.(failure, detail);
    }
  }

  const poster = video.poster ?? fallbackPoster;
  const playing = !["idle", "loading", "unavailable", "error", "unplayable"].includes(state);

  // Pressed before the page hydrated: start now (app/before-hydration/early-plays.ts).
  useEffect(() => {
    if (!playButton.current?.hasAttribute(EARLY_PLAY_ATTRIBUTE)) return;
    playButton.current.removeAttribute(EARLY_PLAY_ATTRIBUTE);
    void start();
    // Once, on mount: later clicks come through React.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A reader whose focus was on the player's controls, gone with it, lands on the first download.
  useEffect(() => {
    if (state === "unplayable" && document.activeElement === document.body) {
      figure.current?.querySelector<HTMLElement>(".video__files a")?.focus({ preventScroll: true });
    }
  }, [state]);

  // Keep keyboard readers in place: the button they pressed is replaced by Plyr's controls.
  useEffect(() => {
    if (!playing || !playButtonHadFocus.current) return;
    playButtonHadFocus.current = false;
    container.current?.querySelector<HTMLElement>('[data-plyr="play"]')?.focus({ preventScroll: true });
  }, [playing]);
  const prefetch = () => void loadPlayerModule().catch(() => {});

  return (
    <figure ref={figure} className="video" data-player-state={state} onPointerEnter={prefetch} onFocus={prefetch}>
      <div className="video__frame" style={FRAME_STYLE}>
        <div ref={container} className="video__player" />
        {!playing && (
          <div className="video__facade">
            {poster && (
              <ResponsiveImage image={poster} priority={priority} sizes={POSTER_SIZES} className="video__poster" />
            )}
            {state === "unavailable" ? (
              <a
                className="video__fallback"
                href={video.kind === "youtube" ? youtubeWatchUrl(video.id) : undefined}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={fill(texts.watchOnYouTubeLabel, { title: video.title })}
              >
                {texts.watchOnYouTube}
              </a>
            ) : state === "unplayable" ? (
              <div className="video__unplayable">
                <p role="alert">{texts.videoUnplayable}</p>
                <VideoFiles video={video} texts={texts} />
              </div>
            ) : (
              <button ref={playButton} type="button" className="video__play" onClick={start}>
                <span className="visually-hidden">{fill(texts.playVideo, { title: video.title })}</span>
              </button>
            )}
            {showLoading && (
              <span className="video__loading" role="status">
                {texts.loadingPlayer}
              </span>
            )}
            {state === "error" && (
              <span className="video__error" role="alert">
                {texts.playerFailed}
              </span>
            )}
          </div>
        )}
      </div>
      <noscript>
        {video.kind === "youtube" ? (
          <p className="video__noscript">
            <a href={youtubeWatchUrl(video.id)}>{fill(texts.watchTitleOnYouTube, { title: video.title })}</a>
          </p>
        ) : (
          <VideoFiles video={video} texts={texts} />
        )}
      </noscript>
      <figcaption className="video__caption">{video.title}</figcaption>
    </figure>
  );
}

/** Links to a local video's file and its captions, for a reader whose browser cannot play it here. */
function VideoFiles({ video, texts }: { video: Video; texts: InterfaceTexts }) {
  if (video.kind !== "file") return null;
  const { title } = video;
  return (
    <ul className="video__files">
      <li>
        <a href={video.src} download>
          {fill(texts.downloadTitle, { title })}
        </a>
      </li>
      {[video.captions, ...(video.otherCaptions ?? [])].map((track) => (
        <li key={track.src}>
          <a href={track.src} download>
            {fill(texts.downloadCaptions, { title, language: track.label })}
          </a>
        </li>
      ))}
    </ul>
  );
}
