/**
 * Google Tag Manager's dataLayer, and what the site pushes to it: a page view after each route
 * change, and the video player's start and end. IP anonymization is asked for on every page view.
 */
import { ANALYTICS_ANONYMIZE_IP } from "../config/constants";
import type { Locale } from "../i18n/locale";
import { type PageShown, pageShownNow } from "./landing-page";

type DataLayerEvent = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function pushToDataLayer(event: DataLayerEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** Where the embed view is shown, where the browser tells (the partner page's origin). */
function embeddingOrigin(): string | undefined {
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/** `language`: the page's, "en" or "es", so reports can tell the two editions apart; `page`: the one shown now unless said. */
export function pushPageView({
  embed,
  language,
  page = pageShownNow(),
}: {
  embed: boolean;
  language: Locale;
  page?: PageShown;
}): void {
  pushToDataLayer({
    event: "page_view",
    page_path: page.path,
    page_location: page.location,
    page_title: page.title,
    anonymize_ip: ANALYTICS_ANONYMIZE_IP,
    language,
    ...(embed ? { embed: true, embedding_origin: embeddingOrigin() } : {}),
  });
}
