import { useCallback, useEffect, useRef, useState } from 'react';
import { useLanguage } from '@/i18n/language-context';

type ImageState = 'loading' | 'loaded' | 'failed';

const unavailable = { en: 'Image unavailable', nl: 'Afbeelding niet beschikbaar' } as const;

export interface ImageProps {
  src: string;
  /** Tried once when `src` fails; without it `src` itself is retried once. */
  fallbackSrc?: string;
  alt: string;
  width: number;
  height: number;
  /** The page's main image: loaded eagerly with high fetch priority. */
  priority?: boolean;
  /** Loaded eagerly without raising priority (the first few images of a page). */
  eager?: boolean;
  className?: string;
}

/**
 * An image with explicit dimensions (no layout shift), a loading state, one retry and then a
 * short message in the visitor's language instead of a broken image.
 */
export function Image({ src, fallbackSrc, alt, width, height, priority, eager, className = '' }: ImageProps) {
  const { lang } = useLanguage();
  const [attempt, setAttempt] = useState({ of: src, src, retried: false });
  const [state, setState] = useState<ImageState>('loading');
  // Another picture for the same place (live stories taking over from the prerendered ones) starts over.
  if (attempt.of !== src) {
    setAttempt({ of: src, src, retried: false });
    setState('loading');
  }
  // The loading state pulses only once the script sees the image still on its way, and never for a
  // lazy one, which may wait off screen for long: pulsing from the prerendered HTML on, it ran over
  // loaded images until hydration, and off screen it kept the main thread drawing frames.
  const [pulse, setPulse] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  const fail = useCallback(() => {
    if (attempt.retried) return setState('failed');
    setAttempt({ of: src, src: fallbackSrc ?? src, retried: true });
    setState('loading');
  }, [attempt.retried, fallbackSrc, src]);

  // A prerendered image may finish loading, or fail, before hydration attaches the handlers.
  useEffect(() => {
    const image = ref.current;
    if (!image) return;
    if (!image.complete) {
      setPulse(image.getAttribute('loading') !== 'lazy');
      return;
    }
    queueMicrotask(() => (image.naturalWidth > 0 ? setState('loaded') : fail()));
    // Only the image present at hydration can have settled unseen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const frame = `relative block overflow-hidden bg-slate-100 dark:bg-slate-800 ${className}`;
  if (state === 'failed') {
    return (
      <span
        role="img"
        aria-label={alt || unavailable[lang]}
        className={`${frame} flex items-center justify-center text-sm text-slate-600 dark:text-slate-300`}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        {unavailable[lang]}
      </span>
    );
  }
  return (
    <span
      className={`${frame} ${state === 'loading' && pulse ? 'animate-pulse motion-reduce:animate-none' : ''}`}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-state={state}
    >
      <img
        ref={ref}
        key={attempt.src}
        src={attempt.src}
        alt={alt}
        width={width}
        height={height}
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className="h-full w-full object-cover"
        onLoad={() => setState('loaded')}
        onError={fail}
      />
    </span>
  );
}
