import type { ResponsiveImage as ResponsiveImageData, Video } from "../content/types";
import { ResponsiveImage } from "./responsive-image";

export interface VideoFrameProps {
  video: Video;
  /** Shown for a YouTube video without its own poster. */
  fallbackPoster?: ResponsiveImageData;
}

/**
 * A 16:9 video. A local file is a native <video> with captions, fetching nothing until played
 * (`preload="none"`). A YouTube video is a link with a poster: no third-party frame or script
 * loads with the page. The full player arrives later, on demand, outside the first-load bundle.
 */
export function VideoFrame({ video, fallbackPoster }: VideoFrameProps) {
  if (video.kind === "file") {
    return (
      <figure className="video">
        <div className="video__frame">
          <video
            controls
            preload="none"
            playsInline
            poster={video.poster.src}
            width={video.poster.width}
            height={video.poster.height}
            aria-label={video.title}
          >
            <source src={video.src} type="video/mp4" />
            <track
              kind="captions"
              src={video.captions.src}
              srcLang={video.captions.srcLang}
              label={video.captions.label}
              default
            />
          </video>
        </div>
        <figcaption className="video__caption">{video.title}</figcaption>
      </figure>
    );
  }
  const poster = video.poster ?? fallbackPoster;
  return (
    <figure className="video">
      <a
        className="video__frame video__link"
        href={`https://www.youtube.com/watch?v=${video.id}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {poster && <ResponsiveImage image={{ ...poster, alt: "" }} sizes="(min-width: 60rem) 46rem, 100vw" />}
        <span className="video__play" aria-hidden="true" />
        <span className="video__label">
          Watch on YouTube<span className="visually-hidden">: {video.title} (opens in a new tab)</span>
        </span>
      </a>
      <figcaption className="video__caption">{video.title}</figcaption>
    </figure>
  );
}
