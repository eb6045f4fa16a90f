import { ExternalLink, Quote } from '@/components/icons';
import { Carousel, CarouselControls, CarouselSlide, CarouselTrack } from '@/components/ui/Carousel';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { useLanguage } from '@/i18n/language-context';
import { partnersCopy } from './copy';
import { PartnerLogo } from './PartnerLogo';
import { CAROUSEL_PARTNERS, PARTNER_AUTOPLAY_MS, PARTNER_REVEAL_MS, partners } from './partners';
import { useStaggeredReveal } from './use-staggered-reveal';

const shown = partners.slice(0, CAROUSEL_PARTNERS);

export default function PartnersSection() {
  const { lang } = useLanguage();
  const copy = partnersCopy[lang];
  const revealed = useStaggeredReveal(shown.length, PARTNER_REVEAL_MS);
  return (
    <section id="partners" aria-labelledby="partners-title" className="bg-white py-20 dark:bg-slate-950">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="partners-title" eyebrow={copy.eyebrow} title={copy.title}>
          {copy.lead}
        </SectionHeading>
        <Carousel label={copy.carouselLabel} autoplayMs={PARTNER_AUTOPLAY_MS} className="mt-12">
          <CarouselTrack>
            {shown.map((partner, index) => {
              const text = copy.partners[partner.id];
              const visible = revealed === null || index < revealed;
              return (
                <CarouselSlide
                  key={partner.id}
                  index={index}
                  total={shown.length}
                  className="basis-full sm:basis-1/2 lg:basis-1/4"
                >
                  <div
                    data-revealed={visible}
                    className={`h-full rounded-2xl border border-slate-200 bg-slate-50 p-6 transition-transform duration-500 dark:border-slate-700 dark:bg-slate-900 ${visible ? 'visible translate-y-0' : 'invisible translate-y-4'}`}
                  >
                    <PartnerLogo partner={partner} />
                    <h3 className="mt-4 font-bold text-brand-900 dark:text-white">
                      {partner.url ? (
                        <a
                          href={partner.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex items-center gap-1 underline underline-offset-4"
                          aria-label={copy.website(partner.name)}
                        >
                          {partner.name}
                          <ExternalLink aria-hidden="true" size={14} />
                        </a>
                      ) : (
                        partner.name
                      )}
                    </h3>
                    <p className="text-sm font-semibold text-signal-600 dark:text-signal-500">
                      {text.industry}
                    </p>
                    <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{text.description}</p>
                  </div>
                </CarouselSlide>
              );
            })}
          </CarouselTrack>
          <CarouselControls className="mt-6" />
        </Carousel>

        <h3 className="mt-16 text-center text-2xl font-bold text-brand-900 dark:text-white">
          {copy.valuesTitle}
        </h3>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {copy.values.map((value) => (
            <li key={value.title} className="rounded-2xl bg-brand-50 p-6 dark:bg-brand-950">
              <h4 className="font-bold text-brand-900 dark:text-white">{value.title}</h4>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{value.text}</p>
            </li>
          ))}
        </ul>

        <h3 className="mt-16 text-center text-2xl font-bold text-brand-900 dark:text-white">
          {copy.testimonialsTitle}
        </h3>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {copy.testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="m-0 h-full rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
                <Quote aria-hidden="true" size={28} className="text-signal-600 dark:text-signal-500" />
                <blockquote className="mt-3 text-lg text-slate-800 dark:text-slate-100">
                  {testimonial.quote}
                </blockquote>
                <figcaption className="mt-4 text-sm text-slate-600 dark:text-slate-300">
                  <span className="font-bold text-brand-900 dark:text-white">{testimonial.name}</span>
                  {`, ${testimonial.role}, ${testimonial.location}`}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
