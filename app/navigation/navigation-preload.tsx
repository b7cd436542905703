import { type NavigationTarget, useLinkPresses, useNavigationTargets } from "../framework/router-internals";
import { isEmbedPath, payloadPath } from "../addresses/site-paths";
import { connectionAllowsPrefetch, readerConnection } from "./connection-hints";
import { addHeadLink } from "./head-links";
import { isKnownPage } from "./route-manifest";
import { pageParamsCheck } from "./validation";

function preloadTarget(target: NavigationTarget | undefined): void {
  if (!target) return;
  for (const href of target.moduleUrls) addHeadLink("modulepreload", href);
  // The payload, asked for in the tap's own task rather than once React has drawn the navigation's
  // start; only for a page the build pre-rendered whose params pass the pages' check (the root's
  // middleware turns the others away before any request).
  const { pathname, params } = target;
  if (pathname !== location.pathname && isKnownPage(pathname) && pageParamsCheck(params)) {
    addHeadLink("preload", payloadPath(pathname));
  }
}

/**
 * A press on a link, before its click: only a page of this build (not a file, not the embed), and
 * nothing when the reader asked to save data or is on 2G (a press may turn into a scroll).
 */
function preloadPressed(target: NavigationTarget): void {
  if (isKnownPage(target.pathname) && !isEmbedPath(target.pathname) && connectionAllowsPrefetch(readerConnection())) {
    preloadTarget(target);
  }
}

/**
 * As the reader presses a link, and again as a navigation starts, all it will need at once: every
 * chunk of the routes it is headed for (React Router asks for a route's module, and the browser for
 * the chunks that module imports only once it has arrived, a second round trip on a slow network)
 * and the page's payload.
 */
export function NavigationPreload() {
  useNavigationTargets(preloadTarget);
  useLinkPresses(preloadPressed);
  return null;
}
