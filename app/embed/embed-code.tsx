import { useId, useRef } from "react";
import { type InterfaceTexts, fill } from "../i18n/interface-texts";
import { useTexts } from "../i18n/use-texts";
import { CopyButton } from "../components/copy-button";

/** The code a partner pastes for one view, written at build time (app/embed/embed-code.server.ts) so pages carry no code to make it. */
export interface EmbedCodeData {
  pym: string;
  iframe: string;
}

/**
 * "Embed this": the code a partner site pastes to show the embed (/embed) of `subject`, behind a
 * disclosure a reader opens when they want it; a <details>, so it opens before hydration and
 * without JavaScript too. Partners come looking for it; readers should not meet raw HTML.
 */
export function EmbedCode({ code, subject }: { code: EmbedCodeData; subject: string }) {
  const id = useId();
  const texts = useTexts();
  return (
    <section className="embed-code" aria-labelledby={`${id}-title`}>
      <details className="embed-code__disclosure">
        <summary id={`${id}-title`} className="embed-code__summary">
          {texts.embedThis}
        </summary>
        <div className="embed-code__content">
          <p>{fill(texts.embedThisIntro, { subject })}</p>
          <Snippet title={texts.embedPymTitle} code={code.pym} label={texts.copyPymCode} texts={texts} />
          <Snippet title={texts.embedIframeTitle} code={code.iframe} label={texts.copyIframeCode} texts={texts} />
        </div>
      </details>
    </section>
  );
}

function Snippet({ title, code, label, texts }: { title: string; code: string; label: string; texts: InterfaceTexts }) {
  const source = useRef<HTMLElement>(null);
  return (
    <div className="embed-code__snippet">
      <h2>{title}</h2>
      <pre>
        <code ref={source}>{code}</code>
      </pre>
      <CopyButton text={code} label={label} source={source} texts={texts} />
    </div>
  );
}
