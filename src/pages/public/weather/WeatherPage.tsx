import { Link } from 'react-router-dom';
import { JumpStatusPanel } from '@/features/jump-status/JumpStatusPanel';
import { useLanguage } from '@/i18n/language-context';
import { pathFor } from '@/routing/paths';
import { business } from '@contract/business.ts';
import { weatherPageCopy } from './copy';

export default function WeatherPage() {
  const { lang } = useLanguage();
  const t = weatherPageCopy[lang];
  return (
    <article className="prose-page">
      <h1>{t.h1}</h1>
      <p className="text-lg">{t.intro}</p>
      <JumpStatusPanel />
      <h2>{t.rulesTitle}</h2>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {t.rules(business.jumpWeather).map((rule) => (
          <div
            key={rule.title}
            className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700 dark:bg-slate-900"
          >
            <dt className="font-bold text-brand-900 dark:text-white">{rule.title}</dt>
            <dd className="mt-2 text-slate-700 dark:text-slate-300">{rule.text}</dd>
          </div>
        ))}
      </dl>
      <h2>{t.noGoTitle}</h2>
      <p>{t.noGo}</p>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to={pathFor('home', lang)} className="btn-secondary">
          {t.back}
        </Link>
        <Link to={pathFor('contact', lang)} className="btn-primary" data-cta="weather.contact">
          {t.contact}
        </Link>
      </div>
    </article>
  );
}
