import useEmblaCarousel from 'embla-carousel-react';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ChevronLeft, ChevronRight } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { RotationToggle, useAutoRotation, type AutoRotation } from './auto-rotation';

const carouselCopy = {
  en: { previous: 'Previous slide', next: 'Next slide', slide: (n: number, m: number) => `${n} of ${m}` },
  nl: { previous: 'Vorige dia', next: 'Volgende dia', slide: (n: number, m: number) => `${n} van ${m}` },
} as const;

interface CarouselContextValue {
  viewportRef: ReturnType<typeof useEmblaCarousel>[0];
  scrollPrev: () => void;
  scrollNext: () => void;
  /** Present when the slides move on their own. */
  rotation: AutoRotation | null;
  copy: (typeof carouselCopy)['en' | 'nl'];
}

const CarouselContext = createContext<CarouselContextValue | null>(null);

export function useCarousel(): CarouselContextValue {
  const value = useContext(CarouselContext);
  if (!value) throw new Error('useCarousel must be used within a <Carousel />');
  return value;
}

/**
 * A looping carousel: labelled previous/next buttons, arrow keys while focus is inside, and an
 * optional autoplay with a pause button (see `useAutoRotation`). It renders the same markup on the
 * server and in the browser; embla only attaches in effects.
 */
export function Carousel({
  label,
  autoplayMs,
  className = '',
  children,
}: {
  label: string;
  autoplayMs?: number;
  className?: string;
  children: ReactNode;
}) {
  const { lang } = useLanguage();
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' });
  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);
  const root = useRef<HTMLElement>(null);
  const rotation = useAutoRotation(root, autoplayMs, scrollNext);
  const hasRotation = autoplayMs !== undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollNext();
    }
  };

  const value = useMemo(
    () => ({
      viewportRef,
      scrollPrev,
      scrollNext,
      rotation: hasRotation ? rotation : null,
      copy: carouselCopy[lang],
    }),
    [viewportRef, scrollPrev, scrollNext, hasRotation, rotation, lang],
  );
  return (
    <CarouselContext.Provider value={value}>
      <section
        ref={root}
        aria-roledescription="carousel"
        aria-label={label}
        className={`relative ${className}`}
        onKeyDownCapture={onKeyDown}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

/** The sliding track; its children are `CarouselSlide`s. */
export function CarouselTrack({ children, className = '' }: { children: ReactNode; className?: string }) {
  const { viewportRef } = useCarousel();
  return (
    <div ref={viewportRef} className="overflow-hidden">
      <div className={`-ml-4 flex touch-pan-y ${className}`}>{children}</div>
    </div>
  );
}

export function CarouselSlide({
  index,
  total,
  className = 'basis-full',
  children,
}: {
  index: number;
  total: number;
  /** Width of a slide, as flex-basis classes. */
  className?: string;
  children: ReactNode;
}) {
  const { copy } = useCarousel();
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={copy.slide(index + 1, total)}
      className={`min-w-0 shrink-0 grow-0 pl-4 ${className}`}
    >
      {children}
    </div>
  );
}

const arrowClass =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-900 shadow-sm hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800';

/** Previous and next buttons, and pause or play while the slides move on their own, laid out by the caller. */
export function CarouselControls({ className = '' }: { className?: string }) {
  const { scrollPrev, scrollNext, rotation, copy } = useCarousel();
  return (
    <div className={`flex justify-center gap-3 ${className}`}>
      <button type="button" className={arrowClass} onClick={scrollPrev} aria-label={copy.previous}>
        <ChevronLeft aria-hidden="true" size={20} />
      </button>
      {rotation && <RotationToggle rotation={rotation} className={arrowClass} />}
      <button type="button" className={arrowClass} onClick={scrollNext} aria-label={copy.next}>
        <ChevronRight aria-hidden="true" size={20} />
      </button>
    </div>
  );
}
