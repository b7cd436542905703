/**
 * The reader's choice about "sharing" under the CCPA/CPRA: a browser's Global Privacy Control
 * signal is an opt-out, and so is the choice made in the "Your privacy choices" dialog (kept in
 * localStorage, reversible). Components read it through `useSharingAllowed`, so an opt-out made on
 * the page reaches the pixel at once.
 */
import { useSyncExternalStore } from "react";
import { PRIVACY_OPT_OUT_STORAGE_KEY } from "../constants";

declare global {
  interface Navigator {
    /** https://privacycg.github.io/gpc-spec/ */
    globalPrivacyControl?: boolean;
  }
}

const listeners = new Set<() => void>();

export function hasGlobalPrivacyControl(): boolean {
  return navigator.globalPrivacyControl === true;
}

export function hasOptedOut(): boolean {
  try {
    return localStorage.getItem(PRIVACY_OPT_OUT_STORAGE_KEY) === "true";
  } catch {
    // Storage refused (a privacy mode): no choice was kept.
    return false;
  }
}

export function setOptedOut(optedOut: boolean): void {
  try {
    if (optedOut) localStorage.setItem(PRIVACY_OPT_OUT_STORAGE_KEY, "true");
    else localStorage.removeItem(PRIVACY_OPT_OUT_STORAGE_KEY);
  } finally {
    for (const listener of listeners) listener();
  }
}

/** Sharing with the social-ad pixel is allowed: no GPC signal and no opt-out. */
export function isSharingAllowed(): boolean {
  return !hasGlobalPrivacyControl() && !hasOptedOut();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made in another tab.
  const onStorage = (event: StorageEvent) => {
    if (event.key === PRIVACY_OPT_OUT_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** False before hydration (the pre-rendered page never loads the pixel) and whenever sharing is off. */
export function useSharingAllowed(): boolean {
  return useSyncExternalStore(subscribe, isSharingAllowed, () => false);
}
