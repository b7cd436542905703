/**
 * Paint first, fonts second (docs/decisions/009). A page paints in system faces; once it is
 * painted (first-paint.ts), this inline-script function loads the web fonts (app/fonts/fonts.css)
 * into the document, and the next route change switches to them (app/fonts/use-web-fonts.ts), when
 * the view is replaced anyway: no text ever reflows in front of the reader, and no font competes
 * with the first paint for the network. Serialised with toString(), so it must stay self-contained.
 */
export interface LateFontsOptions {
  /** The CSS font shorthand of each face, like `1em "Inter Variable"`. */
  faces: string[];
  /** Set on <html> to switch to the web fonts. */
  className: string;
}

/** `firstPaint`: the global that first-paint.ts leaves its promise under. */
export function loadFontsAfterPaint(options: LateFontsOptions, firstPaint: string): void {
  if (!document.fonts) return;
  void (window as unknown as Record<string, Promise<unknown>>)[firstPaint]!.then(() => {
    for (const face of options.faces) document.fonts.load(face).catch(() => {});
  });
}
