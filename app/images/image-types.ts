/** What the image step takes (an image an editor's file names) and what it gives (its variants). */

/** An image an editor's file names, resolved beside it; app/images/images.server.ts makes its variants. */
export interface ImageRef {
  /** Absolute path of the source image. */
  file: string;
  alt: string;
  credit?: string;
  /** The Markdown file and field that name it, for error messages. */
  namedIn?: { file: string; field: string };
}

/** The formats every image is written in, best first; `<source>` elements follow this order. */
export const IMAGE_FORMATS = [
  { ext: "avif", type: "image/avif" },
  { ext: "webp", type: "image/webp" },
] as const;

/**
 * An image as the build's image step wrote it: every `<img>` gets its intrinsic size. The
 * variants' URLs are made from `stem`, a width and a format (app/images/image-urls.ts).
 */
export interface ResponsiveImage {
  /** What every variant's URL starts with: `/assets/content/hero-3fa9…`. */
  stem: string;
  /** Every width written, in each of IMAGE_FORMATS. */
  widths: number[];
  width: number;
  height: number;
  alt: string;
  credit?: string;
  /** A tiny blurred data: URL, shown while the image loads (hero and portrait images only). */
  placeholder?: string;
  /** A 1200 px JPEG for link previews. */
  socialImage?: string;
}
