// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import {
  LAZY_IMAGE_EXPANSION_LARGE_PX,
  LAZY_IMAGE_EXPANSION_SMALL_PX,
  LAZY_IMAGE_MIN_SIZE,
  LAZY_IMAGE_SMALL_VIEWPORT_PX,
  LAZY_IMAGE_THROTTLE_MS,
} from "../../../app/config/constants";
import { startLazyImages } from "../../../app/before-hydration/lazy-images";

const OPTIONS = {
  minSize: LAZY_IMAGE_MIN_SIZE,
  throttleMs: LAZY_IMAGE_THROTTLE_MS,
  expansionLarge: LAZY_IMAGE_EXPANSION_LARGE_PX,
  expansionSmall: LAZY_IMAGE_EXPANSION_SMALL_PX,
  smallViewport: LAZY_IMAGE_SMALL_VIEWPORT_PX,
};

/** A lazy <picture> whose image sits `top` px from the top of the viewport. */
function lazyPicture(name: string, top: number, { width = 300, sizes = "100vw" } = {}) {
  const picture = document.createElement("picture");
  picture.innerHTML = `<source type="image/avif" srcset="data:," data-srcset="/${name}-320.avif 320w" sizes="${sizes}">
    <img src="data:," data-src="/${name}-640.webp" data-srcset="/${name}-320.webp 320w" ${sizes === "auto" ? 'data-sizes="auto"' : `sizes="${sizes}"`} alt="">`;
  document.body.append(picture);
  const image = picture.querySelector("img")!;
  const box = { top, bottom: top + 200, left: 0, right: width, width, height: 200 };
  image.getBoundingClientRect = () => ({ ...box, x: 0, y: box.top, toJSON: () => box });
  Object.defineProperty(image, "offsetWidth", { value: width });
  return {
    picture,
    image,
    /** The reader scrolled: the image is now `to` px from the top of the viewport. */
    moveTo(to: number) {
      box.top = to;
      box.bottom = to + 200;
    },
  };
}

function setViewport(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  // jsdom has no matchMedia: this one answers the queries of the form the loader asks,
  // "(max-width: 500px), (max-height: 500px)", for this viewport.
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: [...query.matchAll(/max-(width|height): (\d+)px/g)].some(
      ([, side, limit]) => (side === "width" ? width : height) <= Number(limit),
    ),
  }));
}

let stop: (() => void) | undefined;
const start = () => {
  stop = startLazyImages(OPTIONS);
};

beforeEach(() => {
  vi.useFakeTimers();
  document.body.replaceChildren();
  // jsdom has no IntersectionObserver: these tests exercise the throttled check alone.
  vi.stubGlobal("IntersectionObserver", undefined);
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("startLazyImages", () => {
  test("loads an image within 500 px of a large viewport at once, sources and all", () => {
    setViewport(1280, 800);
    const near = lazyPicture("near", 800 + 480);
    start();
    expect(near.image.getAttribute("src")).toBe("/near-640.webp");
    expect(near.image.getAttribute("srcset")).toBe("/near-320.webp 320w");
    expect(near.picture.querySelector("source")!.getAttribute("srcset")).toBe("/near-320.avif 320w");
    expect(near.image.hasAttribute("data-src")).toBe(false);
  });

  test("leaves an image 600 px below the fold until a scroll brings it within 500 px, checked once per 125 ms", () => {
    setViewport(1280, 800);
    const far = lazyPicture("far", 800 + 600);
    start();
    expect(far.image.getAttribute("src")).toBe("data:,");

    far.moveTo(800 + 440);
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS - 1);
    expect(far.image.getAttribute("src")).toBe("data:,");
    vi.advanceTimersByTime(1);
    expect(far.image.getAttribute("src")).toBe("/far-640.webp");
  });

  test("many scroll events in one period make one check", () => {
    setViewport(1280, 800);
    const far = lazyPicture("far", 5000);
    start();
    const measured = vi.spyOn(far.image, "getBoundingClientRect");
    for (let i = 0; i < 20; i++) window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS);
    expect(measured).toHaveBeenCalledOnce();
    for (let i = 0; i < 20; i++) window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS);
    expect(measured).toHaveBeenCalledTimes(2);
  });

  test("uses 370 px on a viewport 500 px or less in either direction", () => {
    setViewport(375, 667);
    const outside = lazyPicture("outside", 667 + 400);
    const inside = lazyPicture("inside", 667 + 360);
    start();
    expect(outside.image.getAttribute("src")).toBe("data:,");
    expect(inside.image.getAttribute("src")).toBe("/inside-640.webp");
  });

  test("an image added after the page has parsed (a client navigation) loads when near", async () => {
    setViewport(1280, 800);
    start();
    const added = lazyPicture("added", 100);
    await Promise.resolve(); // the MutationObserver's callback runs as a microtask
    vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS);
    expect(added.image.getAttribute("src")).toBe("/added-640.webp");
  });

  test("nodes without lazy images (the hydration code's preload links) measure nothing", async () => {
    setViewport(1280, 800);
    const far = lazyPicture("far", 5000);
    start();
    const measured = vi.spyOn(far.image, "getBoundingClientRect");
    for (let i = 0; i < 10; i++) {
      document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href: `/m${i}.js` }));
      document.body.append(document.createElement("div"));
      await Promise.resolve();
      vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS);
    }
    expect(measured).not.toHaveBeenCalled();
  });

  describe("at `load`", () => {
    /** An observer that sees nothing in jsdom (no layout): what loads here, the checks loaded. */
    class BlindObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    const loadWith = (frame: boolean) => {
      setViewport(1280, 800);
      vi.stubGlobal("IntersectionObserver", BlindObserver);
      if (frame) vi.spyOn(window, "top", "get").mockReturnValue({} as Window);
      const near = lazyPicture("near", 100);
      start();
      const measured = vi.spyOn(near.image, "getBoundingClientRect");
      window.dispatchEvent(new Event("load"));
      vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS);
      return measured;
    };

    test("a top-level page with an observer measures nothing: the observer sees layout changes", () => {
      expect(loadWith(false)).not.toHaveBeenCalled();
    });

    test("a page in a frame, whose observer ignores the margin, checks its images", () => {
      expect(loadWith(true)).toHaveBeenCalledOnce();
    });
  });

  test("automatic sizes take the image's width, or its nearest wider ancestor's below 40 px", () => {
    setViewport(1280, 800);
    const wide = lazyPicture("wide", 100, { width: 240, sizes: "auto" });
    const narrow = lazyPicture("narrow", 100, { width: 10, sizes: "auto" });
    Object.defineProperty(narrow.picture, "offsetWidth", { value: 180 });
    start();
    expect(wide.image.getAttribute("sizes")).toBe("240px");
    expect(narrow.image.getAttribute("sizes")).toBe("180px");
    expect(narrow.picture.querySelector("source")!.getAttribute("sizes")).toBe("180px");
  });
});
