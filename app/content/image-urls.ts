import { type ResponsiveImage } from "./types";

/** The `srcset` of one format of an image: its variants are named like `src`, per width and format. */
export function imageSrcset(image: Pick<ResponsiveImage, "src" | "widths">, ext: string): string {
  const stem = image.src.replace(/-\d+\.webp$/, "");
  return image.widths.map((width) => `${stem}-${width}.${ext} ${width}w`).join(", ");
}
