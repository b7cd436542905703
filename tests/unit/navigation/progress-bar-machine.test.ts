import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createProgressBarMachine } from "../../../app/navigation/progress-bar-machine";

describe("progress bar state machine", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function machineWithLog() {
    const machine = createProgressBarMachine();
    const states: string[] = [];
    machine.subscribe(() => states.push(machine.getState()));
    return { machine, states };
  }

  it("starts idle", () => {
    expect(createProgressBarMachine().getState()).toBe("idle");
  });

  it("shows nothing during the first 200 ms of a navigation", () => {
    const { machine } = machineWithLog();
    machine.start();
    expect(machine.getState()).toBe("waiting");
    vi.advanceTimersByTime(199);
    expect(machine.getState()).toBe("waiting");
    vi.advanceTimersByTime(1);
    expect(machine.getState()).toBe("loading");
  });

  it("never shows a navigation that finishes within 200 ms", () => {
    const { machine, states } = machineWithLog();
    machine.start();
    vi.advanceTimersByTime(150);
    machine.done();
    vi.advanceTimersByTime(5000);
    expect(states).toEqual(["waiting", "idle"]);
  });

  it("fills when done, and hides 500 ms later", () => {
    const { machine, states } = machineWithLog();
    machine.start();
    vi.advanceTimersByTime(1000);
    machine.done();
    expect(machine.getState()).toBe("finished");
    vi.advanceTimersByTime(499);
    expect(machine.getState()).toBe("finished");
    vi.advanceTimersByTime(1);
    expect(states).toEqual(["waiting", "loading", "finished", "idle"]);
  });

  it("turns red on failure, and hides like a finished bar", () => {
    const { machine, states } = machineWithLog();
    machine.start();
    vi.advanceTimersByTime(300);
    machine.fail();
    expect(machine.getState()).toBe("failed");
    vi.advanceTimersByTime(500);
    expect(states).toEqual(["waiting", "loading", "failed", "idle"]);
  });

  it("shows a failure even when it comes within 200 ms", () => {
    const { machine, states } = machineWithLog();
    machine.start();
    vi.advanceTimersByTime(50);
    machine.fail();
    vi.advanceTimersByTime(200);
    expect(machine.getState()).toBe("failed");
    vi.advanceTimersByTime(300);
    expect(states).toEqual(["waiting", "failed", "idle"]);
  });

  it("keeps loading while still loading, whatever the time", () => {
    const { machine } = machineWithLog();
    machine.start();
    vi.advanceTimersByTime(60_000);
    expect(machine.getState()).toBe("loading");
    machine.start(); // a redirect: a second navigation inside the first
    expect(machine.getState()).toBe("loading");
  });

  it("goes straight back to loading when a navigation starts while the bar is still shown", () => {
    const { machine } = machineWithLog();
    machine.start();
    vi.advanceTimersByTime(300);
    machine.done();
    vi.advanceTimersByTime(200);
    machine.start();
    expect(machine.getState()).toBe("loading");
    vi.advanceTimersByTime(1000); // the old hide timer must not fire
    expect(machine.getState()).toBe("loading");
  });

  it("ignores done() when idle", () => {
    const { machine, states } = machineWithLog();
    machine.done();
    expect(states).toEqual([]);
  });

  it("stops notifying after unsubscribe", () => {
    const machine = createProgressBarMachine();
    const listener = vi.fn();
    const unsubscribe = machine.subscribe(listener);
    machine.start();
    unsubscribe();
    vi.advanceTimersByTime(200);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
