/** A content image from its source path (content/assets): hashed URL, intrinsic size, a photo's responsive variants. */
import { ResponsiveImage } from '../../client/components/ResponsiveImage.tsx';
import { useImage } from '../context.tsx';

/** Props of Picture. */
export interface PictureProps {
  src: string;
  alt: string;
  /** How wide the image is shown (the `sizes` attribute). */
  sizes: string;
  className?: string;
  /** The page's first image: loaded at once with high priority. */
  eager?: boolean;
}

/** Render a content image by its source path (`<picture>` for a photo, `<img>` for an SVG). */
export function Picture({ src, alt, sizes, className, eager = false }: PictureProps) {
  return <ResponsiveImage image={useImage()(src)} alt={alt} sizes={sizes} className={className} eager={eager} />;
}
