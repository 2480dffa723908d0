/**
 * A content image as the build prepared it: a photo is a `<picture>` (AVIF and WebP sources,
 * its own format as the fallback `<img>`, each with a srcset the browser picks from by `sizes`);
 * an SVG is a plain `<img>`. Width and height always come along (no layout shift). Pure
 * presentation (no render context), so islands (the hub's cards) render it too.
 */
import type { ImageAsset } from '../../types/images.ts';

/** Props of ResponsiveImage. */
export interface ResponsiveImageProps {
  image: ImageAsset;
  alt: string;
  /** How wide the image is shown, as a `sizes` attribute ("(min-width: 1000px) 500px, 100vw"). */
  sizes: string;
  /** The page's first image (an article's cover): loaded at once with high priority; every other one is lazy. */
  eager?: boolean;
  className?: string;
}

/** Render a content image: `<picture>` for a photo, `<img>` for an SVG. */
export function ResponsiveImage({ image, alt, sizes, eager = false, className }: ResponsiveImageProps) {
  const img = (
    <img
      className={className}
      src={image.url}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
