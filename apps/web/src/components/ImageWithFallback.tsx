import { MESSAGES } from '@fengshui/shared/messages';
import { type ImgHTMLAttributes, useEffect, useState } from 'react';

export const FALLBACK_IMAGE = '/images/fallback-product.svg';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  /** docs/catalogue.md#product-page: some places show a "No Image" box instead of the fallback picture. */
  placeholder?: 'image' | 'text';
}

/** Any product image: a missing or broken one never shows the browser's broken-image icon. */
export function ImageWithFallback({
  src,
  placeholder = 'image',
  alt = '',
  className,
  srcSet,
  ...rest
}: Props) {
  const [failed, setFailed] = useState(!src);
  useEffect(() => setFailed(!src), [src]);

  if (failed && placeholder === 'text') {
    return (
      <div
        role="img"
        aria-label={alt || MESSAGES.noImage}
        className={`flex items-center justify-center bg-stone-100 text-sm text-stone-500 ${className ?? ''}`}
      >
        {MESSAGES.noImage}
      </div>
    );
  }
  return (
    <img
      {...rest}
      alt={alt}
      className={className}
      src={failed ? FALLBACK_IMAGE : (src ?? FALLBACK_IMAGE)}
      srcSet={failed ? undefined : srcSet}
      onError={() => setFailed(true)}
    />
  );
}
