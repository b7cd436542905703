import type { CSSProperties } from "react";
import { imageSrcset } from "../content/image-urls";
import { IMAGE_FORMATS, type ResponsiveImage as ResponsiveImageData } from "../content/types";

export interface ResponsiveImageProps {
  image: ResponsiveImageData;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** The page's LCP image: loaded at once, ahead of other images. Everything else is lazy. */
  priority?: boolean;
  className?: string;
}

/**
 * An image from the build's image step: AVIF and WebP sources at several widths, intrinsic width
 * and height (so nothing shifts as it loads), and the inlined blurred placeholder behind it when
 * the image has one.
 */
export function ResponsiveImage({ image, sizes, priority = false, className }: ResponsiveImageProps) {
  const style: CSSProperties | undefined = image.placeholder
    ? { backgroundImage: `url("${image.placeholder}")` }
    : undefined;
  return (
    <picture className={className}>
      {/* The last format (WebP, which every current browser reads) is the <img>'s own srcset. */}
      {IMAGE_FORMATS.slice(0, -1).map((format) => (
        <source key={format.type} type={format.type} srcSet={imageSrcset(image, format.ext)} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={imageSrcset(image, "webp")}
        alt={image.alt}
        width={image.width}
        height={image.height}
        sizes={sizes}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? undefined : "async"}
        className={image.placeholder ? "has-placeholder" : undefined}
        style={style}
      />
    </picture>
  );
}
