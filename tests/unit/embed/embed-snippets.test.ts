// @vitest-environment jsdom
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { EMBED_FALLBACK_HEIGHT_PX } from "../../../app/embed/embed-snippets";
import { iframeSnippet, pymSnippet } from "../../../app/embed/embed-snippets";

const pym = createRequire(import.meta.url)("pym.js") as { autoInit(): void };

const options = {
  embedUrl: "https://stories.example/embed?contributor=ana-ruiz",
  title: `Ana "Ani" Ruiz, Our <Pandemic> Year`,
  pymScriptUrl: "https://stories.example/assets/pym.v1.min-abc123.js",
};

describe("pymSnippet", () => {
  it("is markup that pym.js itself turns into a titled, resizing iframe of the embed", () => {
    const snippet = pymSnippet(options);
    expect(snippet).toContain(`<script src="${options.pymScriptUrl}" async></script>`);
    document.body.innerHTML = snippet.replace(/<script[^]*<\/script>/, "");
    pym.autoInit();
    const iframe = document.querySelector("iframe");
    expect(iframe?.getAttribute("src")).toMatch(
      /^https:\/\/stories\.example\/embed\?contributor=ana-ruiz&initialWidth=/,
    );
    expect(iframe?.title).toBe(options.title);
    expect(iframe?.hasAttribute("allowfullscreen")).toBe(true);
  });
});

describe("iframeSnippet", () => {
  it("is a titled iframe of a fixed height, with its attributes escaped", () => {
    document.body.innerHTML = iframeSnippet(options);
    const iframe = document.querySelector("iframe")!;
    expect(document.body.children).toHaveLength(1);
    expect(iframe.src).toBe(options.embedUrl);
    expect(iframe.title).toBe(options.title);
    expect(iframe.getAttribute("height")).toBe(String(EMBED_FALLBACK_HEIGHT_PX));
  });
});
