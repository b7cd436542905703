/**
 * Adds `<link rel={rel} href={href}>` to the head, unless the page has it already: a route chunk
 * for the module map (`modulepreload`), or a payload React Router's `fetch` will take (`preload`,
 * with the same mode and credentials as that fetch).
 */
export function addHeadLink(rel: "modulepreload" | "preload", href: string): void {
  if (document.head.querySelector(`link[rel="${rel}"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement("link");
  link.rel = rel;
  link.href = href;
  if (rel === "preload") {
    link.as = "fetch";
    link.crossOrigin = "anonymous";
  }
  document.head.append(link);
}
