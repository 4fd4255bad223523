import type { ImageFields } from '#contract/image.js';
import { capSrcset } from './image-srcset.js';

interface ResponsiveImageProps {
  image: ImageFields;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The page's largest image above the fold (LCP): loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
  /** Fills its (aspect-ratio) box with object-cover; otherwise keeps its own ratio. */
  cover?: boolean;
  /** The widest stored width worth loading here (a thumbnail), whatever the screen's density. */
  maxWidth?: number;
}

/**
 * An uploaded picture with width/height (no layout shift), srcset/sizes from the image pipeline, and
 * lazy loading unless it is the priority image. A missing picture shows a soft placeholder.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className = '', cover = true, maxWidth }: ResponsiveImageProps) {
  const fit = cover ? 'size-full object-cover' : 'h-auto w-full';
  if (!image.image) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`bg-gradient-to-br from-brand-50 to-brand-100 ${cover ? 'size-full' : 'aspect-square w-full'} ${className}`}
      />
    );
  }
  const capped = image.imageSrcset && maxWidth ? capSrcset(image.imageSrcset, maxWidth) : null;
  const srcset = capped?.srcset ?? image.imageSrcset;
  return (
    <img
      src={capped?.src ?? image.image}
      srcSet={srcset ?? undefined}
      sizes={srcset ? sizes : undefined}
      width={image.imageWidth ?? undefined}
      height={image.imageHeight ?? undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={`${fit} ${className}`}
    />
  );
}
