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

/** The heading elements of a tree, in document order. */
function headingsOf(node: Root | Element, found: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type !== "element") continue;
    if (/^h[1-6]$/.test(child.tagName)) found.push(child);
    headingsOf(child, found);
  }
  return found;
}

/**
 * Headings in a content file start wherever the editor started them (`#` or `##`); on the page
 * they sit under the page's own headings. The distinct levels used are mapped, in order, onto
 * consecutive levels from `top`, so the outline never skips a level (`#`, `###` become h3, h4).
 * Returns a function that renders the tree with its headings from a given top level.
 */
function nestedHeadings(tree: Root): (top: number) => string {
  const headings = headingsOf(tree).map((element) => ({ element, level: Number(element.tagName[1]) }));
  const levels = [...new Set(headings.map((h) => h.level))].sort();
  return (top) => {
    for (const { element, level } of headings) element.tagName = `h${Math.min(6, top + levels.indexOf(level))}`;
    return String(stringifier.stringify(tree)).trim();
  };
}

const parser = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(rehypeSanitize)
  // After sanitizing, which would drop `target`; external links open in a new tab without access to this one.
  .use(rehypeExternalLinks, { rel: ["noopener", "noreferrer"], target: "_blank" });
const stringifier = unified().use(rehypeStringify);

/** Markdown to a sanitized tree, with the headings ready to sit under the page's own. */
function renderAt(markdown: string) {
  return nestedHeadings(parser.runSync(parser.parse(markdown)));
}

/**
 * A story body, parsed once, for its two places: under the story's h2 title on its contributor's
 * page (headings from h3) and under its h1 on its own page (headings from h2).
 */
export function renderStoryMarkdown(markdown: string): { bodyHtml: string; ownPageBodyHtml: string } {
  const at = renderAt(markdown);
  return { bodyHtml: at(3), ownPageBodyHtml: at(2) };
}

/** Other page text, under an h2 (the home page's "About the project"): headings start at h3. */
export function renderMarkdown(markdown: string): string {
  return renderAt(markdown)(3);
}
