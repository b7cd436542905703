import type { CSSProperties } from "react";
import { imageFallbackSrc, imageSrcset } from "../images/image-urls";
import { IMAGE_FORMATS, type ResponsiveImage as ResponsiveImageData } from "../images/image-types";

export interface ResponsiveImageProps {
  image: ResponsiveImageData;
  /**
   * The `sizes` attribute: how wide the image is shown at each viewport width. `"auto"` lets the
   * lazy image loader measure the element when it loads it (app/before-hydration/lazy-images.ts).
   */
  sizes: string;
  /** The page's LCP image: loaded at once, ahead of other images. Everything else is lazy. */
  priority?: boolean;
  className?: string;
}

/**
 * An image from the build's image step: AVIF and WebP sources at several widths, intrinsic width
 * and height (so nothing shifts as it loads), and the inlined blurred placeholder behind it when
 * the image has one.
 *
 * A lazy image carries its addresses in data- attributes for the lazy image loader, a transparent
 * pixel as its `src` and its own shape in `--ratio` (so the box keeps its size), and the plain
 * picture in <noscript> for readers without JavaScript. That copy offers WebP alone: AVIF
 * sources there would grow the first round trip every reader waits on, for the few who read
 * without JavaScript (docs/decisions/022).
 */
export function ResponsiveImage({ image, sizes, priority = false, className }: ResponsiveImageProps) {
  if (priority) return <Picture image={image} sizes={sizes} className={className} loading="eager" />;
  return (
    <>
      <Picture image={image} sizes={sizes} className={className ? `${className} lazy-image` : "lazy-image"} lazy />
      <noscript>
        <Picture
          image={image}
          sizes={sizes === "auto" ? "100vw" : sizes}
          className={className}
          loading="lazy"
          sources={false}
        />
      </noscript>
    </>
  );
}

interface PictureProps extends Omit<ResponsiveImageProps, "priority"> {
  /** Addresses in data- attributes, for the lazy image loader. */
  lazy?: boolean;
  loading?: "eager" | "lazy";
  /** The formats before WebP as `<source>`s (AVIF); without them, WebP alone. */
  sources?: boolean;
}

function Picture({ image, sizes, className, lazy = false, loading, sources = true }: PictureProps) {
  const style: CSSProperties | undefined =
    image.placeholder || lazy
      ? {
          ...(lazy ? { "--ratio": `${image.width}/${image.height}` } : {}),
          ...(image.placeholder ? { backgroundImage: `url("${image.placeholder}")` } : {}),
        }
      : undefined;
  // A srcset is required beside sizes (and on a <source>): a lazy image has the pixel's until it loads.
  const placeholder = lazy ? TRANSPARENT_PIXEL : "";
  const address = (srcset: string) =>
    lazy ? { srcSet: `${placeholder} ${image.width}w`, "data-srcset": srcset } : { srcSet: srcset };
  const autoSizes = lazy && sizes === "auto";
  // Until the loader measures it, an automatic size is the full width (valid HTML needs a value).
  const sizesAttributes = autoSizes ? { sizes: "100vw", "data-sizes": "auto" } : { sizes };
  return (
    <picture className={className}>
      {/* The last format (WebP, which every current browser reads) is the <img>'s own srcset. */}
      {(sources ? IMAGE_FORMATS.slice(0, -1) : []).map((format) => (
        <source
          key={format.type}
          type={format.type}
          {...address(imageSrcset(image, format.ext))}
          sizes={sizesAttributes.sizes}
        />
      ))}
      <img
        src={lazy ? placeholder : imageFallbackSrc(image)}
        {...(lazy ? { "data-src": imageFallbackSrc(image) } : {})}
        {...address(imageSrcset(image, "webp"))}
        {...sizesAttributes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={loading}
        fetchPriority={loading === "eager" ? "high" : undefined}
        decoding={loading === "eager" ? undefined : "async"}
        className={image.placeholder ? "has-placeholder" : undefined}
        style={style}
      />
    </picture>
  );
}

/**
 * What a lazy image shows until it loads: a transparent 1×1 GIF. Its square shape is not the
 * image's: the box takes the image's shape from `--ratio` (app/styles/base.css, `.lazy-image > img`). An
 * SVG of the image's shape did both, but Chromium builds a whole SVG document for each shape, in
 * the parser's task (docs/decisions/016); a GIF is decoded in microseconds.
 */
const TRANSPARENT_PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
