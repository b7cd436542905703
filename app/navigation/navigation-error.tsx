import { useEffect, useMemo } from "react";
import { isRouteErrorResponse } from "react-router";
import { useTexts } from "../i18n/use-texts";
import { type ErrorDescription, describeError } from "./describe-error";
import { isChunkLoadError, loadFullPage } from "./full-page-load";
import { failProgressBar } from "./progress-bar";

/**
 * What the root error boundary shows for an error, with the navigation failures handled:
 * - a route chunk that failed to load reloads the page at its URL (the navigation's target), once;
 * - a navigation that failed because the browser is offline says so, with a way to retry;
 * - whatever the error, the progress bar turns red (also for a render error, which the router's
 *   navigation state does not carry).
 */
export function useNavigationError(error: unknown, withStack: boolean): ErrorDescription & { offline: boolean } {
  // Decided when the error arrives: coming back online must not rewrite what the page says.
  const offline = useMemo(
    () => typeof navigator !== "undefined" && !navigator.onLine && !isRouteErrorResponse(error),
    [error],
  );
  useEffect(() => {
    if (!offline && isChunkLoadError(error)) loadFullPage(window.location.href);
    else failProgressBar();
  }, [error, offline]);
  const description = describeError(error, { withStack });
  const texts = useTexts();
  return offline ? { ...description, message: texts.offlineNavigation, offline } : { ...description, offline };
}

/** Loads the page the navigation was going to, whole: the URL is already its target. */
export function RetryNavigation() {
  const { retry } = useTexts();
  return (
    <div className="navigation-retry" role="region" aria-label={retry}>
      <button type="button" onClick={() => window.location.reload()}>
        {retry}
      </button>
    </div>
  );
}
