/**
 * The words of a story's first paragraph, from its sanitized HTML. Read with the browser's own
 * parser: a story's embed is chosen only once hydrated (embed-view.ts), so this runs in the
 * browser, and its text is set as text, never as markup.
 */
export function openingParagraph(bodyHtml: string): string | undefined {
  if (typeof DOMParser === "undefined") return undefined;
  const paragraph = new DOMParser().parseFromString(bodyHtml, "text/html").querySelector("p");
  const words = paragraph?.textContent?.replace(/\s+/g, " ").trim();
  return words || undefined;
}
