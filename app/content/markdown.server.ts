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

/** Story headings sit under the page's h1 and the story's h2: `#` becomes h3. */
function shiftHeadings(by: number) {
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== "element") continue;
      const level = /^h([1-6])$/.exec(child.tagName);
      if (level) child.tagName = `h${Math.min(6, Number(level[1]) + by)}`;
      visit(child);
    }
  };
  return () => (tree: Root) => visit(tree);
}

function processor(headingShift: number) {
  return (
    unified()
      .use(remarkParse)
      .use(remarkRehype)
      .use(rehypeSanitize)
      .use(shiftHeadings(headingShift))
      // After sanitizing, which would drop `target`; external links open in a new tab without access to this one.
      .use(rehypeExternalLinks, { rel: ["noopener", "noreferrer"], target: "_blank" })
      .use(rehypeStringify)
  );
}

const storyProcessor = processor(2);
const plainProcessor = processor(1);

/** A story body: headings start at h3. */
export function renderStoryMarkdown(markdown: string): string {
  return String(storyProcessor.processSync(markdown)).trim();
}

/** Other page text (the home introduction): headings start at h2. */
export function renderMarkdown(markdown: string): string {
  return String(plainProcessor.processSync(markdown)).trim();
}
