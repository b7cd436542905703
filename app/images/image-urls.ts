import type { ResponsiveImage } from "./image-types";

/**
 * The name of one variant of an image: its stem (`hero-3fa9…`, or a URL prefix), width and format.
 * The image step names its files with it and pages build their srcsets with it, so the
 * payload carries the stem and widths once instead of every URL.
 */
export function imageVariantName(stem: string, width: number, ext: string): string {
  return `${stem}-${width}.${ext}`;
}

/**
 * The `src` of an image, for browsers that read no srcset: its WebP of middle width. Made from the
 * stem and widths the payload already carries, not carried beside them.
 */
export function imageFallbackSrc(image: Pick<ResponsiveImage, "stem" | "widths">): string {
  const width = image.widths[Math.floor((image.widths.length - 1) / 2)]!;
  return imageVariantName(image.stem, width, "webp");
}

/** The `srcset` of one format of an image. */
export function imageSrcset(image: Pick<ResponsiveImage, "stem" | "widths">, ext: string): string {
  return image.widths.map((width) => `${imageVariantName(image.stem, width, ext)} ${width}w`).join(", ");
}
