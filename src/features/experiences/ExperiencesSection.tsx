import { Link } from 'react-router-dom';
import { BalloonIllustration } from '@/components/illustrations/BalloonIllustration';
import { HelicopterIllustration } from '@/components/illustrations/HelicopterIllustration';
import { SitePhoto } from '@/components/site-photo/SitePhoto';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { useLanguage } from '@/i18n/language-context';
import { pathFor } from '@/routing/paths';
import { experiencesCopy } from './copy';

const art = { helicopter: HelicopterIllustration, balloon: BalloonIllustration };

export default function ExperiencesSection() {
  const { lang } = useLanguage();
  const copy = experiencesCopy[lang];
  return (
    <section
      id="experiences"
      aria-labelledby="experiences-title"
      className="bg-brand-50 py-20 dark:bg-brand-950"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="experiences-title" eyebrow={copy.eyebrow} title={copy.title}>
          {copy.lead}
        </SectionHeading>
        <ul className="mt-12 grid gap-8 md:grid-cols-2">
          {copy.experiences.map((experience) => {
            const Art = art[experience.key];
            return (
              <li
                key={experience.key}
                className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
              >
                <SitePhoto
                  place={`experience.${experience.key}`}
                  aspect="16 / 9"
                  sizes="(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw"
                >
                  <Art className="aspect-[16/9] h-auto w-full" />
                </SitePhoto>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-2xl font-bold text-brand-900 dark:text-white">{experience.title}</h3>
                  <p className="mt-3 text-slate-700 dark:text-slate-300">{experience.text}</p>
                  <ul className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-300">
                    {experience.facts.map((fact) => (
                      <li key={fact} className="check-item before:bg-signal-600 dark:before:bg-signal-500">
                        {fact}
                      </li>
                    ))}
                  </ul>
                  <Link
                    to={pathFor('contact', lang)}
                    className="btn-primary mt-6 self-start"
                    data-cta={`experiences.${experience.key}`}
                  >
                    {copy.book(experience.title)}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
        <h3 className="sr-only">{copy.statsTitle}</h3>
        <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {copy.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-xl bg-white px-3 py-5 text-center ring-1 sm:px-5 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
            >
              <dt className="text-sm text-slate-600 dark:text-slate-300">{stat.label}</dt>
              <dd className="order-first whitespace-nowrap text-2xl font-extrabold text-brand-900 dark:text-white sm:text-3xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
