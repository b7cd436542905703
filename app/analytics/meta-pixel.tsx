import { useEffect } from "react";
import { useLocation } from "react-router";
import { useSharingAllowed } from "./privacy-choice";

const PIXEL_SCRIPT = "https://connect.facebook.net/en_US/fbevents.js";

type FbqArguments = [command: string, ...rest: unknown[]];

interface Fbq {
  (...args: FbqArguments): void;
  callMethod?: (...args: FbqArguments) => void;
  queue: FbqArguments[];
  push: Fbq;
  loaded: boolean;
  version: string;
  /** Off: the site counts its route changes itself, the pixel would count them twice. */
  disablePushState?: boolean;
}

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/**
 * The queue fbevents.js expects to find (its documented `fbq` interface): calls made before the
 * script arrives wait in `queue`, and the script replays them through `callMethod`.
 */
function installQueue(): Fbq {
  const fbq = function (...args: FbqArguments) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = "2.0";
  fbq.disablePushState = true;
  window.fbq = fbq;
  window._fbq = fbq;
  return fbq;
}

/** The page last counted: one PageView per page, however often the layout remounts. */
let lastPageView: string | undefined;
let initialised = false;

/**
 * The Meta pixel, where the build has an id and the reader allows sharing (no GPC, no opt-out):
 * loaded asynchronously after hydration, `init` once, `PageView` on the first load and after each
 * route change. An opt-out made on the page revokes consent at once and no further call is made.
 * Never mounted on the embed (root.tsx).
 */
export function MetaPixel({ pixelId }: { pixelId: string }) {
  const { pathname, search } = useLocation();
  const allowed = useSharingAllowed();

  useEffect(() => {
    if (!allowed) {
      // Consent withdrawn on this page: the loaded pixel stops sending what it collects itself.
      if (initialised) window.fbq?.("consent", "revoke");
      return;
    }
    if (initialised) {
      window.fbq?.("consent", "grant");
      return;
    }
    initialised = true;
    const fbq = installQueue();
    fbq("init", pixelId);
    const script = document.createElement("script");
    script.async = true;
    script.src = PIXEL_SCRIPT;
    document.head.append(script);
  }, [allowed, pixelId]);

  // After the commit that rendered the page, as the analytics page view.
  useEffect(() => {
    if (!allowed) return;
    const page = `${pathname}${search}`;
    if (page === lastPageView) return;
    lastPageView = page;
    window.fbq?.("track", "PageView");
  }, [pathname, search, allowed]);

  return null;
}
