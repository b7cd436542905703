// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cancelSmoothScroll, easeInOutCubic, smoothScrollTo } from "../../../app/navigation/smooth-scroll";

let y = 0;
let reducedMotion = false;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance", "Date"] });
  y = 1000;
  reducedMotion = false;
  Object.defineProperty(window, "scrollY", { configurable: true, get: () => y });
  Object.defineProperty(window, "innerHeight", { configurable: true, value: 800 });
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 5000 });
  vi.stubGlobal(
    "scrollTo",
    vi.fn(({ top }: ScrollToOptions) => {
      y = top ?? y;
    }),
  );
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reducedMotion && query.includes("reduce") }));
});
afterEach(() => {
  cancelSmoothScroll();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("easeInOutCubic", () => {
  it("starts and ends slowly, and is halfway at half time", () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
  });
});

describe("smoothScrollTo", () => {
  it("animates over 468 ms, ease-in-out, marking the document while it runs", () => {
    smoothScrollTo(0);
    expect(document.documentElement.dataset.scrolling).toBeDefined();
    vi.advanceTimersByTime(234);
    expect(y).toBeGreaterThan(400);
    expect(y).toBeLessThan(600);
    vi.advanceTimersByTime(220);
    expect(y).toBeGreaterThan(0);
    vi.advanceTimersByTime(30);
    expect(y).toBe(0);
    expect(document.documentElement.dataset.scrolling).toBeUndefined();
  });

  it("is instant when the reader prefers reduced motion", () => {
    reducedMotion = true;
    smoothScrollTo(0);
    expect(y).toBe(0);
    expect(document.documentElement.dataset.scrolling).toBeUndefined();
  });

  it("stops where it is when the reader scrolls", () => {
    smoothScrollTo(0);
    vi.advanceTimersByTime(200);
    const stoppedAt = y;
    window.dispatchEvent(new Event("wheel"));
    vi.advanceTimersByTime(500);
    expect(y).toBe(stoppedAt);
    expect(document.documentElement.dataset.scrolling).toBeUndefined();
  });

  it("never aims past the end of the page", () => {
    smoothScrollTo(99_999);
    vi.advanceTimersByTime(600);
    expect(y).toBe(5000 - 800);
  });

  it("follows an element whose place moves on the way and after landing, as sections above it take their height", () => {
    let documentTop = 3000;
    const element = document.createElement("section");
    element.getBoundingClientRect = () => ({ top: documentTop - y }) as DOMRect;
    smoothScrollTo(element);
    vi.advanceTimersByTime(200);
    documentTop = 3400;
    vi.advanceTimersByTime(300);
    expect(y).toBe(3400);
    expect(document.documentElement.dataset.scrolling).toBeUndefined();
    documentTop = 3520;
    vi.advanceTimersByTime(50);
    expect(y).toBe(3520);
  });

  it("lands on an element at once, and follows it, when the reader prefers reduced motion", () => {
    reducedMotion = true;
    let documentTop = 2000;
    const element = document.createElement("section");
    element.getBoundingClientRect = () => ({ top: documentTop - y }) as DOMRect;
    smoothScrollTo(element);
    expect(y).toBe(2000);
    documentTop = 2300;
    vi.advanceTimersByTime(50);
    expect(y).toBe(2300);
  });
});
