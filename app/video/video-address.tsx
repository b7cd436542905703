import type { Video } from "../content/types";
import { fill } from "../i18n/interface-texts";
import { useTexts } from "../i18n/use-texts";
import { youtubeWatchUrl } from "./youtube-urls";
import { absoluteUrl } from "../addresses/site-paths";
import { useSiteContext } from "../site-context/use-site-context";

/**
 * Where to watch a video, written out for paper: a printed page shows the player's poster, which
 * cannot play. Shown only in print (video-address.css).
 */
export function VideoAddress({ video }: { video: Video }) {
  const texts = useTexts();
  const { siteUrl } = useSiteContext();
  const url = video.kind === "youtube" ? youtubeWatchUrl(video.id) : absoluteUrl(siteUrl, video.src);
  return (
    <p className="video-address" data-pagefind-ignore>
      {fill(texts.videoAddress, { url })}
    </p>
  );
}
