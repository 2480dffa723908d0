/** The shape of a content image as pages and islands receive it (cli/assets makes it, templates and client/ render it). */

/** A content image's hashed URL and intrinsic size; a photo (JPEG, PNG, WebP) also has its responsive variants. */
export interface ImageAsset {
  /** The file (an SVG as written; for a photo its widest fallback variant). */
  url: string;
  width?: number;
  height?: number;
  /** A photo's fallback variants ("/assets/x-480.<hash>.jpg 480w, …"). */
  srcset?: string;
  /** A photo's modern formats, best first: AVIF, then WebP (unless the source is WebP). */
  sources?: ImageSource[];
}

/** One `<source>` of a `<picture>`: a MIME type and its srcset. */
export interface ImageSource {
  type: string;
  srcset: string;
}
