/**
 * Images in content: base path applied, intrinsic size set (no layout shift), lazy-loaded
 * (except the one that opens a page, marked `fetchPriority="high"` at build).
 */
import type { ImgHTMLAttributes } from 'react';
import type { ImageSize } from '@/lib/image-size';

export interface ImageContext {
  /** Prefixes a site path with the base path. */
  withBase: (path: string) => string;
  /** Size of a site path's file under `public/`, when known. */
  sizeOf: (path: string) => ImageSize | null;
}

export function ContentImage({ src, alt, context, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { context: ImageContext }) {
  const source = typeof src === 'string' ? src : '';
  const size = source.startsWith('/') ? context.sizeOf(source) : null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: images are served as files
    <img
      {...rest}
      src={source.startsWith('/') ? context.withBase(source) : source}
      alt={alt ?? ''}
      width={rest.width ?? size?.width}
      height={rest.height ?? size?.height}
      loading={rest.fetchPriority === 'high' ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/** A picture with separate light and dark sources; CSS shows the one for the current mode. */
export function ThemedImage({
  light,
  dark,
  alt,
  priority,
  context,
}: {
  light: string;
  dark: string;
  alt: string;
  /** `high` when the picture opens the page: the light one (the default mode) loads at once. */
  priority?: 'high';
  context: ImageContext;
}) {
  return (
    <>
      <ContentImage src={light} alt={alt} context={context} className="themed-image themed-image-light" fetchPriority={priority} />
      <ContentImage src={dark} alt={alt} context={context} className="themed-image themed-image-dark" />
    </>
  );
}
