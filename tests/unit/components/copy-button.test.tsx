// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CopyButton } from "../../../app/components/copy-button";
import { COPY_CONFIRMATION_MS } from "../../../app/components/copy-button";
import { COPY_FAILED_MESSAGE } from "../../../app/config/error-messages";
import { en } from "../../../app/i18n/texts/en";

const CODE = '<div data-pym-src="https://stories.example/embed"></div>';

function Snippet() {
  const source = useRef<HTMLElement>(null);
  return (
    <>
      <code ref={source}>{CODE}</code>
      <CopyButton text={CODE} label="Copy the Pym.js code" source={source} texts={en} />
    </>
  );
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
}

describe("CopyButton", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("copies the exact text and confirms it in a live region, for a while", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    render(<Snippet />);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy the Pym.js code" })));
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(status.textContent).toBe("Copied");
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS));
    expect(status.textContent).toBe("");
  });

  it("selects the code and says how to copy it when the clipboard is refused", async () => {
    stubClipboard(() => Promise.reject(new DOMException("Denied", "NotAllowedError")));
    render(<Snippet />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy the Pym.js code" })));
    expect(screen.getByRole("status").textContent).toBe(COPY_FAILED_MESSAGE);
    expect(window.getSelection()?.toString()).toBe(CODE);
  });
});
