// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { VIDEO_STALL_TIMEOUT_MS } from "../../../app/video/playback-watch";
import { watchPlayback } from "../../../app/video/playback-watch";

/** A <video> with one <source> and one captions <track>, as the player makes it. */
function videoElement() {
  const media = document.createElement("video");
  const source = document.createElement("source");
  const track = document.createElement("track");
  media.append(source, track);
  return { media, source, track };
}

const domError = (name: string, message = name) => Object.assign(new Error(message), { name });

describe("watchPlayback", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test("reports a source the browser refuses (no decoder, not found), once", () => {
    const { media, source } = videoElement();
    const unplayable = vi.fn();
    const watch = watchPlayback(media, unplayable);
    source.dispatchEvent(new Event("error"));
    watch.playRejected(domError("NotSupportedError", "The element has no supported sources."));
    media.dispatchEvent(new Event("error"));
    vi.advanceTimersByTime(VIDEO_STALL_TIMEOUT_MS);
    expect(unplayable).toHaveBeenCalledOnce();
    expect(unplayable.mock.calls[0]![0]).toMatch(/no source it can play/);
  });

  test("reports play() refused for want of a playable source", () => {
    const { media } = videoElement();
    const unplayable = vi.fn();
    watchPlayback(media, unplayable).playRejected(
      domError("NotSupportedError", "The element has no supported sources."),
    );
    expect(unplayable).toHaveBeenCalledWith("play() was refused: The element has no supported sources.");
  });

  test("reports a load with no video data by the time limit, and not before", () => {
    const { media } = videoElement();
    const unplayable = vi.fn();
    watchPlayback(media, unplayable);
    vi.advanceTimersByTime(VIDEO_STALL_TIMEOUT_MS - 1);
    expect(unplayable).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(unplayable).toHaveBeenCalledWith(`no video data within ${VIDEO_STALL_TIMEOUT_MS / 1000} s`);
  });

  test("is content once the first frame has arrived, and still hears a later failure", () => {
    const { media } = videoElement();
    const unplayable = vi.fn();
    watchPlayback(media, unplayable);
    media.dispatchEvent(new Event("loadeddata"));
    vi.advanceTimersByTime(VIDEO_STALL_TIMEOUT_MS * 2);
    expect(unplayable).not.toHaveBeenCalled();
    media.dispatchEvent(new Event("error"));
    expect(unplayable).toHaveBeenCalledOnce();
  });

  test("waits for the reader when the browser wants another tap, and ignores an interrupted load", () => {
    const { media } = videoElement();
    const unplayable = vi.fn();
    const watch = watchPlayback(media, unplayable);
    watch.playRejected(domError("AbortError"));
    watch.playRejected(domError("NotAllowedError"));
    vi.advanceTimersByTime(VIDEO_STALL_TIMEOUT_MS * 2);
    expect(unplayable).not.toHaveBeenCalled();
  });

  test("leaves a video whose captions fail to load playable", () => {
    const { media, track } = videoElement();
    const unplayable = vi.fn();
    watchPlayback(media, unplayable);
    track.dispatchEvent(new Event("error"));
    media.dispatchEvent(new Event("loadeddata"));
    expect(unplayable).not.toHaveBeenCalled();
  });

  test("says nothing once stopped (the player torn down)", () => {
    const { media, source } = videoElement();
    const unplayable = vi.fn();
    watchPlayback(media, unplayable).stop();
    source.dispatchEvent(new Event("error"));
    vi.advanceTimersByTime(VIDEO_STALL_TIMEOUT_MS);
    expect(unplayable).not.toHaveBeenCalled();
  });
});
