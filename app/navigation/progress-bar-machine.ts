import { PROGRESS_BAR_HIDE_DELAY_MS, PROGRESS_BAR_THROTTLE_MS } from "../config/constants";

/**
 * The page-loading bar's states. `waiting` is the throttle: a navigation is under
 * way but nothing shows yet, so one that ends within it never shows a bar. A failure is shown
 * even when fast: the reader should see that the click did not simply do nothing.
 *
 *   idle ─start→ waiting ─200 ms→ loading ─done→ finished ─500 ms→ idle
 *                  │ done → idle      └─fail→ failed ─500 ms→ idle
 */
export type ProgressBarState = "idle" | "waiting" | "loading" | "finished" | "failed";

export interface ProgressBarMachine {
  getState(): ProgressBarState;
  subscribe(listener: () => void): () => void;
  /** A navigation started. */
  start(): void;
  /** The navigation ended with the new page shown. */
  done(): void;
  /** The navigation ended in an error (payload, route module, or the page itself). */
  fail(): void;
}

/** The timer functions, injectable so unit tests can use fake ones. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

export function createProgressBarMachine(timers: Timers = globalTimers): ProgressBarMachine {
  let state: ProgressBarState = "idle";
  let timer: unknown;
  const listeners = new Set<() => void>();

  function set(next: ProgressBarState) {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }
  function cancelTimer() {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  }
  function after(ms: number, next: ProgressBarState) {
    cancelTimer();
    timer = timers.setTimeout(() => {
      timer = undefined;
      set(next);
    }, ms);
  }
  function end(next: "finished" | "failed") {
    set(next);
    after(PROGRESS_BAR_HIDE_DELAY_MS, "idle");
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start() {
      if (state === "waiting" || state === "loading") return;
      if (state === "finished" || state === "failed") {
        // Still on screen from the previous navigation: keep it, loading again.
        cancelTimer();
        set("loading");
        return;
      }
      set("waiting");
      after(PROGRESS_BAR_THROTTLE_MS, "loading");
    },
    done() {
      if (state === "waiting") {
        cancelTimer();
        set("idle");
      } else if (state === "loading") {
        end("finished");
      }
    },
    fail() {
      end("failed");
    },
  };
}
