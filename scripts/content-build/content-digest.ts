// What the post-build steps need of the content, made where the content is loaded already: the
// build's content stage returns it, so the post-build steps never load and validate the content a
// second time (seconds of a large build, and its memory at the build's peak). postbuild makes it
// itself when it is given none.
import { getPagePaths } from "../../app/routes/page-list.server";
import { contentVideos } from "./content-assets";
import { type FeedFile, renderFeeds } from "../postbuild/feeds";
import { type OembedFile, renderOembeds } from "../postbuild/oembed";

export interface ContentDigest {
  /** Every page the build pre-renders, as getPagePaths lists them. */
  pagePaths: string[];
  /** Each feed's path and text. */
  feeds: FeedFile[];
  /** Each contributor's and story's oEmbed file: path and text. */
  oembeds: OembedFile[];
  /** Whether a video plays from YouTube: the pages' Content-Security-Policy then allows its player. */
  youtube: boolean;
}

export async function digestContent(): Promise<ContentDigest> {
  return {
    pagePaths: getPagePaths(),
    feeds: await renderFeeds(),
    oembeds: await renderOembeds(),
    youtube: contentVideos().some((video) => video.kind === "youtube"),
  };
}
