import { type KeyboardEvent, useId, useRef, useSyncExternalStore } from "react";
import { hasGlobalPrivacyControl, setOptedOut, useSharingAllowed } from "./privacy-choice";

const noSubscription = () => () => {};

/**
 * Tab and Shift+Tab wrap inside the dialog: a modal <dialog> makes the page inert, but the browser
 * would still let focus leave for its own toolbar.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:enabled, input:enabled")];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * The footer's "Your privacy choices" link and its dialog: what is collected and by whom, and the
 * reader's opt-out of sharing with the social-ad pixel (CCPA/CPRA). A modal <dialog> keeps focus
 * inside and closes on Escape; closing returns focus to the link.
 */
export function PrivacyChoices({ analytics, pixel }: { analytics: boolean; pixel: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const choiceId = useId();
  const allowed = useSharingAllowed();
  const gpc = useSyncExternalStore(noSubscription, hasGlobalPrivacyControl, () => false);

  return (
    <>
      <a
        ref={opener}
        href="#privacy-choices"
        onClick={(event) => {
          event.preventDefault();
          dialog.current?.showModal();
        }}
      >
        Your privacy choices
      </a>
      <dialog
        ref={dialog}
        id="privacy-choices"
        className="privacy-dialog"
        aria-labelledby={titleId}
        onClose={() => opener.current?.focus()}
        onKeyDown={keepFocusInside}
      >
        <h2 id={titleId}>Your privacy choices</h2>
        {analytics && (
          <p>
            We count visits with Google Analytics (through Google Tag Manager): the pages you read, the videos you play,
            and your browser and device, with your IP address anonymized. It only measures this site.
          </p>
        )}
        {pixel && (
          <p>
            We also use Meta&rsquo;s pixel, which shares the pages you visit here with Meta (Facebook) to measure our
            ads. Under California law that is &ldquo;sharing&rdquo; your personal information, and you may opt out:
            below, or by turning on Global Privacy Control in your browser. Your choice is kept in this browser only.
          </p>
        )}
        {pixel && (
          <p>
            <input
              type="checkbox"
              id={choiceId}
              checked={!allowed}
              disabled={gpc}
              onChange={(event) => setOptedOut(event.target.checked)}
            />{" "}
            <label htmlFor={choiceId}>Do not sell or share my personal information</label>
          </p>
        )}
        {pixel && gpc && <p>Your browser sends the Global Privacy Control signal, so nothing is shared with Meta.</p>}
        {pixel && !gpc && (
          <p role="status">
            {allowed ? "Sharing with Meta is on." : "You have opted out: nothing is shared with Meta."}
          </p>
        )}
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </dialog>
    </>
  );
}
