import { useId, useRef } from "react";
import type { EmbedCodeData } from "../embed/embed-code.server";
import { CopyButton } from "./copy-button";

/** "Embed this": the code a partner site pastes to show the embed (/embed) of `subject`. */
export function EmbedCode({ code, subject }: { code: EmbedCodeData; subject: string }) {
  const id = useId();
  return (
    <section className="embed-code" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Embed this</h2>
      <p>
        Show {subject} on your own site: paste this code where the embed should appear. It sizes itself to its content,
        and its links open this site.
      </p>
      <Snippet title="With Pym.js (resizes itself)" code={code.pym} label="Copy the Pym.js code" />
      <Snippet title="Plain iframe (for pages that take no script)" code={code.iframe} label="Copy the iframe code" />
    </section>
  );
}

function Snippet({ title, code, label }: { title: string; code: string; label: string }) {
  const source = useRef<HTMLElement>(null);
  return (
    <div className="embed-code__snippet">
      <h3>{title}</h3>
      <pre>
        <code ref={source}>{code}</code>
      </pre>
      <CopyButton text={code} label={label} source={source} />
    </div>
  );
}
