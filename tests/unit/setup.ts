import { afterEach, beforeEach, vi } from "vitest";

// An unexpected console.error fails the test; a test that expects one spies on it itself.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(" ")}`);
  });
});
afterEach(() => {
  consoleError.mockRestore();
});
