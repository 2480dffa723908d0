/** A content image with its hashed URL and intrinsic size (no layout shift). */
import { useImage } from '../context.tsx';

/** Props of Picture. */
export interface PictureProps {
  src: string;
  alt: string;
  className?: string;
  eager?: boolean;
}

/** Render a content image (from content/assets) with width, height and lazy loading. */
export function Picture({ src, alt, className, eager = false }: PictureProps) {
  const image = useImage()(src);
  return (
    <img
      className={className}
      src={image.url}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
