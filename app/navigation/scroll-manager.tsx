import { useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { smoothScrollTo } from "./smooth-scroll";

/** A hash target that is not on the page yet is waited for this long (it may arrive with content). */
const HASH_TARGET_WAIT_MS = 2000;

/**
 * Takes over from React Router's <ScrollRestoration> so that every scroll is animated
 * (SMOOTH_SCROLL_DURATION_MS): a new page goes to the top, back/forward restores the position saved for that
 * history entry (also after a reload of it), and a URL hash scrolls to its target, waiting for
 * the target if it arrives with the page's content. Positions are kept per history entry key,
 * in sessionStorage, as <ScrollRestoration> does.
 */

const STORAGE_KEY = "scroll-positions";

// Module state, not React state: the root Layout remounts when the error boundary takes over,
// and a remount is not a navigation.
let positions: Record<string, number> | undefined;
let currentKey: string | undefined;

function loadPositions(): Record<string, number> {
  try {
    return (JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>) ?? {};
  } catch {
    return {};
  }
}

function savePositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions ?? {}));
  } catch {
    // Storage refused (private mode, quota): positions are kept for this page's life only.
  }
}

/** How the current document was loaded: only a reload or a back/forward may restore a position. */
function documentLoadType(): string | undefined {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type;
}

/** Scrolls to the element whose id is the hash, now or when it appears; returns a canceller. */
function scrollToHash(hash: string, { skipIfPresent = false } = {}): () => void {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the id up as written.
  }
  const present = document.getElementById(id);
  if (present) {
    if (!skipIfPresent) smoothScrollTo(present);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const target = document.getElementById(id);
    if (!target) return;
    stop();
    smoothScrollTo(target);
  });
  const timeout = window.setTimeout(() => stop(), HASH_TARGET_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timeout);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** Set on the root while the sections laid out only near the viewport are all laid out (sections.css). */
const LAY_OUT_ALL = "data-lay-out-all";

/**
 * A saved offset means what it meant only when the page above it has its real height: sections laid
 * out only near the viewport (content-visibility: auto) stand at an estimated size in a page just
 * rendered again, which put a restored home page hundreds of pixels off. They are laid out for two
 * frames, long enough for the browser to remember their real sizes (`contain-intrinsic-size: auto`).
 */
function layOutDeferredSections(): void {
  const root = document.documentElement;
  root.setAttribute(LAY_OUT_ALL, "");
  requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute(LAY_OUT_ALL)));
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const record = () => {
      if (currentKey !== undefined && positions) positions[currentKey] = Math.round(window.scrollY);
    };
    window.addEventListener("scroll", record, { passive: true });
    window.addEventListener("pagehide", savePositions);
    return () => {
      window.removeEventListener("scroll", record);
      window.removeEventListener("pagehide", savePositions);
    };
  }, []);

  useLayoutEffect(() => {
    // The browser must not restore positions itself, or it fights the animation.
    window.history.scrollRestoration = "manual";
    positions ??= loadPositions();
    if (currentKey === location.key) return;
    const first = currentKey === undefined;
    currentKey = location.key;

    const loadType = documentLoadType();
    const mayRestore = first ? loadType === "reload" || loadType === "back_forward" : navigationType === "POP";
    const saved = mayRestore ? positions[location.key] : undefined;
    if (saved !== undefined) {
      layOutDeferredSections();
      smoothScrollTo(saved);
      return;
    }
    // On a direct load the browser has already placed the view at the top or at the hash target.
    if (location.hash) return scrollToHash(location.hash, { skipIfPresent: first });
    if (!first) smoothScrollTo(0);
    // Scrolling depends on the entry only: a re-render of the same location must not scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
