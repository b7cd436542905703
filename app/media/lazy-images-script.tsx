import {
  LAZY_IMAGE_EXPANSION_LARGE_PX,
  LAZY_IMAGE_EXPANSION_SMALL_PX,
  LAZY_IMAGE_MIN_SIZE,
  LAZY_IMAGE_SMALL_VIEWPORT_PX,
  LAZY_IMAGE_THROTTLE_MS,
} from "../constants";
import { EARLY_PLAY_ATTRIBUTE, rememberEarlyPlays } from "./early-plays";
import { type LazyImagesOptions, startLazyImages } from "./lazy-images";

const OPTIONS: LazyImagesOptions = {
  minSize: LAZY_IMAGE_MIN_SIZE,
  throttleMs: LAZY_IMAGE_THROTTLE_MS,
  expansionLarge: LAZY_IMAGE_EXPANSION_LARGE_PX,
  expansionSmall: LAZY_IMAGE_EXPANSION_SMALL_PX,
  smallViewport: LAZY_IMAGE_SMALL_VIEWPORT_PX,
};

// Our own functions and constants, fixed at build time: nothing from content or the URL goes in.
const SOURCE = [
  `(${startLazyImages.toString()})(${JSON.stringify(OPTIONS)});`,
  `(${rememberEarlyPlays.toString()})(${JSON.stringify(EARLY_PLAY_ATTRIBUTE)});`,
].join("\n");

/**
 * Starts the lazy image loader and the early-play memory from the document itself, after the
 * page's images, so they work before (and without) the React bundle. The server and client bundles minify the function
 * differently, and the script has run by then anyway: its text is not compared on hydration.
 */
export function LazyImagesScript() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
