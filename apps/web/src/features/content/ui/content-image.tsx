import { serverEnv } from '@/config/env';
import { apiAssetUrl } from '@/lib/api-client';
import { pictureSizes, pictureSrcSet } from './image-srcset';

/** An image path from the content API as the browser loads it (from the API host, PUBLIC_API_URL). */
export function contentImageUrl(path: string): string {
  return apiAssetUrl(path, serverEnv.publicApiUrl);
}

/**
 * A content image: a plain <img> with its box's size reserved (no layout shift on a slow phone).
 * Below the fold it is lazy and decoded off the main thread. Above the fold it is fetched first and
 * decoded with the frame, so it paints in the first frame it can (an async decode can leave it for a
 * later frame, behind the page's scripts). Decorative unless given an alt text.
 */
export function ContentImage({
  src,
  alt = '',
  width,
  height,
  isAboveFold = false,
  sizes = 'card',
  className = '',
}: {
  src: string | null | undefined;
  alt?: string;
  width: number;
  height: number;
  isAboveFold?: boolean;
  /** How wide the picture is drawn, for an upload's srcset (image-srcset.ts). */
  sizes?: keyof typeof pictureSizes;
  className?: string;
}) {
  if (!src) return null;
  const url = contentImageUrl(src);
  const srcSet = pictureSrcSet(url);
  return (
    // biome-ignore lint/performance/noImgElement: the API serves its own sized WebP images (DESIGN.md §12)
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? pictureSizes[sizes] : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={isAboveFold ? 'eager' : 'lazy'}
      fetchPriority={isAboveFold ? 'high' : undefined}
      decoding={isAboveFold ? undefined : 'async'}
      className={`bg-gray-100 object-cover ${className}`}
    />
  );
}
