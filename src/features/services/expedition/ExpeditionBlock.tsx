import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { CanopyIllustration } from '@/components/illustrations/CanopyIllustration';
import { HelicopterIllustration } from '@/components/illustrations/HelicopterIllustration';
import { IceIllustration } from '@/components/illustrations/IceIllustration';
import { Carousel, CarouselControls, CarouselSlide, CarouselTrack } from '@/components/ui/Carousel';
import { Image } from '@/components/ui/Image';
import { useLanguage } from '@/i18n/language-context';
import { queryClient } from '@/lib/live-data/query-client';
import { expeditionCopy } from './copy';
import { fetchExpeditionPhotos, type ExpeditionPhoto } from './expedition-photos';

const slideArt = [IceIllustration, HelicopterIllustration, CanopyIllustration];

/** The uploaded photos, or (none uploaded, or the listing failed) the illustrated scenes. */
function Slides({ photos }: { photos: readonly ExpeditionPhoto[] }) {
  const { lang } = useLanguage();
  const copy = expeditionCopy[lang];
  if (photos.length > 0) {
    return photos.map((photo, index) => {
      const alt = photo.alt[lang] || copy.photo(index + 1, photos.length);
      return (
        <CarouselSlide key={photo.url} index={index} total={photos.length}>
          {photo.srcSet ? (
            <img
              src={photo.url}
              srcSet={photo.srcSet}
              sizes="(min-width: 1280px) 560px, (min-width: 1024px) 44vw, 90vw"
              alt={alt}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
              className="block aspect-[4/3] w-full rounded-2xl bg-brand-950 object-cover"
            />
          ) : (
            <Image src={photo.url} alt={alt} width={800} height={600} className="rounded-2xl" />
          )}
        </CarouselSlide>
      );
    });
  }
  return slideArt.map((Art, index) => (
    <CarouselSlide key={copy.slides[index]} index={index} total={slideArt.length}>
      <figure className="m-0 overflow-hidden rounded-2xl">
        <Art className="aspect-[4/3] h-auto w-full" />
        <figcaption className="bg-brand-950 px-4 py-3 text-sm font-semibold">{copy.slides[index]}</figcaption>
      </figure>
    </CarouselSlide>
  ));
}

function Expedition() {
  const { lang } = useLanguage();
  const copy = expeditionCopy[lang];
  // A failed listing is not worth a message: the illustrated scenes stand in (spec, section 8).
  const photos = useQuery({ queryKey: ['expedition-photos'], queryFn: fetchExpeditionPhotos });
  return (
    <section
      aria-labelledby="expedition-title"
      className="mt-20 grid grid-cols-1 items-center gap-10 rounded-3xl bg-brand-900 p-6 text-white sm:p-10 lg:grid-cols-2"
    >
      <div>
        <p className="text-sm font-bold uppercase tracking-wider text-signal-500">{copy.eyebrow}</p>
        <h3 id="expedition-title" className="mt-2 text-2xl font-extrabold sm:text-3xl">
          {copy.title}
        </h3>
        <p className="mt-4 leading-relaxed text-brand-100">{copy.description}</p>
        <h4 className="mt-6 font-bold">{copy.highlightsTitle}</h4>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {copy.highlights.map((highlight) => (
            <li key={highlight} className="check-item text-brand-50 before:size-[18px] before:bg-signal-500">
              {highlight}
            </li>
          ))}
        </ul>
      </div>
      <Carousel label={copy.carouselLabel}>
        <CarouselTrack>
          <Slides photos={photos.data ?? []} />
        </CarouselTrack>
        <CarouselControls className="mt-4" />
      </Carousel>
    </section>
  );
}

/** The Greenland expedition: a carousel of its photos (or illustrated scenes) and four highlights. */
export function ExpeditionBlock() {
  return (
    <QueryClientProvider client={queryClient}>
      <Expedition />
    </QueryClientProvider>
  );
}
