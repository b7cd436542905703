import { SMOOTH_SCROLL_DURATION_MS } from "../config/constants";

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

/** Where to scroll: a position, or an element whose position is read again on every frame. */
export type ScrollTarget = number | Element;

/** After landing, the element is followed until its place has held for this many frames… */
const SETTLE_FRAMES = 10;
/** …or for at most this many, when the page keeps moving (a section above laid out late). */
const SETTLE_LIMIT_FRAMES = 120;

/**
 * Scrolls the window to `target` over SMOOTH_SCROLL_DURATION_MS, or at once when the reader
 * prefers reduced motion. Written with requestAnimationFrame rather than `behavior: "smooth"`,
 * whose duration browsers choose themselves. An element is aimed at anew on every frame, and for a
 * few frames after landing: the sections the scroll passes (content-visibility: auto, app/styles/sections.css)
 * take their real height only as they come near the viewport, which moves everything below them.
 */
export function smoothScrollTo(target: ScrollTarget): void {
  cancelSmoothScroll();
  const root = document.documentElement;
  const aim = () =>
    Math.max(
      0,
      Math.min(typeof target === "number" ? target : scrollTopOf(target), root.scrollHeight - window.innerHeight),
    );
  const start = window.scrollY;
  let frame = 0;
  const follows = typeof target !== "number";
  let still = 0;
  let settled = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    delete root.dataset.scrolling;
    for (const type of READER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    if (cancelRunning === stop) cancelRunning = undefined;
  };
  // After landing (the animation's mark gone, as its 468 ms are over): the element is followed
  // while the sections above it settle, until the reader scrolls.
  const settle = () => {
    delete root.dataset.scrolling;
    const top = aim();
    if (Math.abs(top - window.scrollY) >= 1) {
      window.scrollTo({ top, behavior: "instant" });
      still = 0;
    } else still++;
    if (still < SETTLE_FRAMES && ++settled < SETTLE_LIMIT_FRAMES) frame = requestAnimationFrame(settle);
    else stop();
  };
  const landed = () => (follows ? settle() : stop());
  for (const type of READER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  cancelRunning = stop;
  if (prefersReducedMotion() || Math.abs(aim() - start) < 1) {
    window.scrollTo({ top: aim(), behavior: "instant" });
    landed();
    return;
  }
  // Timed from the call, by the clock, not by frame timestamps: a frame's timestamp can precede
  // the call when the main thread was busy, which would cut the animation short.
  const startedAt = performance.now();
  const step = () => {
    const progress = Math.min(1, (performance.now() - startedAt) / SMOOTH_SCROLL_DURATION_MS);
    window.scrollTo({ top: start + (aim() - start) * easeInOutCubic(progress), behavior: "instant" });
    if (progress < 1) frame = requestAnimationFrame(step);
    else landed();
  };
  // Marks the animation, with its start time, for styles that must wait for it and tests that time it.
  root.dataset.scrolling = String(startedAt);
  frame = requestAnimationFrame(step);
}

/** The scroll position that puts `element` at the top, honouring its CSS `scroll-margin-top`. */
export function scrollTopOf(element: Element): number {
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  return element.getBoundingClientRect().top + window.scrollY - margin;
}
