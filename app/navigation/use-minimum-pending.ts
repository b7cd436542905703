import { useEffect, useRef, useState } from "react";
import { MIN_PENDING_DISPLAY_MS } from "../config/constants";

/**
 * A loading state that, once shown, stays at least MIN_PENDING_DISPLAY_MS, so it
 * never flashes: `const showSpinner = useMinimumPending(isLoading)`. Becomes true at once when
 * `pending` does; becomes false when `pending` is false and the minimum time has passed.
 */
export function useMinimumPending(pending: boolean, minimumMs: number = MIN_PENDING_DISPLAY_MS): boolean {
  const [shown, setShown] = useState(pending);
  // When the state was first shown; set by the effect, which runs right after that render.
  const shownAt = useRef<number | undefined>(undefined);

  if (pending && !shown) {
    // Show in the same render the work starts: adjusting state while rendering, as React documents
    // (https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
    setShown(true);
  }

  useEffect(() => {
    if (pending) {
      shownAt.current ??= Date.now();
      return;
    }
    if (shownAt.current === undefined) return;
    const remaining = minimumMs - (Date.now() - shownAt.current);
    const hide = () => {
      shownAt.current = undefined;
      setShown(false);
    };
    if (remaining <= 0) {
      hide();
      return;
    }
    const timer = setTimeout(hide, remaining);
    return () => clearTimeout(timer);
  }, [pending, minimumMs]);

  return pending || shown;
}
