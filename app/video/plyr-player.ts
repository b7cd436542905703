/**
 * The player itself: Plyr around a <video> (local files, with their captions and audio
 * description) or YouTube's no-cookie embed. This module and Plyr's CSS are one on-demand chunk:
 * `video-player.tsx` imports it only when a reader reaches for a player, so no page pays for it up front.
 *
 * The media element is made outside React, because Plyr moves it into wrappers of its own; React
 * only owns the container, and leaves its children alone. A local video is usually there already,
 * playing since the reader's press (native-video.ts): Plyr dresses that one.
 */
import Plyr from "plyr";
import "plyr/dist/plyr.css";
import iconUrl from "plyr/dist/plyr.svg?url&no-inline";
import type { Video } from "../content/types";
import blankVideo from "./blank.mp4?url&no-inline";
import { addDescriptionsTrack, offerAudioDescription } from "./audio-description";
import { PLYR_STORAGE_KEY, captionsWanted } from "./captions-choice";
import { destroyPlayer, isDetachedPlayerError } from "./destroy-player";
import { type PlaybackWatch, watchPlayback } from "./playback-watch";
import type { PlayerEventDetail, PlayerEventName } from "./player-events";
import { YOUTUBE_API_URL, loadYouTubeApi } from "./youtube-api";
import { imageFallbackSrc } from "../images/image-urls";
import type { Locale } from "../i18n/locale";
import { PLAYER_LABELS } from "../i18n/texts/player";

export type PlayerListener = (name: PlayerEventName, detail: PlayerEventDetail, error?: Error) => void;

export interface MountedPlayer {
  /** Stops the media, removes Plyr and its listeners, and empties the container. Safe to call twice. */
  destroy: () => void;
}

export interface PlayerHooks {
  /** Hears every event the player reports, and each error with it. */
  listener: PlayerListener;
  /** The page's language, for Plyr's control labels. */
  locale: Locale;
  /**
   * A local video cannot be played here (playback-watch.ts): the player has reported the error
   * and torn itself down, so the page can say so and offer the files instead.
   */
  onUnplayable?: () => void;
}

const PLYR_EVENTS: PlayerEventName[] = ["ready", "play", "pause", "ended", "timeupdate", "error"];

/**
 * The media element: for a local video the one started at the press if there is one (it has no
 * tracks yet), else a new one; with its captions tracks, the page's language first and the other
 * languages' after it, offered in the menu.
 */
function mediaElement(container: HTMLElement, video: Video): HTMLElement {
  if (video.kind === "youtube") {
    const embed = document.createElement("div");
    embed.dataset.plyrProvider = "youtube";
    embed.dataset.plyrEmbedId = video.id;
    return embed;
  }
  let media = container.querySelector("video");
  if (!media) {
    media = document.createElement("video");
    media.playsInline = true;
    media.preload = "metadata";
    media.poster = imageFallbackSrc(video.poster);
    // The element's own src, as at the press (native-video.ts).
    media.src = video.src;
  }
  const present = new Set([...media.querySelectorAll("track")].map((track) => track.getAttribute("src")));
  for (const captions of [video.captions, ...(video.otherCaptions ?? [])]) {
    // The page's language's track is there already when the browser's own player started it.
    if (present.has(captions.src)) continue;
    const track = document.createElement("track");
    track.kind = "captions";
    track.src = captions.src;
    track.srclang = captions.srcLang;
    track.label = captions.label;
    media.append(track);
  }
  addDescriptionsTrack(media, video);
  return media;
}

function options(video: Video, locale: Locale): Plyr.Options {
  return {
    // The controls' names in the page's language (none: Plyr's English defaults).
    i18n: PLAYER_LABELS[locale],
    // Served from this site: nothing is fetched from Plyr's CDN.
    iconUrl,
    blankVideo,
    title: video.title,
    // On unless the reader turned them off in a player before (captions-choice.ts). The language
    // is the default track's: the page's, where the content has captions in it, else the video's own.
    captions: {
      active: captionsWanted(),
      language: video.kind === "file" ? video.captions.srcLang : "auto",
      update: false,
    },
    storage: { enabled: true, key: PLYR_STORAGE_KEY },
    // The reader's click asked for playback; YouTube's iframe needs this to start without a second click.
    autoplay: video.kind === "youtube",
    youtube: { noCookie: true, rel: 0, iv_load_policy: 3, modestbranding: 1 },
    urls: {
      youtube: {
        sdk: YOUTUBE_API_URL,
        // Plyr asks noembed.com for a YouTube video's title and shape; this site knows both, so
        // the answer is given inline instead of telling a third party what the reader watches.
        api: `data:application/json,${encodeURIComponent(JSON.stringify({ title: video.title, width: 16, height: 9 }))}`,
      },
    },
  } as Plyr.Options;
}

/**
 * Puts a player for `video` into `container` and starts playback once it is ready (the reader
 * clicked play). Rejects when the player cannot work here (YouTube blocked or offline).
 */
export async function mountPlayer(
  container: HTMLElement,
  video: Video,
  { listener, locale, onUnplayable }: PlayerHooks,
): Promise<MountedPlayer> {
  if (video.kind === "youtube") await loadYouTubeApi();

  const media = mediaElement(container, video);
  container.replaceChildren(media);
  const player = new Plyr(media, options(video, locale));
  const stopDescribing =
    video.kind === "file" && media instanceof HTMLVideoElement
      ? offerAudioDescription(player, media, container, video, locale)
      : undefined;
  let destroyed = false;

  const detail = (): PlayerEventDetail => ({
    title: video.title,
    currentTime: Number.isFinite(player.currentTime) ? player.currentTime : 0,
    duration: Number.isFinite(player.duration) ? player.duration : 0,
  });

  const report = (error: Error) => listener("error", detail(), error);

  // A local file that cannot play here: one error, then no player left in a state it is not in.
  const watch =
    media instanceof HTMLVideoElement
      ? watchPlayback(media, (reason) => {
          const error = new Error(`The video "${video.title}" cannot be played here: ${reason}`);
          const where = detail();
          destroy();
          listener("error", where, error);
          onUnplayable?.();
        })
      : undefined;

  function destroy() {
    if (destroyed) return;
    destroyed = true;
    watch?.stop();
    stopDescribing?.();
    if (media instanceof HTMLVideoElement) {
      // Plyr's destroy does nothing before it is ready; stop the download in any case.
      media.pause();
    }
    destroyPlayer(player, report);
    container.replaceChildren();
  }

  forwardEvents({ player, media, video, listener, detail, report, watch, destroyed: () => destroyed });

  return { destroy };
}

interface Forwarding {
  player: Plyr;
  media: HTMLElement;
  video: Video;
  listener: PlayerListener;
  detail: () => PlayerEventDetail;
  report: (error: Error) => void;
  watch: PlaybackWatch | undefined;
  destroyed: () => boolean;
}

/**
 * Passes Plyr's events on to `listener`, in the order a reader of them expects (ready, then play),
 * and starts a local file's playback once the player is ready.
 */
function forwardEvents({ player, media, video, listener, detail, report, watch, destroyed }: Forwarding) {
  let playHeard = false;
  let readyHeard = false;
  for (const name of PLYR_EVENTS) {
    player.on(name, (event) => {
      if (destroyed()) return;
      if (name === "error") {
        // A local file's media errors are the watch's to report, once.
        if (!watch) reportPlyrError(event, video, report);
        return;
      }
      if (name === "play") {
        playHeard = true;
        // Plyr can hear a YouTube start before its own ready (a busy machine builds the controls
        // late): readers of these events get ready first, then the play.
        if (!readyHeard) return;
      }
      listener(name, detail());
      if (name !== "ready") return;
      const firstReady = !readyHeard;
      readyHeard = true;
      if (firstReady && playHeard) {
        listener("play", detail());
        return;
      }
      if (media instanceof HTMLVideoElement && (!media.paused || media.played.length > 0)) {
        // Playing since the press, before Plyr listened (native-video.ts): the start counts once.
        // (Paused by the reader in the browser's controls meanwhile: it stays paused.)
        if (!playHeard && !media.paused) listener("play", detail());
        playHeard = true;
      } else if (video.kind === "file") {
        // The click that asked for this is recent enough for the browser to allow sound.
        // Blocked all the same (a slow network outlived the click), Plyr's own play button waits;
        // refused for want of a playable source, the watch reports it.
        Promise.resolve(player.play()).catch((error: unknown) => watch?.playRejected(error));
      } else if (player.playing && !playHeard) {
        // YouTube started by itself (autoplay) before Plyr, which listens to an embed only once
        // its controls are built, could hear it: the start still counts once.
        playHeard = true;
        listener("play", detail());
      }
    });
  }
}

/** Plyr's own error event, in words naming the video; none for a player already taken apart. */
function reportPlyrError(event: Plyr.PlyrEvent, video: Video, report: (error: Error) => void) {
  const cause = (event as CustomEvent<{ message?: string }>).detail;
  const error = new Error(`The video "${video.title}" could not play${cause?.message ? `: ${cause.message}` : ""}`);
  if (!isDetachedPlayerError(cause?.message)) report(error);
}
