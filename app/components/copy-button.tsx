import { type RefObject, useEffect, useState } from "react";
import type { InterfaceTexts } from "../i18n/interface-texts";

/** A copy button's "Copied" confirmation stays this long. */
export const COPY_CONFIRMATION_MS = 3000;

export interface CopyButtonProps {
  text: string;
  /** The button's accessible name, saying what it copies. */
  label: string;
  /** The element showing the text: selected for the reader when the clipboard is refused. */
  source: RefObject<HTMLElement | null>;
  /** Its own texts, in the page's language. */
  texts: Pick<InterfaceTexts, "copy" | "copied" | "copyFailed">;
  /** Told once the clipboard has the text (a share control counts the share). */
  onCopied?: () => void;
}

/** Copies `text` to the clipboard and confirms it ("Copied") in a polite live region. */
export function CopyButton({ text, label, source, texts, onCopied }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (outcome !== "copied") return;
    const timer = setTimeout(() => setOutcome("idle"), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome("copied");
      onCopied?.();
    } catch {
      const node = source.current;
      if (node) window.getSelection()?.selectAllChildren(node);
      setOutcome("failed");
    }
  }

  return (
    <p className="copy-button">
      <button type="button" className="copy-button__button" onClick={copy} aria-label={label}>
        {texts.copy}
      </button>
      {/* Always in the page, so screen readers announce the text that appears in it. */}
      <span role="status" className="copy-button__status">
        {outcome === "copied" ? texts.copied : outcome === "failed" ? texts.copyFailed : ""}
      </span>
    </p>
  );
}
