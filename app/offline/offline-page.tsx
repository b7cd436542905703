import { useHydrated } from "../embed/use-hydrated";
import { SavedStoriesList } from "./saved-stories-list";
import { useOfflineTexts } from "./use-offline-texts";

/**
 * The page the service worker shows offline for a page not kept on this device, in that page's
 * language, with the stories saved on it. `?from=` names the page the reader asked for, to try again.
 */
export function OfflinePage() {
  const texts = useOfflineTexts();
  const hydrated = useHydrated();
  const from = hydrated ? new URLSearchParams(location.search).get("from") : null;
  const retry = from?.startsWith("/") && !from.startsWith("//") ? from : undefined;
  return (
    <main id="main" tabIndex={-1} className="offline-page">
      <header className="page-intro">
        <h1>{texts.offlineHeading}</h1>
        <p>{texts.offlineIntro}</p>
        {/* A whole page load: the network decides, through the worker, what comes. */}
        {retry && <a href={retry}>{texts.offlineTryAgain}</a>}
      </header>
      <SavedStoriesList />
    </main>
  );
}
