/// <reference lib="webworker" />
/**
 * The service worker, built by scripts/postbuild/service-worker.ts (esbuild, then Workbox's
 * injectManifest fills in `self.__WB_MANIFEST`) and served at /sw.js with `Cache-Control: no-cache`.
 * What it keeps (docs/decisions/044):
 * - precached: this build's code and styles (`/assets/*.js|css`) and each language's offline page;
 * - the pages and payloads the reader opens, network-first (online, always the current ones), the
 *   latest PAGES_KEPT;
 * - the stories the reader saved (app/offline/saved-stories.ts writes them), served when the network
 *   fails, their video with range requests so it seeks;
 * - the code of the build before, by address, so a tab still running it finds its chunks.
 * A new worker waits until the reader accepts the reload (register-service-worker.ts). Its
 * installation holds its next file while a tab's navigation is under way (install-steps-aside.ts).
 */
import { cacheNames, clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { addPlugins, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { RangeRequestsPlugin } from "workbox-range-requests";
import { registerRoute } from "workbox-routing";
import { CacheFirst, CacheOnly, NetworkFirst, NetworkOnly } from "workbox-strategies";
import {
  ASSETS_CACHE,
  ASSETS_KEPT,
  ASSETS_KEPT_DAYS,
  PAGES_CACHE,
  PAGES_KEPT,
  PREFETCHED_AT_HEADER,
  PREFETCH_CACHE,
  PREFETCH_FRESH_MS,
  SAVED_CACHE,
  SKIP_WAITING_MESSAGE,
} from "./offline-caches";
import { installStepsAside, noNavigationUnderWay, noteNavigationMessage } from "./install-steps-aside";
import { DATA_FILE_EXTENSION } from "../framework/payload-file";
import { ROUTE_MANIFEST_PATH } from "../config/constants";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const IMMUTABLE_PREFIX = "/assets/";
const offlinePagePath = (pathname: string) => (/^\/es(?:\/|$)/.test(pathname) ? "/es/offline" : "/offline");

addPlugins([installStepsAside]);
precacheAndRoute(self.__WB_MANIFEST);
clientsClaim();

self.addEventListener("message", (event) => {
  if (noteNavigationMessage(event)) return;
  if (event.data === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

// Before this worker's activation drops the build before's files from the precache, they are kept
// by address: a tab that runs that build loads its route chunks from here until it reloads.
self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const [precache, assets] = await Promise.all([caches.open(cacheNames.precache), caches.open(ASSETS_CACHE)]);
      for (const request of await precache.keys()) {
        if (!new URL(request.url).pathname.startsWith(IMMUTABLE_PREFIX)) continue;
        await noNavigationUnderWay();
        const response = await precache.match(request);
        if (response && !(await assets.match(request))) await assets.put(request, response);
      }
    })(),
  );
});

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: PAGES_KEPT, purgeOnQuotaError: true })],
});

async function fromSaved(request: Request): Promise<Response | undefined> {
  const saved = await caches.open(SAVED_CACHE);
  return saved.match(request, { ignoreSearch: true });
}

// Pages: the network, else the copy kept when the reader opened or saved it, else the offline page
// of the page's language (the address says which), never the browser's error page.
registerRoute(
  ({ request }) => request.mode === "navigate",
  async ({ request, event }) => {
    try {
      return await pages.handle({ request, event });
    } catch {
      const saved = await fromSaved(request);
      if (saved) return saved;
      const { pathname } = new URL(request.url);
      const offline = offlinePagePath(pathname);
      if (pathname === offline) return (await matchPrecache(offline)) ?? Response.error();
      return Response.redirect(`${offline}?from=${encodeURIComponent(pathname)}`, 302);
    }
  },
);

/** A `<link rel="prefetch">`'s request (Chromium says so in Sec-Purpose, earlier versions in Purpose). */
const isPrefetch = (request: Request) =>
  /prefetch/.test(request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "");

/** The payload prefetched for this request moments ago, once; undefined when there is none or it is stale. */
async function takePrefetched(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(PREFETCH_CACHE);
  const response = await cache.match(request, { ignoreSearch: true });
  if (!response) return undefined;
  await cache.delete(request, { ignoreSearch: true });
  const at = Number(response.headers.get(PREFETCHED_AT_HEADER));
  return Date.now() - at < PREFETCH_FRESH_MS ? response : undefined;
}

async function prefetch(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (response.ok) {
    const headers = new Headers(response.headers);
    headers.set(PREFETCHED_AT_HEADER, String(Date.now()));
    // The body is kept decoded.
    headers.delete("Content-Encoding");
    headers.delete("Content-Length");
    const kept = new Response(await response.clone().blob(), { status: response.status, headers });
    await (await caches.open(PREFETCH_CACHE)).put(request, kept);
  }
  return response;
}

// Payloads and the route manifest: the same, without the offline page (the router shows its own error).
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === "GET" &&
    (url.pathname.endsWith(DATA_FILE_EXTENSION) || url.pathname === ROUTE_MANIFEST_PATH),
  async ({ request, event }) => {
    try {
      if (isPrefetch(request)) return await prefetch(request);
      const prefetched = await takePrefetched(request);
      if (prefetched) return prefetched;
      return await pages.handle({ request, event });
    } catch (error) {
      const saved = await fromSaved(request);
      if (saved) return saved;
      throw error;
    }
  },
);

const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [
    new ExpirationPlugin({
      maxEntries: ASSETS_KEPT,
      maxAgeSeconds: ASSETS_KEPT_DAYS * 24 * 60 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});

// A saved story's video, from its saved copy, in the ranges the player asks for.
const savedMedia = new CacheOnly({ cacheName: SAVED_CACHE, plugins: [new RangeRequestsPlugin()] });
const network = new NetworkOnly();
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith(IMMUTABLE_PREFIX),
  async ({ request, event, url }) => {
    if (await (await caches.open(SAVED_CACHE)).match(url.href)) {
      return savedMedia.handle({ request, event });
    }
    // The code, styles and fonts by address (the build before's too); images and media from the network.
    if (/\.(?:js|css|woff2)$/.test(url.pathname)) return assets.handle({ request, event });
    return network.handle({ request, event });
  },
);
