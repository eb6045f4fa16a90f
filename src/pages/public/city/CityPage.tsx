import { Link } from 'react-router-dom';
import { Breadcrumbs } from '@/components/page/Breadcrumbs';
import { useLanguage } from '@/i18n/language-context';
import { usePrerenderedData } from '@/lib/prerendered-data';
import { contactHref } from '@/routing/contact-href';
import { cities, type City, type PageProps } from '@/routing/page-ids';
import { pathFor } from '@/routing/paths';
import type { Language } from '@contract/language.ts';
import type { CityPageData } from './city-data';
import { cityPageCopy } from './copy';
import { RouteMap } from './RouteMap';

const cityOf = (id: string): City => {
  const city = cities.find((candidate) => id === `city-${candidate}`);
  if (!city) throw new Error(`CityPage cannot show ${id}`);
  return city;
};

const load = (city: City, lang: Language) => () =>
  import('./city-data').then((module) => module.cityPageData(city, lang));

export default function CityPage({ id }: PageProps) {
  const { lang } = useLanguage();
  const city = cityOf(id);
  const [data, dataElement] = usePrerenderedData<CityPageData>(`city:${city}:${lang}`, load(city, lang));
  const t = cityPageCopy[lang];
  const { name, copy: text } = data;
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      {dataElement}
      <Breadcrumbs crumbs={data.crumbs} />
      <h1 className="mt-8 text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white sm:text-5xl">
        {t.h1(name)}
      </h1>
      <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700 dark:text-slate-300">
        {text.intro}
      </p>

      <section aria-labelledby="travel-title" className="mt-14 grid items-start gap-8 md:grid-cols-2">
        <div>
          <h2 id="travel-title" className="text-2xl font-bold text-brand-900 dark:text-white">
            {t.gettingHere}
          </h2>
          <p className="mt-4 leading-relaxed text-slate-700 dark:text-slate-300">{text.travel}</p>
          <h3 className="mt-6 font-semibold text-brand-900 dark:text-white">{t.byTrain}</h3>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{data.trainRoute}</p>
        </div>
        <RouteMap
          from={name}
          to={data.dropZone}
          distanceKm={data.distanceKm}
          label={t.byCar(data.distanceKm, data.driveMinutes)}
          summary={t.summary(name, data.dropZone, data.distanceKm, data.driveMinutes)}
        />
      </section>

      <section aria-labelledby="why-title" className="mt-14">
        <h2 id="why-title" className="text-2xl font-bold text-brand-900 dark:text-white">
          {t.why(name)}
        </h2>
        <p className="mt-4 max-w-3xl leading-relaxed text-slate-700 dark:text-slate-300">
          {text.whyFromHere}
        </p>
      </section>

      <section
        aria-labelledby="tip-title"
        className="mt-10 rounded-2xl border-l-4 border-signal-500 bg-brand-50 p-6 dark:bg-brand-950"
      >
        <h2 id="tip-title" className="font-bold text-brand-900 dark:text-white">
          {t.tip}
        </h2>
        <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{text.localTip}</p>
      </section>

      <section aria-labelledby="city-faq-title" className="mt-14">
        <h2 id="city-faq-title" className="text-2xl font-bold text-brand-900 dark:text-white">
          {t.faq(name)}
        </h2>
        <div className="mt-6 space-y-3">
          {text.faq.map((item) => (
            <details
              key={item.question}
              className="group rounded-xl border border-slate-200 p-4 dark:border-slate-700 dark:bg-slate-900"
            >
              <summary className="cursor-pointer font-semibold text-brand-900 dark:text-white">
                {item.question}
              </summary>
              <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="city-next-title"
        className="mt-14 rounded-3xl bg-brand-900 px-6 py-10 text-white dark:bg-brand-950 sm:px-10"
      >
        <h2 id="city-next-title" className="text-2xl font-bold">
          {t.next}
        </h2>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={contactHref('tandem-jump', lang)} className="btn-primary" data-cta="city.closing">
            {t.contact}
          </Link>
          <Link
            to={pathFor('service-tandem-jumps', lang)}
            className="btn-secondary border-white text-white hover:bg-brand-800 dark:text-white"
          >
            {t.tandem}
          </Link>
          <Link
            to={pathFor('corporate-events', lang)}
            className="btn-secondary border-white text-white hover:bg-brand-800 dark:text-white"
          >
            {t.corporate}
          </Link>
        </div>
      </section>
    </article>
  );
}
