/**
 * Markdown to HTML at build time. Raw HTML in a content file is dropped (remark-rehype without
 * `allowDangerousHtml`) and the result is sanitized (rehype-sanitize's GitHub schema, which keeps
 * only http(s)/mailto links), so nothing an editor pastes can run script in a reader's browser.
 * Only this module's output may be passed to `dangerouslySetInnerHTML`.
 */
import type { Element, Root } from "hast";
import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/**
 * Headings in a content file start wherever the editor started them (`#` or `##`); on the page
 * they sit under the page's own headings. The distinct levels used are mapped, in order, onto
 * consecutive levels from `top`, so the outline never skips a level (`#`, `###` become h3, h4).
 */
function nestHeadings(top: number) {
  const headings: Element[] = [];
  const collect = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== "element") continue;
      if (/^h[1-6]$/.test(child.tagName)) headings.push(child);
      collect(child);
    }
  };
  return () => (tree: Root) => {
    headings.length = 0;
    collect(tree);
    const levels = [...new Set(headings.map((h) => Number(h.tagName[1])))].sort();
    for (const heading of headings) {
      heading.tagName = `h${Math.min(6, top + levels.indexOf(Number(heading.tagName[1])))}`;
    }
  };
}

function processor(topHeading: number) {
  return (
    unified()
      .use(remarkParse)
      .use(remarkRehype)
      .use(rehypeSanitize)
      .use(nestHeadings(topHeading))
      // After sanitizing, which would drop `target`; external links open in a new tab without access to this one.
      .use(rehypeExternalLinks, { rel: ["noopener", "noreferrer"], target: "_blank" })
      .use(rehypeStringify)
  );
}

// Both sit under an h2 (the story's title, the home page's "About the project").
const storyProcessor = processor(3);
const plainProcessor = processor(3);

/** A story body: headings start at h3. */
export function renderStoryMarkdown(markdown: string): string {
  return String(storyProcessor.processSync(markdown)).trim();
}

/** Other page text (the home introduction): headings start at h3. */
export function renderMarkdown(markdown: string): string {
  return String(plainProcessor.processSync(markdown)).trim();
}

/**
 * A story body's headings one level higher (h3 → h2, …): on the story's own page its title is the
 * h1, not an h2. Only for this module's own output, in which a `<` of the text is always escaped,
 * so every `<hN` is a heading tag.
 */
export function liftHeadings(html: string): string {
  return html.replace(
    /<(\/?)h([3-6])(?=[\s>])/g,
    (_, slash: string, level: string) => `<${slash}h${Number(level) - 1}`,
  );
}
