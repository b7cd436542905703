import { useEffect } from "react";
import { useLocation } from "react-router";
import { maySharePersonalInformation, onSharingChoice } from "../privacy/sharing-choice";
import { landingPage } from "./landing-page";

const PIXEL_SCRIPT = "https://connect.facebook.net/en_US/fbevents.js";

type Fbq = ((...args: unknown[]) => void) & {
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
  callMethod?: (...args: unknown[]) => void;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/** The command queue Meta's script takes over when it arrives: calls made before it are kept. */
function commandQueue(): Fbq {
  if (window.fbq) return window.fbq;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  Object.assign(fbq, { queue: [], push: fbq, loaded: true, version: "2.0" });
  window.fbq = fbq;
  window._fbq ??= fbq;
  return fbq;
}

let initialisedPixel: string | undefined;
let lastPageView: string | undefined;

/**
 * Meta's pixel, where the build has an id, the page is not the embed, the browser sends no Global
 * Privacy Control and the reader has not opted out: loaded asynchronously after hydration,
 * `init` once, a `PageView` on the first load and after each route change. Opting out stops it
 * at once.
 */
export function MetaPixel({ pixelId }: { pixelId: string }) {
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!maySharePersonalInformation() || initialisedPixel === pixelId) return;
    initialisedPixel = pixelId;
    const fbq = commandQueue();
    fbq("init", pixelId);
    const script = document.createElement("script");
    script.async = true;
    script.src = PIXEL_SCRIPT;
    document.head.append(script);
  }, [pixelId]);

  useEffect(() => {
    const page = `${pathname}${search}`;
    if (page === lastPageView || !maySharePersonalInformation() || !window.fbq) return;
    // This code came after a client navigation had left the landing page: its view first. (Meta's
    // script reports the address it finds when it runs: the count is what the site can keep.)
    const landing = landingPage();
    if (lastPageView === undefined && landing && landing.path !== page) window.fbq("track", "PageView");
    lastPageView = page;
    window.fbq("track", "PageView");
  }, [pathname, search, pixelId]);

  useEffect(
    () =>
      onSharingChoice((optedOut) => {
        if (optedOut) window.fbq?.("consent", "revoke");
      }),
    [],
  );
  return null;
}
