import { describe, expect, test, vi } from "vitest";
import { destroyPlayer, isDetachedPlayerError } from "../../../app/video/destroy-player";

const fakePlayer = (error?: unknown) => ({
  destroy: vi.fn(() => {
    if (error !== undefined) throw error;
  }),
});

describe("destroyPlayer", () => {
  test("destroys the player and reports nothing when all goes well", () => {
    const player = fakePlayer();
    const report = vi.fn();
    destroyPlayer(player, report);
    expect(player.destroy).toHaveBeenCalledOnce();
    expect(report).not.toHaveBeenCalled();
  });

  test("swallows YouTube's complaint that its player is no longer in the page", () => {
    const report = vi.fn();
    destroyPlayer(
      fakePlayer(
        new Error("The YouTube player is not attached to the DOM. API calls should be made after the onReady event."),
      ),
      report,
    );
    expect(report).not.toHaveBeenCalled();
  });

  test("reports every other error", () => {
    const report = vi.fn();
    const failure = new TypeError("Cannot read properties of null (reading 'pause')");
    destroyPlayer(fakePlayer(failure), report);
    expect(report).toHaveBeenCalledWith(failure);
  });

  test("turns a thrown non-error into an Error", () => {
    const report = vi.fn();
    destroyPlayer(fakePlayer("boom"), report);
    expect(report).toHaveBeenCalledWith(new Error("boom"));
  });
});

describe("isDetachedPlayerError", () => {
  test("recognises the message in an error or a string, and nothing else", () => {
    expect(isDetachedPlayerError(new Error("The YouTube player is not attached to the DOM."))).toBe(true);
    expect(isDetachedPlayerError("The YouTube player is not attached to the DOM.")).toBe(true);
    expect(isDetachedPlayerError(new Error("Network error"))).toBe(false);
    expect(isDetachedPlayerError(undefined)).toBe(false);
  });
});
