/** Illustrations are decorative: the text around them carries the meaning. */
export interface IllustrationProps {
  className?: string;
  /** The page's first image, fetched at once; any other waits until it nears the viewport. */
  priority?: boolean;
}

/**
 * A drawn scene as an image file rather than inline SVG: the page's HTML stays small, and the
 * browser caches each drawing once for every page. `object-cover` crops it as the drawing's own
 * `xMidYMid slice` does.
 */
export function Illustration({ src, className = '', priority = false }: IllustrationProps & { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={400}
      height={300}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={`object-cover ${className}`}
    />
  );
}
