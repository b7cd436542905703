import { useId, useRef } from "react";
// The file partners load, served from this site under a content-hashed name (cached for good).
import pymScriptPath from "pym.js/dist/pym.v1.min.js?url&no-inline";
import type { EmbedView } from "../embed/embed-view";
import { type EmbedSnippetOptions, embedViewPath, iframeSnippet, pymSnippet } from "../embed/embed-snippets";
import { useSiteContext } from "../use-site-context";
import { CopyButton } from "./copy-button";

/** "Embed this": the code a partner site pastes to show `view` of the embed (/embed). */
export function EmbedCode({ view }: { view: Exclude<EmbedView, { kind: "newsroom" }> }) {
  const { site, siteUrl } = useSiteContext();
  const id = useId();
  const options: EmbedSnippetOptions = {
    embedUrl: `${siteUrl}${embedViewPath(view)}`,
    title: view.kind === "contributor" ? `${view.name}, ${site.name}` : site.name,
    pymScriptUrl: `${siteUrl}${pymScriptPath}`,
  };
  return (
    <section className="embed-code" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Embed this</h2>
      <p>
        Show {view.kind === "contributor" ? `${view.name}’s video and stories` : "the project’s video and stories"} on
        your own site: paste this code where the embed should appear. It sizes itself to its content, and its links open
        this site.
      </p>
      <Snippet title="With Pym.js (resizes itself)" code={pymSnippet(options)} label="Copy the Pym.js code" />
      <Snippet
        title="Plain iframe (for pages that take no script)"
        code={iframeSnippet(options)}
        label="Copy the iframe code"
      />
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
