import { useCallback, useRef, useState } from 'react';
import { BalloonIllustration } from '@/components/illustrations/BalloonIllustration';
import { SkyIllustration } from '@/components/illustrations/SkyIllustration';
import { StadiumIllustration } from '@/components/illustrations/StadiumIllustration';
import { SitePhoto } from '@/components/site-photo/SitePhoto';
import { RotationToggle, useAutoRotation } from '@/components/ui/auto-rotation';
import type { HeroCopy } from './copy';

export const HERO_AUTOPLAY_MS = 5000;

const art = [
  { Art: SkyIllustration, place: 'home.hero.1' },
  { Art: StadiumIllustration, place: 'home.hero.2' },
  { Art: BalloonIllustration, place: 'home.hero.3' },
] as const;

/**
 * The hero's three illustrated slides, cross-fading every 5 s until paused. Deliberately not the
 * embla carousel: the hero is in every home visit's first load and has to stay small.
 */
export function HeroSlides({ copy }: { copy: HeroCopy }) {
  const [active, setActive] = useState(0);
  const root = useRef<HTMLElement>(null);
  const total = art.length;
  const advance = useCallback(() => setActive((current) => (current + 1) % total), [total]);
  const rotation = useAutoRotation(root, HERO_AUTOPLAY_MS, advance);

  return (
    <section aria-roledescription="carousel" aria-label={copy.slidesLabel} className="relative" ref={root}>
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl shadow-xl ring-1 ring-black/5 dark:ring-white/10">
        {art.map(({ Art, place }, index) => (
          <div
            key={copy.slides[index]}
            role="group"
            aria-roledescription="slide"
            aria-label={copy.slideLabel(index + 1, total)}
            aria-hidden={index !== active}
            className={`absolute inset-0 transition-opacity duration-700 ${index === active ? 'opacity-100' : 'opacity-0'}`}
          >
            <SitePhoto
              place={place}
              aspect="4 / 3"
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 100vw"
              priority={index === 0}
              className="h-full w-full"
            >
              <Art className="h-full w-full" priority={index === 0} />
            </SitePhoto>
            <p className="absolute inset-x-0 bottom-0 bg-brand-950/80 px-4 py-3 text-sm font-semibold text-white">
              {copy.slides[index]}
            </p>
          </div>
        ))}
      </div>
      <div className="mt-4 flex items-center justify-center gap-2">
        <RotationToggle
          rotation={rotation}
          className="mr-2 inline-flex h-8 w-8 items-center justify-center rounded-full border border-slate-300 text-brand-900 hover:bg-slate-100 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800"
        />
        {art.map((_, index) => (
          <button
            key={index}
            type="button"
            // The dot is drawn by ::before inside a larger target for a finger.
            className={`flex h-6 w-6 items-center justify-center rounded-full before:block before:h-2.5 before:w-2.5 before:rounded-full ${index === active ? 'before:bg-signal-600 dark:before:bg-signal-500' : 'before:bg-slate-400 dark:before:bg-slate-500'}`}
            aria-label={copy.showSlide(index + 1, total)}
            aria-pressed={index === active}
            onClick={() => setActive(index)}
          />
        ))}
      </div>
    </section>
  );
}
