import { type ComponentProps, Suspense, lazy } from "react";
import { useHydrated } from "../embed/use-hydrated";

// The control and what it saves with come on demand: a story page's first load carries none of it.
const SaveForOffline = lazy(() => import("./save-for-offline").then((m) => ({ default: m.SaveForOffline })));

/** Where a story's "Save for offline" goes: empty in the pre-rendered page, the control once the page runs. */
export function SaveForOfflineSlot(props: ComponentProps<typeof SaveForOffline>) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <SaveForOffline {...props} />
    </Suspense>
  ) : null;
}
