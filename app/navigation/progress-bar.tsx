import { type CSSProperties, useLayoutEffect, useSyncExternalStore } from "react";
import { useNavigation, useRouteError } from "react-router";
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_LOADING_MAX_FRACTION, PROGRESS_BAR_Z_INDEX } from "../config/constants";
import { createProgressBarMachine } from "./progress-bar-machine";

/**
 * One bar per page, kept outside React: the root Layout remounts when the root error boundary
 * takes over (React Router renders it in another element tree), and the bar must outlive that.
 */
const machine = createProgressBarMachine();
let wasBusy = false;

const serverState = () => "idle" as const;

/**
 * The thin bar at the top of the viewport during client navigation, driven by the router's
 * navigation state: pending → start, idle again → done, or fail when the navigation ended in an
 * error. Mounted in the root Layout, which also wraps the root error boundary (the only one: a
 * route error always ends there), so `useRouteError()` here is the navigation's error.
 */
/** `label`: its accessible name, in the page's language ("Page loading", "Cargando la página"). */
export function ProgressBar({ label }: { label: string | undefined }) {
  const busy = useNavigation().state !== "idle";
  const failed = useRouteError() != null;
  // At the commit, not after the paint: the end of a navigation is when its page is in the document,
  // and a passive effect can run after the bar's 200 ms timer on a busy phone, flashing the bar
  // for a navigation that was shown in time.
  useLayoutEffect(() => {
    if (busy) machine.start();
    else if (wasBusy) {
      if (failed) machine.fail();
      else machine.done();
    }
    wasBusy = busy;
  }, [busy, failed]);

  const state = useSyncExternalStore(machine.subscribe, machine.getState, serverState);
  if (state === "idle" || state === "waiting") return null;
  const style = {
    zIndex: PROGRESS_BAR_Z_INDEX,
    "--progress-bar-duration": `${PROGRESS_BAR_DURATION_MS}ms`,
    "--progress-bar-max": PROGRESS_BAR_LOADING_MAX_FRACTION,
  } as CSSProperties;
  return (
    <div className="progress-bar" role="progressbar" aria-label={label} data-state={state} style={style}>
      <div className="progress-bar__fill" />
    </div>
  );
}

/** The page raised an error outside a navigation's data (a render error): the bar turns red too. */
export function failProgressBar(): void {
  machine.fail();
}
