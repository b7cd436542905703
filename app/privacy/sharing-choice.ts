/**
 * The reader's choice about "sharing" (the California Consumer Privacy Act's word for what a
 * social-ad pixel does): off when the browser sends Global Privacy Control, or after the reader
 * opts out in "Your privacy choices". The choice is kept in this browser only (localStorage).
 */
const OPT_OUT_KEY = "privacy:opt-out-of-sharing";

declare global {
  interface Navigator {
    /** https://privacycg.github.io/gpc-spec/ */
    globalPrivacyControl?: boolean;
  }
}

export function sendsGlobalPrivacyControl(): boolean {
  return navigator.globalPrivacyControl === true;
}

export function hasOptedOutOfSharing(): boolean {
  try {
    return localStorage.getItem(OPT_OUT_KEY) === "true";
  } catch {
    // Storage blocked: nothing was chosen here.
    return false;
  }
}

/** Listeners told at once when the reader changes their choice (the pixel stops). */
const listeners = new Set<(optedOut: boolean) => void>();

export function setOptedOutOfSharing(optedOut: boolean): void {
  try {
    if (optedOut) localStorage.setItem(OPT_OUT_KEY, "true");
    else localStorage.removeItem(OPT_OUT_KEY);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  for (const listener of listeners) listener(optedOut);
}

export function onSharingChoice(listener: (optedOut: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function maySharePersonalInformation(): boolean {
  return !sendsGlobalPrivacyControl() && !hasOptedOutOfSharing();
}
