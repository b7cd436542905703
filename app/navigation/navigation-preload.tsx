import { type NavigationTarget, useNavigationTargets } from "../framework/router-internals";
import { payloadPath } from "../addresses/site-paths";
import { isKnownPage } from "./route-manifest";
import { pageParamsCheck } from "./validation";

/** Adds `<link rel={rel} href={href}>` to the head, unless the page has it already. */
function addLink(rel: "modulepreload" | "preload", href: string): void {
  if (document.head.querySelector(`link[rel="${rel}"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement("link");
  link.rel = rel;
  link.href = href;
  if (rel === "preload") {
    // What `fetch` asks for: the same mode and credentials, so React Router's request takes this one.
    link.as = "fetch";
    link.crossOrigin = "anonymous";
  }
  document.head.append(link);
}

function preloadTarget(target: NavigationTarget | undefined): void {
  if (!target) return;
  for (const href of target.moduleUrls) addLink("modulepreload", href);
  // The payload, asked for in the tap's own task rather than once React has drawn the navigation's
  // start; only for a page the build pre-rendered whose params pass the pages' check (the root's
  // middleware turns the others away before any request).
  const { pathname, params } = target;
  if (pathname !== location.pathname && isKnownPage(pathname) && pageParamsCheck(params)) {
    addLink("preload", payloadPath(pathname));
  }
}

/**
 * As a navigation starts, all it will need at once: every chunk of the routes it is headed for
 * (React Router asks for a route's module, and the browser for the chunks that module imports only
 * once it has arrived, a second round trip on a slow network) and the page's payload.
 */
export function NavigationPreload() {
  useNavigationTargets(preloadTarget);
  return null;
}
