import { type MouseEvent, useId, useRef, useState } from "react";
import type { AnalyticsConfig } from "../analytics/analytics-config";
import { hasOptedOutOfSharing, sendsGlobalPrivacyControl, setOptedOutOfSharing } from "../analytics/privacy-choices";

/**
 * "Your privacy choices": a link in the footer opening a modal dialog (the browser's
 * own <dialog>: focus stays inside, Escape closes it, focus returns to the button) with a short
 * privacy note and, where the site has an ad pixel, the reader's choice not to share.
 */
export function PrivacyChoices({ analytics }: { analytics: AnalyticsConfig }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const dialogId = "privacy-choices";
  const [optedOut, setOptedOut] = useState(false);
  const [gpc, setGpc] = useState(false);

  const open = (event: MouseEvent) => {
    event.preventDefault();
    // Read as the dialog opens: the browser's signal and this browser's stored choice.
    setOptedOut(hasOptedOutOfSharing());
    setGpc(sendsGlobalPrivacyControl());
    dialog.current?.showModal();
  };

  const choose = (next: boolean) => {
    setOptedOut(next);
    setOptedOutOfSharing(next);
  };

  return (
    <>
      <a ref={opener} href={`#${dialogId}`} onClick={open}>
        Your privacy choices
      </a>
      <dialog
        ref={dialog}
        id={dialogId}
        className="privacy-dialog"
        aria-labelledby={titleId}
        onClose={() => opener.current?.focus()}
      >
        <h2 id={titleId}>Your privacy choices</h2>
        {analytics.gtmId ? (
          <p>
            We count visits with Google Tag Manager and Google Analytics: the pages you open and the videos you play,
            with your IP address anonymized. Google processes this for us; it is not used for advertising.
          </p>
        ) : (
          <p>This site counts nothing about your visit.</p>
        )}
        {analytics.metaPixelId ? (
          <>
            <p>
              We also use Meta&apos;s pixel to measure our ads, which under California law is &ldquo;sharing&rdquo; your
              personal information: it tells Meta which of our pages you open.
            </p>
            {gpc ? (
              <p>Your browser sends Global Privacy Control, so we never load Meta&apos;s pixel for you.</p>
            ) : (
              <label className="privacy-dialog__choice">
                <input type="checkbox" checked={optedOut} onChange={(event) => choose(event.target.checked)} />
                Do not share my personal information with Meta
              </label>
            )}
            <p className="privacy-dialog__note">
              Your choice is kept in this browser, and you can change it here at any time.
            </p>
          </>
        ) : (
          <p>We share nothing with advertisers.</p>
        )}
        <button type="button" className="privacy-dialog__close" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </dialog>
    </>
  );
}
