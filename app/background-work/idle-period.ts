/**
 * Resolves in the main thread's next idle period (at the latest after `timeout` ms), where the
 * browser has one; else soon after. Work the reader did not ask for waits for it, so it never
 * comes between the reader and a frame.
 */
export const nextIdlePeriod = (timeout = 2_000) =>
  new Promise<void>((resolve) =>
    "requestIdleCallback" in window ? requestIdleCallback(() => resolve(), { timeout }) : setTimeout(resolve, 50),
  );
