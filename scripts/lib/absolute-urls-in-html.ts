// A story body's HTML with every link and image address made absolute, for a feed: a feed reader
// shows the HTML away from the page, where `/contribuitor/ana` or `#the-night-shift` lead nowhere.
import type { Element, Root } from "hast";
import rehypeParse from "rehype-parse";
import rehypeStringify from "rehype-stringify";
import { unified } from "unified";

/** The attributes that hold an address, in the elements the Markdown sanitizer lets through. */
const URL_PROPERTIES = ["href", "src"] as const;

function resolveAgainst(base: string) {
  return () => (tree: Root) => {
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== "element") continue;
        for (const name of URL_PROPERTIES) {
          const value = child.properties[name];
          if (typeof value === "string") child.properties[name] = new URL(value, base).href;
        }
        visit(child);
      }
    };
    visit(tree);
  };
}

/**
 * `html` (already sanitized: app/content/markdown.server.ts) with its relative addresses resolved
 * against `base`, the absolute URL of the page it is shown on; nothing else changes.
 */
export function withAbsoluteUrls(html: string, base: string): string {
  const processor = unified().use(rehypeParse, { fragment: true }).use(resolveAgainst(base)).use(rehypeStringify);
  return String(processor.processSync(html));
}
