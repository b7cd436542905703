// Everything in app/before-hydration/ runs in the page before React does: each function here is
// serialised with Function.prototype.toString into one inline script that the root layout writes
// into every pre-rendered page, so it must stay self-contained (no imports, no closures) and small.
// It is the page's behaviour while the hydration code is still on its way (docs/decisions/009).
import {
  LAZY_IMAGE_EXPANSION_LARGE_PX,
  LAZY_IMAGE_EXPANSION_SMALL_PX,
  LAZY_IMAGE_MIN_SIZE,
  LAZY_IMAGE_SMALL_VIEWPORT_PX,
  LAZY_IMAGE_THROTTLE_MS,
} from "../config/constants";
import { startNativeVideo } from "./native-video";
import {
  EARLY_PLAY_ATTRIBUTE,
  EARLY_SHARE_ATTRIBUTE,
  VIDEO_CAPTIONS_ATTRIBUTE,
  VIDEO_SRC_ATTRIBUTE,
  answerEarlyPresses,
} from "./early-plays";
import { FIRST_PAINT_GLOBAL, announceFirstPaint } from "./first-paint";
import {
  type LazyImagesOptions,
  isNearViewport,
  observeNearImages,
  revealImage,
  startLazyImages,
  watchAddedImages,
} from "./lazy-images";

const OPTIONS: LazyImagesOptions = {
  minSize: LAZY_IMAGE_MIN_SIZE,
  throttleMs: LAZY_IMAGE_THROTTLE_MS,
  expansionLarge: LAZY_IMAGE_EXPANSION_LARGE_PX,
  expansionSmall: LAZY_IMAGE_EXPANSION_SMALL_PX,
  smallViewport: LAZY_IMAGE_SMALL_VIEWPORT_PX,
};

// Our own functions and constants, fixed at build time: nothing from content or the URL goes in.
// Written by the pre-render only: the browser has run the script before hydration, which neither
// compares nor rewrites an inner HTML, so the client bundle carries none of this source (1.3–1.4 kB
// gzip of every page's first-load code).
const SOURCE = import.meta.env.SSR
  ? [
      `(${announceFirstPaint.toString()})(${JSON.stringify(FIRST_PAINT_GLOBAL)});`,
      `(${startLazyImages.toString()})(${JSON.stringify(OPTIONS)}, ${revealImage.toString()}, ${isNearViewport.toString()}, ${watchAddedImages.toString()}, ${observeNearImages.toString()});`,
      `(${answerEarlyPresses.toString()})(${JSON.stringify(EARLY_PLAY_ATTRIBUTE)}, ${JSON.stringify(EARLY_SHARE_ATTRIBUTE)}, ${JSON.stringify(VIDEO_SRC_ATTRIBUTE)}, ${JSON.stringify(VIDEO_CAPTIONS_ATTRIBUTE)}, ${startNativeVideo.toString()});`,
    ].join("\n")
  : "";

/**
 * Starts the first-paint signal, the lazy image loader and the answer to early presses (Play,
 * Share) from the document itself, so they work before (and without) the React bundle. On the client its inner HTML is empty (above): suppressHydrationWarning keeps
 * development builds from warning about the difference.
 */
export function BeforeHydrationScript() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
