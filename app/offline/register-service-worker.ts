import { SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from "../addresses/site-paths";
import { OFFLINE_TEXTS } from "../i18n/texts/offline";
import { localeOfPath } from "../addresses/site-paths";
import { SKIP_WAITING_MESSAGE } from "./offline-caches";

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
  const registration = await container.register(SERVICE_WORKER_PATH, {
    scope: SERVICE_WORKER_SCOPE,
    updateViaCache: "none",
  });
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
