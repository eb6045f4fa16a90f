import { useEffect, useRef, useState } from 'react';
import { BalloonIllustration } from '../../../components/illustrations/BalloonIllustration';
import { SkyIllustration } from '../../../components/illustrations/SkyIllustration';
import { StadiumIllustration } from '../../../components/illustrations/StadiumIllustration';
import { useReducedMotion } from '../../../components/ui/use-reduced-motion';
import type { HeroCopy } from './copy';

export const HERO_AUTOPLAY_MS = 5000;

const art = [SkyIllustration, StadiumIllustration, BalloonIllustration];

/**
 * The hero's three illustrated slides, cross-fading every 5 s. Deliberately not the embla carousel:
 * the hero is in every home visit's first load and has to stay small. Autoplay pauses while the
 * pointer or focus is on it and never runs under reduced motion.
 */
export function HeroSlides({ copy }: { copy: HeroCopy }) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const root = useRef<HTMLElement>(null);
  const reducedMotion = useReducedMotion();
  const total = art.length;

  // Hover and focus anywhere inside pause the rotation, so nothing moves under the reader.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    const events = [
      ['mouseenter', pause],
      ['mouseleave', resume],
      ['focusin', pause],
      ['focusout', resume],
    ] as const;
    events.forEach(([name, handler]) => element.addEventListener(name, handler));
    return () => events.forEach(([name, handler]) => element.removeEventListener(name, handler));
  }, []);

  useEffect(() => {
    if (paused || reducedMotion) return;
    const timer = setInterval(() => setActive((current) => (current + 1) % total), HERO_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, reducedMotion, total]);

  return (
    <section aria-roledescription="carousel" aria-label={copy.slidesLabel} className="relative" ref={root}>
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl shadow-xl ring-1 ring-black/5 dark:ring-white/10">
        {art.map((Art, index) => (
          <figure
            key={copy.slides[index]}
            role="group"
            aria-roledescription="slide"
            aria-label={copy.slideLabel(index + 1, total)}
            aria-hidden={index !== active}
            className={`absolute inset-0 m-0 transition-opacity duration-700 ${index === active ? 'opacity-100' : 'opacity-0'}`}
          >
            <Art className="h-full w-full" />
            <figcaption className="absolute inset-x-0 bottom-0 bg-brand-950/80 px-4 py-3 text-sm font-semibold text-white">
              {copy.slides[index]}
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="mt-4 flex justify-center gap-2">
        {art.map((_, index) => (
          <button
            key={index}
            type="button"
            className="flex h-6 w-6 items-center justify-center rounded-full"
            aria-label={copy.showSlide(index + 1, total)}
            aria-pressed={index === active}
            onClick={() => setActive(index)}
          >
            <span
              className={`block h-2.5 w-2.5 rounded-full ${index === active ? 'bg-signal-600 dark:bg-signal-500' : 'bg-slate-400 dark:bg-slate-500'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
