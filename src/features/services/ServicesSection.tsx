import { Link } from 'react-router-dom';
import { Camera, Trophy, Users, Wrench, type IconComponent } from '@/components/icons';
import { BalloonIllustration } from '@/components/illustrations/BalloonIllustration';
import { HelicopterIllustration } from '@/components/illustrations/HelicopterIllustration';
import { SitePhoto } from '@/components/site-photo/SitePhoto';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { cityName } from '@/content/city-names';
import { useLanguage } from '@/i18n/language-context';
import { track } from '@/lib/analytics';
import { cities } from '@/routing/page-ids';
import { pathFor } from '@/routing/paths';
import { quoteEventName, servicesCopy, type ServiceCardKey } from './copy';
import { ExpeditionBlock } from './expedition/ExpeditionBlock';

const cardIcons: Record<ServiceCardKey, IconComponent> = {
  stadium: Trophy,
  tandem: Users,
  media: Camera,
  rigging: Wrench,
};
const exclusiveArt = { helicopter: HelicopterIllustration, balloon: BalloonIllustration };

const textLink =
  'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 dark:text-brand-300 dark:hover:text-white';

export default function ServicesSection() {
  const { lang } = useLanguage();
  const copy = servicesCopy[lang];
  const contactPath = pathFor('contact', lang);
  return (
    <section id="services" aria-labelledby="services-title" className="bg-white py-20 dark:bg-slate-950">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="services-title" eyebrow={copy.eyebrow} title={copy.title}>
          {copy.lead}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {copy.cards.map((card) => {
            const Icon = cardIcons[card.key];
            return (
              <li
                key={card.key}
                className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-900"
              >
                <Icon aria-hidden="true" size={32} className="text-signal-600 dark:text-signal-500" />
                <h3 className="mt-4 text-xl font-bold text-brand-900 dark:text-white">{card.title}</h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{card.description}</p>
                <ul className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-300">
                  {card.features.map((feature) => (
                    <li key={feature} className="check-item before:bg-brand-600 dark:before:bg-brand-300">
                      {feature}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto flex flex-col gap-3 pt-6">
                  {card.page && (
                    <Link to={pathFor(card.page, lang)} className={`${textLink} text-sm`}>
                      {copy.more(card.title)}
                    </Link>
                  )}
                  <Link
                    to={contactPath}
                    className="btn-primary"
                    data-cta={`services.quote.${card.key}`}
                    onClick={() => track(quoteEventName(card.key), { lang })}
                  >
                    {copy.quote}
                    <span className="sr-only">: {card.title}</span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>

        <div className="mt-12 grid gap-8 rounded-2xl border border-slate-200 p-6 dark:border-slate-700 md:grid-cols-2">
          <nav aria-labelledby="services-specialised">
            <h3 id="services-specialised" className="font-bold text-brand-900 dark:text-white">
              {copy.specialisedTitle}
            </h3>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {copy.specialised.map((item) => (
                <li key={item.id}>
                  <Link to={pathFor(item.id, lang)} className={textLink}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="services-cities">
            <h3 id="services-cities" className="font-bold text-brand-900 dark:text-white">
              {copy.citiesTitle}
            </h3>
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
              {cities.map((city) => (
                <li key={city}>
                  <Link to={pathFor(`city-${city}`, lang)} className={textLink}>
                    {cityName(city)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div className="mt-20">
          <h3 className="text-center text-2xl font-extrabold text-brand-900 dark:text-white sm:text-3xl">
            {copy.exclusiveTitle}
          </h3>
          <p className="mt-2 text-center text-slate-700 dark:text-slate-300">{copy.exclusiveLead}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {copy.exclusive.map((jump) => {
              const Art = exclusiveArt[jump.key];
              return (
                <li
                  key={jump.key}
                  className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
                >
                  <SitePhoto
                    place={`services.${jump.key}`}
                    aspect="2 / 1"
                    sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
                  >
                    <Art className="aspect-[2/1] h-auto w-full" />
                  </SitePhoto>
                  <div className="p-6">
                    <h4 className="text-xl font-bold text-brand-900 dark:text-white">{jump.title}</h4>
                    <p className="mt-2 text-slate-700 dark:text-slate-300">{jump.text}</p>
                    <Link to={pathFor(jump.page, lang)} className={`${textLink} mt-4 inline-block`}>
                      {copy.more(jump.title)}
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>

        <ExpeditionBlock />
      </div>
    </section>
  );
}
