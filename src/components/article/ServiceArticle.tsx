// The body of a service or landing page: breadcrumb, hero, facts, three features, four steps, the
// safety block where the page has one, and a closing call to action to the contact page.
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '@/components/page/Breadcrumbs';
import { SitePhoto } from '@/components/site-photo/SitePhoto';
import type { ServiceContentPageId } from '@/content/services';
import { useLanguage } from '@/i18n/language-context';
import { usePrerenderedData } from '@/lib/prerendered-data';
import { contactHref } from '@/routing/contact-href';
import type { Language } from '@contract/language.ts';
import { HeroIllustration } from './HeroIllustration';
import type { ServicePageData } from './service-data';

const labels = {
  en: { facts: 'At a glance', features: 'What you get', safety: 'Safety' },
  nl: { facts: 'In het kort', features: 'Wat je krijgt', safety: 'Veiligheid' },
};

const load = (id: ServiceContentPageId, lang: Language) => () =>
  import('./service-data').then((module) => module.servicePageData(id, lang));

export function ServiceArticle({ id }: { id: ServiceContentPageId }) {
  const { lang } = useLanguage();
  const [data, dataElement] = usePrerenderedData<ServicePageData>(`service:${id}:${lang}`, load(id, lang));
  const { copy, safety, facts } = data;
  const t = labels[lang];
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      {dataElement}
      <Breadcrumbs crumbs={data.crumbs} />

      {/* Sized for the longest Dutch compound of a title ("Parachutedemonstraties"), which a half-width
          column at tablet width or 48 px type on a desktop would break mid-word. */}
      <header className="mt-8 grid items-center gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white sm:text-4xl md:text-5xl lg:text-4xl">
            {copy.h1}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{copy.lead}</p>
          <Link
            to={contactHref(data.contactService, lang)}
            className="btn-primary mt-8"
            data-cta="service.hero"
          >
            {copy.ctaLabel}
          </Link>
        </div>
        <div className="mx-auto w-full max-w-md">
          <SitePhoto
            place={`service.${id}.hero`}
            aspect="4 / 3"
            sizes="(min-width: 480px) 448px, 100vw"
            priority
            className="rounded-3xl"
          >
            <HeroIllustration icon={data.icon} />
          </SitePhoto>
        </div>
      </header>

      <section aria-labelledby="facts-title" className="mt-12">
        <h2 id="facts-title" className="sr-only">
          {t.facts}
        </h2>
        <dl className="grid gap-4 rounded-2xl bg-brand-50 p-6 dark:bg-brand-950 sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{fact.label}</dt>
              <dd className="mt-1 text-xl font-bold text-brand-900 dark:text-white">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="features-title" className="mt-16">
        <h2 id="features-title" className="text-2xl font-bold text-brand-900 dark:text-white">
          {t.features}
        </h2>
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          {copy.features.map((feature) => (
            <div
              key={feature.title}
              className="rounded-2xl border border-slate-200 p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
            >
              <h3 className="text-lg font-semibold text-brand-900 dark:text-white">{feature.title}</h3>
              <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{feature.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="steps-title" className="mt-16">
        <h2 id="steps-title" className="text-2xl font-bold text-brand-900 dark:text-white">
          {copy.stepsTitle}
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {copy.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4 lg:flex-col">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-900 font-bold text-white dark:bg-brand-300 dark:text-brand-950"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-brand-900 dark:text-white">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      {safety && (
        <section id="safety" aria-labelledby="safety-title" className="mt-16 scroll-mt-24">
          <h2 id="safety-title" className="text-2xl font-bold text-brand-900 dark:text-white">
            {safety.title}
          </h2>
          <p className="mt-4 max-w-3xl leading-relaxed text-slate-700 dark:text-slate-300">{safety.text}</p>
          <ul className="mt-6 grid gap-3 md:grid-cols-2">
            {safety.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-700 dark:text-slate-300">
                <span aria-hidden="true" className="mt-1 font-bold text-brand-600 dark:text-brand-300">
                  ✓
                </span>
                {point}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section
        aria-labelledby="cta-title"
        className="mt-16 rounded-3xl bg-brand-900 px-6 py-12 text-center text-white dark:bg-brand-950 sm:px-12"
      >
        <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
          {copy.ctaTitle}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl leading-relaxed text-slate-100">{copy.ctaText}</p>
        <Link
          to={contactHref(data.contactService, lang)}
          className="btn-primary mt-8"
          data-cta="service.closing"
        >
          {copy.ctaLabel}
        </Link>
      </section>
    </article>
  );
}
