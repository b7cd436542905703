import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clearPendingNavigation,
  isChunkLoadError,
  loadFullPage,
  notePendingNavigation,
  resumeInterruptedNavigation,
} from "../../../app/navigation/full-page-load";
import { memoryStorage } from "../support/memory-storage";

let location: {
  href: string;
  assign: ReturnType<typeof vi.fn>;
  replace: ReturnType<typeof vi.fn>;
  reload: ReturnType<typeof vi.fn>;
};
let loadType = "navigate";

beforeEach(() => {
  location = { href: "http://localhost/", assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
  vi.stubGlobal("window", { location });
  vi.stubGlobal("sessionStorage", memoryStorage());
  vi.stubGlobal("performance", { getEntriesByType: () => [{ type: loadType }] });
  loadType = "navigate";
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("isChunkLoadError", () => {
  it("recognises the chunk errors of Vite, webpack and the browsers", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: http://x/assets/a.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Loading chunk 42 failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Loading CSS chunk 7 failed"))).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(new Error("Route /x is not pre-rendered"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe("loadFullPage", () => {
  it("loads another URL whole, or reloads the current one", () => {
    expect(loadFullPage("/contribuitor", { now: 1000 })).toBe(true);
    expect(location.assign).toHaveBeenCalledWith("http://localhost/contribuitor");
    expect(loadFullPage("http://localhost/", { now: 100_000 })).toBe(true);
    expect(location.reload).toHaveBeenCalledOnce();
  });

  it("refuses to load the same path again within the guard time, so a failure cannot loop", () => {
    expect(loadFullPage("/embed", { now: 1000 })).toBe(true);
    expect(loadFullPage("/embed", { now: 5000 })).toBe(false);
    expect(location.assign).toHaveBeenCalledTimes(1);
    // Another path, or the same one later, is fine.
    expect(loadFullPage("/contribuitor", { now: 6000 })).toBe(true);
    expect(loadFullPage("/embed", { now: 30_000 })).toBe(true);
  });
});

describe("resuming a navigation interrupted by React Router's reload", () => {
  it("goes on to the target when the page was reloaded mid-navigation", () => {
    notePendingNavigation("/embed");
    loadType = "reload";
    expect(resumeInterruptedNavigation()).toBe(true);
    expect(location.replace).toHaveBeenCalledWith("http://localhost/embed");
  });

  it("does nothing on an ordinary load, or when the navigation had finished", () => {
    notePendingNavigation("/embed");
    expect(resumeInterruptedNavigation()).toBe(false); // loadType "navigate"
    loadType = "reload";
    notePendingNavigation("/embed");
    clearPendingNavigation();
    expect(resumeInterruptedNavigation()).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
  });

  it("does nothing for a stale record, or one made on another page", () => {
    loadType = "reload";
    notePendingNavigation("/embed");
    expect(resumeInterruptedNavigation(Date.now() + 60_000)).toBe(false);
    notePendingNavigation("/embed");
    location.href = "http://localhost/contribuitor";
    expect(resumeInterruptedNavigation()).toBe(false);
  });

  it("does not loop: a second failure for the same target stays put", () => {
    loadType = "reload";
    notePendingNavigation("/embed");
    expect(resumeInterruptedNavigation()).toBe(true);
    notePendingNavigation("/embed");
    expect(resumeInterruptedNavigation()).toBe(false);
    expect(location.replace).toHaveBeenCalledTimes(1);
  });
});
