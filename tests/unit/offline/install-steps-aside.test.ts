import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NAVIGATION_DRAWN_MESSAGE, NAVIGATION_STARTED_MESSAGE } from "../../../app/offline/offline-caches";

// The worker's module reads its tabs through `self.clients`: here, the tabs this test opens.
const openTabs = new Set<string>();
vi.stubGlobal("self", { clients: { get: async (id: string) => (openTabs.has(id) ? { id } : undefined) } });
const { LONGEST_HOLD_MS, installStepsAside, noNavigationUnderWay, noteNavigationMessage } =
  await import("../../../app/offline/install-steps-aside");

const say = (tab: string, message: unknown) =>
  noteNavigationMessage({ source: { id: tab }, data: message } as unknown as ExtendableMessageEvent);

/** Whether `promise` has settled once the timers and microtasks up to now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("the worker's installation stepping aside for a navigation", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    openTabs.clear();
  });
  afterEach(async () => {
    // Every tab's navigation ends, so no hold is left for the next test.
    for (const tab of ["a", "b"]) say(tab, NAVIGATION_DRAWN_MESSAGE);
    vi.useRealTimers();
  });

  it("goes on at once when no tab is navigating", async () => {
    expect(await settled(noNavigationUnderWay())).toBe(true);
  });

  it("waits from a tab's navigation start until its page is drawn", async () => {
    openTabs.add("a");
    expect(say("a", NAVIGATION_STARTED_MESSAGE)).toBe(true);
    const waiting = noNavigationUnderWay();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await settled(waiting)).toBe(false);
    say("a", NAVIGATION_DRAWN_MESSAGE);
    expect(await settled(waiting)).toBe(true);
  });

  it("waits for every tab that is navigating", async () => {
    openTabs.add("a").add("b");
    say("a", NAVIGATION_STARTED_MESSAGE);
    say("b", NAVIGATION_STARTED_MESSAGE);
    const waiting = noNavigationUnderWay();
    say("a", NAVIGATION_DRAWN_MESSAGE);
    expect(await settled(waiting)).toBe(false);
    say("b", NAVIGATION_DRAWN_MESSAGE);
    expect(await settled(waiting)).toBe(true);
  });

  it("lets go when the tab is closed before its page is drawn", async () => {
    openTabs.add("a");
    say("a", NAVIGATION_STARTED_MESSAGE);
    const waiting = noNavigationUnderWay();
    expect(await settled(waiting)).toBe(false);
    openTabs.delete("a");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settled(waiting)).toBe(true);
  });

  it("lets go after LONGEST_HOLD_MS of a tab that never says its page is drawn", async () => {
    openTabs.add("a");
    say("a", NAVIGATION_STARTED_MESSAGE);
    const waiting = noNavigationUnderWay();
    await vi.advanceTimersByTimeAsync(LONGEST_HOLD_MS - 1_000);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settled(waiting)).toBe(true);
  });

  it("holds only the installation's requests, never a tab's own once the worker runs", async () => {
    openTabs.add("a");
    say("a", NAVIGATION_STARTED_MESSAGE);
    const request = new Request("http://localhost/assets/story.js");
    const willFetch = installStepsAside.requestWillFetch!;
    const during = (type: string) => willFetch({ request, event: { type } as ExtendableEvent, state: {} });
    expect(await settled(during("fetch"))).toBe(true);
    const install = during("install");
    expect(await settled(install)).toBe(false);
    say("a", NAVIGATION_DRAWN_MESSAGE);
    expect(await install).toBe(request);
  });

  it("leaves other messages to the worker's other listeners", () => {
    expect(say("a", "skip-waiting")).toBe(false);
    expect(noteNavigationMessage({ source: null, data: NAVIGATION_STARTED_MESSAGE } as ExtendableMessageEvent)).toBe(
      false,
    );
  });
});
