import { SMOOTH_SCROLL_DURATION_MS } from "../constants";

/** Ease-in-out (cubic): slow start, fast middle, slow end. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Anything the reader does to scroll stops an animation in progress. */
const READER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "mousedown"] as const;

let cancelRunning: (() => void) | undefined;

/** Stops the animated scroll in progress, if any, where it is. */
export function cancelSmoothScroll(): void {
  cancelRunning?.();
}

/**
 * Scrolls the window to `top` over SMOOTH_SCROLL_DURATION_MS, or at once when the
 * reader prefers reduced motion. Written with requestAnimationFrame rather than
 * `behavior: "smooth"`, whose duration browsers choose themselves.
 */
export function smoothScrollTo(top: number): void {
  cancelSmoothScroll();
  const root = document.documentElement;
  const target = Math.max(0, Math.min(top, root.scrollHeight - window.innerHeight));
  const start = window.scrollY;
  if (prefersReducedMotion() || Math.abs(target - start) < 1) {
    window.scrollTo({ top: target, behavior: "instant" });
    return;
  }
  let frame = 0;
  // Timed from the call, by the clock, not by frame timestamps: a frame's timestamp can precede
  // the call when the main thread was busy, which would cut the animation short.
  const startedAt = performance.now();
  const stop = () => {
    cancelAnimationFrame(frame);
    delete root.dataset.scrolling;
    for (const type of READER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    if (cancelRunning === stop) cancelRunning = undefined;
  };
  const step = () => {
    const progress = Math.min(1, (performance.now() - startedAt) / SMOOTH_SCROLL_DURATION_MS);
    window.scrollTo({ top: start + (target - start) * easeInOutCubic(progress), behavior: "instant" });
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of READER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  cancelRunning = stop;
  // Marks the animation, with its start time, for styles that must wait for it and tests that time it.
  root.dataset.scrolling = String(startedAt);
  frame = requestAnimationFrame(step);
}

/** The scroll position that puts `element` at the top, honouring its CSS `scroll-margin-top`. */
export function scrollTopOf(element: Element): number {
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  return element.getBoundingClientRect().top + window.scrollY - margin;
}
