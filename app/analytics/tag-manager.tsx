import { useEffect } from "react";
import { useLocation } from "react-router";
import { SHARE_EVENT } from "../share/share-event";
import { PLAYER_EVENT_PREFIX, type PlayerEventDetail } from "../video/player-events";
import type { Locale } from "../i18n/locale";
import { isEmbedPath, localeOfPath } from "../addresses/site-paths";
import { pushPageView, pushToDataLayer } from "./data-layer";
import { landingPage } from "./landing-page";

const GTM_SCRIPT = "https://www.googletagmanager.com/gtm.js";

/** The page last counted: one page view per page, however often the layout remounts. */
let lastPageView: string | undefined;

/**
 * Google Tag Manager, where the build has a container id: the dataLayer, then GTM's script
 * (asynchronous, after hydration, so it never holds back the page), one `page_view` on the first
 * load (even when a route change came before this code) and one after each route change, with the
 * page's language (not for a change of hash, not for a redirect's hop), `video_play` /
 * `video_complete` from the players' DOM events, and `share` from the share controls'.
 */
export function TagManager({ gtmId, embed, language }: { gtmId: string; embed: boolean; language: Locale }) {
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (document.querySelector(`script[src^="${GTM_SCRIPT}"]`)) return;
    pushToDataLayer({ "gtm.start": Date.now(), event: "gtm.js" });
    const script = document.createElement("script");
    script.async = true;
    script.src = `${GTM_SCRIPT}?id=${encodeURIComponent(gtmId)}`;
    document.head.append(script);
  }, [gtmId]);

  // After the commit that rendered the page, so document.title is already the new page's.
  useEffect(() => {
    const page = `${pathname}${search}`;
    if (page === lastPageView) return;
    // This code came after a client navigation had left the landing page: its view first.
    const landing = landingPage();
    if (lastPageView === undefined && landing && landing.path !== page) {
      const landedOn = new URL(landing.location).pathname;
      pushPageView({ embed: isEmbedPath(landedOn), language: localeOfPath(landedOn), page: landing });
    }
    lastPageView = page;
    pushPageView({ embed, language });
  }, [pathname, search, embed, language]);

  useEffect(() => trackVideoEvents(), []);
  useEffect(() => trackShares(), []);
  return null;
}

/** One `video_play` when a video starts (not on every resume), one `video_complete` when it ends. */
function trackVideoEvents(): () => void {
  const started = new WeakSet<EventTarget>();
  const onPlay = (event: Event) => {
    if (!event.target || started.has(event.target)) return;
    started.add(event.target);
    pushToDataLayer({ event: "video_play", video_title: (event as CustomEvent<PlayerEventDetail>).detail.title });
  };
  const onEnded = (event: Event) => {
    if (event.target) started.delete(event.target);
    pushToDataLayer({ event: "video_complete", video_title: (event as CustomEvent<PlayerEventDetail>).detail.title });
  };
  document.addEventListener(`${PLAYER_EVENT_PREFIX}play`, onPlay);
  document.addEventListener(`${PLAYER_EVENT_PREFIX}ended`, onEnded);
  return () => {
    document.removeEventListener(`${PLAYER_EVENT_PREFIX}play`, onPlay);
    document.removeEventListener(`${PLAYER_EVENT_PREFIX}ended`, onEnded);
  };
}

/** One `share` per share a reader makes: how (`method`), and which story (null for a contributor's page). */
function trackShares(): () => void {
  const onShare = (event: Event) => pushToDataLayer({ event: "share", ...(event as CustomEvent<object>).detail });
  document.addEventListener(SHARE_EVENT, onShare);
  return () => document.removeEventListener(SHARE_EVENT, onShare);
}
