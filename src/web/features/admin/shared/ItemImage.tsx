import { ImageOff } from 'lucide-react';
import type { ImageFields } from '../../../../contract/image.js';
import { admin } from '../../../../contract/messages/admin.js';

/** A stored picture with its srcset and intrinsic size (no layout shift), lazily loaded. */
export function ItemImage({ item, alt, sizes, className = '' }: { item: ImageFields; alt: string; sizes: string; className?: string }) {
  if (!item.image) {
    return (
      <div className={`flex items-center justify-center bg-brand-50 text-brand-300 ${className}`}>
        <ImageOff aria-hidden="true" className="size-8" />
        <span className="sr-only">{admin.common.noImage}</span>
      </div>
    );
  }
  return (
    <img
      src={item.image}
      srcSet={item.imageSrcset ?? undefined}
      sizes={item.imageSrcset ? sizes : undefined}
      width={item.imageWidth ?? undefined}
      height={item.imageHeight ?? undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={`bg-brand-50 object-cover ${className}`}
    />
  );
}
