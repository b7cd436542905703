// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMinimumPending } from "../../../app/navigation/use-minimum-pending";

describe("useMinimumPending", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows a loading state at once, and keeps it 200 ms even when the work ends sooner", () => {
    const { result, rerender } = renderHook(({ pending }) => useMinimumPending(pending), {
      initialProps: { pending: false },
    });
    expect(result.current).toBe(false);
    rerender({ pending: true });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(50));
    rerender({ pending: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(149));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it("hides at once when the work took longer than 200 ms", () => {
    const { result, rerender } = renderHook(({ pending }) => useMinimumPending(pending), {
      initialProps: { pending: true },
    });
    act(() => vi.advanceTimersByTime(500));
    rerender({ pending: false });
    expect(result.current).toBe(false);
  });

  it("stays shown when the work starts again within the minimum", () => {
    const { result, rerender } = renderHook(({ pending }) => useMinimumPending(pending), {
      initialProps: { pending: true },
    });
    act(() => vi.advanceTimersByTime(100));
    rerender({ pending: false });
    act(() => vi.advanceTimersByTime(50));
    rerender({ pending: true });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(true);
  });

  it("never shows anything when nothing is pending", () => {
    const { result } = renderHook(() => useMinimumPending(false));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
  });
});
