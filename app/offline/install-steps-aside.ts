/// <reference lib="webworker" />
/**
 * The worker's installation steps aside while a reader's page is on its way (service-worker.ts):
 * each file it is about to fetch and cache waits until no tab is between a navigation's start and
 * its new page drawn (register-service-worker.ts says when). On a first visit the installation is
 * about a second of fetching and caching the build's files (36 today); a tap in that second, on a
 * slow phone (4x CPU, 2 cores), had its story page drawn 100–150 ms later than without it
 * (docs/decisions/050).
 */
import type { WorkboxPlugin } from "workbox-core/types";
import { NAVIGATION_DRAWN_MESSAGE, NAVIGATION_STARTED_MESSAGE } from "./offline-caches";

declare const self: ServiceWorkerGlobalScope;

/**
 * The longest one tab's navigation holds the installation: a navigation on a slow network may take
 * seconds, but one that never says its page is drawn must not hold it forever.
 */
export const LONGEST_HOLD_MS = 30_000;
/** How often a hold looks again at the tabs holding it: one closed or gone to another site meanwhile lets go. */
const LOOK_AGAIN_MS = 1_000;

/** The tabs with a navigation under way, by client id, and when each said so. */
const navigating = new Map<string, number>();
let wakeUps: Array<() => void> = [];

/** Takes a tab's word that its navigation started or its page is drawn; false for any other message. */
export function noteNavigationMessage(event: ExtendableMessageEvent): boolean {
  const source = event.source as Client | null;
  if (!source || (event.data !== NAVIGATION_STARTED_MESSAGE && event.data !== NAVIGATION_DRAWN_MESSAGE)) return false;
  if (event.data === NAVIGATION_STARTED_MESSAGE) navigating.set(source.id, Date.now());
  else navigating.delete(source.id);
  for (const wake of wakeUps) wake();
  wakeUps = [];
  return true;
}

async function forgetTabsGone(): Promise<void> {
  const now = Date.now();
  for (const [id, since] of navigating) {
    if (now - since >= LONGEST_HOLD_MS || !(await self.clients.get(id))) navigating.delete(id);
  }
}

/** Resolves once no open tab has a navigation under way. */
export async function noNavigationUnderWay(): Promise<void> {
  for (;;) {
    await forgetTabsGone();
    if (navigating.size === 0) return;
    await new Promise<void>((resolve) => {
      wakeUps.push(resolve);
      setTimeout(resolve, LOOK_AGAIN_MS);
    });
  }
}

/**
 * For the precache's strategy: during the installation only. Afterwards the same strategy answers
 * the tab's own requests for this build's files, which must never wait for the tab's navigation.
 */
export const installStepsAside: WorkboxPlugin = {
  requestWillFetch: async ({ request, event }) => {
    if (event?.type === "install") await noNavigationUnderWay();
    return request;
  },
};
