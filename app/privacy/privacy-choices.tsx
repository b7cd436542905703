import { type MouseEvent, useId, useRef, useState } from "react";
import type { AnalyticsConfig } from "./analytics-config";
import { hasOptedOutOfSharing, sendsGlobalPrivacyControl, setOptedOutOfSharing } from "./sharing-choice";
import { useTexts } from "../i18n/use-texts";

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
  const texts = useTexts();

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
        {texts.privacyChoices}
      </a>
      <dialog
        ref={dialog}
        id={dialogId}
        className="privacy-dialog"
        aria-labelledby={titleId}
        onClose={() => opener.current?.focus()}
      >
        <h2 id={titleId}>{texts.privacyChoices}</h2>
        <p>{analytics.gtmId ? texts.privacyCountsWithTagManager : texts.privacyCountsNothing}</p>
        {analytics.metaPixelId ? (
          <>
            <p>{texts.privacyMetaPixel}</p>
            {gpc ? (
              <p>{texts.privacyGpc}</p>
            ) : (
              <label className="privacy-dialog__choice">
                <input type="checkbox" checked={optedOut} onChange={(event) => choose(event.target.checked)} />
                {texts.privacyDoNotShare}
              </label>
            )}
            <p className="privacy-dialog__note">{texts.privacyChoiceKept}</p>
          </>
        ) : (
          <p>{texts.privacySharesNothing}</p>
        )}
        <button type="button" className="privacy-dialog__close" onClick={() => dialog.current?.close()}>
          {texts.close}
        </button>
      </dialog>
    </>
  );
}
