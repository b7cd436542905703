import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** The browser's online status, for the offline banner and error page; pre-rendered pages assume online. */
function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * A polite banner while the browser is offline. The live region is always in the document, empty
 * when online, so screen readers announce the message when it appears.
 */
export function OfflineBanner({ message }: { message: string | undefined }) {
  const online = useOnlineStatus();
  return (
    <div role="status" className="offline-banner">
      {online ? null : message}
    </div>
  );
}
