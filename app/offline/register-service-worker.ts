import { SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from "../addresses/site-paths";
import { OFFLINE_TEXTS } from "../i18n/texts/offline";
import { localeOfPath } from "../addresses/site-paths";
import { NAVIGATION_DRAWN_MESSAGE, NAVIGATION_STARTED_MESSAGE, SKIP_WAITING_MESSAGE } from "./offline-caches";
import { onNavigationStart, routerIdle } from "../background-work/router-state";

/** How often an open tab asks whether a new build is deployed (besides each full page load). */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

let accepted = false;

/**
 * The offer to reload into a new build: a new worker waits (it never takes over a tab by itself,
 * so no tab runs two builds) until the reader accepts; then it takes over and every tab of the site
 * reloads once. Plain DOM: this chunk comes after hydration and React has no part in it.
 */
function offerReload(waiting: ServiceWorker): void {
  if (document.querySelector(".update-offer")) return;
  const texts = OFFLINE_TEXTS[localeOfPath(location.pathname)];
  const offer = document.createElement("div");
  offer.className = "update-offer";
  offer.setAttribute("role", "status");
  const message = document.createElement("p");
  message.textContent = texts.updateReady;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "update-offer__reload";
  button.textContent = texts.updateReload;
  button.addEventListener("click", () => {
    accepted = true;
    button.disabled = true;
    waiting.postMessage(SKIP_WAITING_MESSAGE);
  });
  offer.append(message, button);
  document.body.append(offer);
}

/**
 * Tells a worker being installed when this tab's navigation starts and when its new page is drawn:
 * the installation holds its next file in between (install-steps-aside.ts), so a tap that comes
 * while it runs does not share the phone with it.
 */
function reportNavigations(registration: ServiceWorkerRegistration): void {
  let underWay = false;
  onNavigationStart(() => {
    const installing = registration.installing;
    if (underWay || !installing) return;
    underWay = true;
    installing.postMessage(NAVIGATION_STARTED_MESSAGE);
    void routerIdle().then(() => {
      underWay = false;
      installing.postMessage(NAVIGATION_DRAWN_MESSAGE);
    });
  });
}

/** Registers the site's service worker (scope: the whole site), and offers the reload when a new build's is waiting. */
export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  let reloading = false;
  container.addEventListener("controllerchange", () => {
    // The reader accepted here, or in another tab: this tab reloads into the new build.
    if (reloading || !container.controller) return;
    if (!accepted && !document.querySelector(".update-offer")) return;
    reloading = true;
    location.reload();
  });
  // Never in the middle of a navigation: the installation starts at once.
  await routerIdle();
  const registration = (await container.register(SERVICE_WORKER_PATH, {
    scope: SERVICE_WORKER_SCOPE,
    updateViaCache: "none",
  })) as ServiceWorkerRegistration | undefined;
  // A browser told to refuse workers may answer with nothing (Playwright's `serviceWorkers: "block"`
  // does): then there is nothing to report to, and the navigations' listener must not throw.
  if (!registration) return;
  reportNavigations(registration);
  const offerIfWaiting = () => {
    // Only to a tab a worker already runs: the first worker takes an uncontrolled tab at once.
    if (registration.waiting && container.controller) offerReload(registration.waiting);
  };
  offerIfWaiting();
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") offerIfWaiting();
    });
  });
  const check = () => void registration.update().catch(() => {});
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
}
