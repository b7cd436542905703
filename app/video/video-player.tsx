import { type CSSProperties, type RefObject, useEffect, useRef } from "react";
import { VIDEO_ASPECT_RATIO } from "../config/constants";
import type { Video } from "../content/types";
import type { ResponsiveImage as ResponsiveImageData } from "../images/image-types";
import type { PlayerCallbacks, PlayerState } from "./player-events";
import { EARLY_PLAY_ATTRIBUTE, VIDEO_CAPTIONS_ATTRIBUTE, VIDEO_SRC_ATTRIBUTE } from "../before-hydration/early-plays";
import { youtubeWatchUrl } from "./youtube-urls";
import { fill, type InterfaceTexts } from "../i18n/interface-texts";
import { useTexts } from "../i18n/use-texts";
import { useMinimumPending } from "../navigation/use-minimum-pending";
import { ResponsiveImage } from "../components/responsive-image";
import { prefetchPlayer, useVideoMount } from "./use-video-mount";

export interface VideoPlayerProps extends PlayerCallbacks {
  video: Video;
  /** Shown for a YouTube video without a poster of its own. */
  fallbackPoster?: ResponsiveImageData;
  /** The poster is the page's LCP image: loaded at once, ahead of other images. */
  priority?: boolean;
  /** How wide the poster is shown, where the player is wider than a story's column. */
  posterSizes?: string;
}

const POSTER_SIZES = "(min-width: 60rem) 46rem, 100vw";
const FRAME_STYLE: CSSProperties = { aspectRatio: `${VIDEO_ASPECT_RATIO.width} / ${VIDEO_ASPECT_RATIO.height}` };
/**
 * The stage's children are not React's: a video pressed before hydration is already playing in it
 * (app/before-hydration/native-video.ts), and Plyr builds its own wrappers there. React neither hydrates nor
 * renders the children of an element given its inner HTML, and this one never changes.
 */
const STAGE_LEFT_ALONE = { __html: "" };

/**
 * A 16:9 video player that costs the page nothing until it is wanted: the pre-rendered HTML has
 * the poster and a real "Play video" button; the first pointer-over or focus starts downloading
 * the player, and a click plays a local video at once in the browser's own player, which Plyr
 * dresses when it has arrived (a YouTube video waits for Plyr). It is destroyed with its view.
 */
export function VideoPlayer({
  video,
  fallbackPoster,
  priority = false,
  posterSizes = POSTER_SIZES,
  ...callbacks
}: VideoPlayerProps) {
  const texts = useTexts();
  const [state, playing, start, figure, container] = useVideoMount(video, callbacks, texts.locale);
  const showLoading = useMinimumPending(state === "loading");
  const playButton = useRef<HTMLButtonElement>(null);
  const poster = video.poster ?? fallbackPoster;

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
  }, [state, figure]);

  return (
    <figure
      ref={figure}
      className="video"
      data-player-state={state}
      onPointerEnter={prefetchPlayer}
      onFocus={prefetchPlayer}
    >
      <div className="video__frame" style={FRAME_STYLE}>
        <div ref={container} className="video__player" dangerouslySetInnerHTML={STAGE_LEFT_ALONE} />
        {!playing && (
          <div className="video__facade">
            {poster && (
              <ResponsiveImage image={poster} priority={priority} sizes={posterSizes} className="video__poster" />
            )}
            {videoAction(state, video, texts, playButton, start)}
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

/**
 * Over the poster: the play button, or, when the player cannot be had here, what to do instead.
 * A function of the view's values rather than a component: no props object in the page's code.
 */
function videoAction(
  state: PlayerState,
  video: Video,
  texts: InterfaceTexts,
  playButton: RefObject<HTMLButtonElement | null>,
  onPlay: () => void,
) {
  if (state === "unavailable") {
    return (
      <a
        className="video__fallback"
        href={video.kind === "youtube" ? youtubeWatchUrl(video.id) : undefined}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={fill(texts.watchOnYouTubeLabel, { title: video.title })}
      >
        {texts.watchOnYouTube}
      </a>
    );
  }
  if (state === "unplayable") {
    return (
      <div className="video__unplayable">
        <p role="alert">{texts.videoUnplayable}</p>
        <VideoFiles video={video} texts={texts} />
      </div>
    );
  }
  // A local video's file and captions, for a press before hydration (app/before-hydration/early-plays.ts).
  const file =
    video.kind === "file"
      ? {
          [VIDEO_SRC_ATTRIBUTE]: video.src,
          [VIDEO_CAPTIONS_ATTRIBUTE]: JSON.stringify({
            src: video.captions.src,
            srcLang: video.captions.srcLang,
            label: video.captions.label,
          }),
        }
      : {};
  return (
    <button ref={playButton} type="button" className="video__play" onClick={onPlay} {...file}>
      <span className="visually-hidden">{fill(texts.playVideo, { title: video.title })}</span>
    </button>
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
