import { useEffect } from "react";
import { clearPendingNavigation, notePendingNavigation, resumeInterruptedNavigation } from "./full-page-load";
import { type NavigationTarget, useNavigationTargets } from "../framework/router-internals";

/** Once per document: the root Layout remounts when the error boundary takes over. */
let started = false;

function notePending(target: NavigationTarget | undefined): void {
  if (target) notePendingNavigation(target.href);
  else clearPendingNavigation();
}

/**
 * Recovering from route code that fails to load (the error page's "chunk failed" case). React
 * Router reloads the page when a route module import fails, but the *current* page: so while a
 * navigation is under way its target is remembered, and a reload that interrupted it continues there.
 */
export function NavigationRecovery() {
  useEffect(() => {
    if (started) return;
    started = true;
    resumeInterruptedNavigation();
  }, []);
  useNavigationTargets(notePending);
  return null;
}
