import { Link } from 'react-router-dom';
import { InlinePhoneLink } from '@/components/contact/InlinePhoneLink';
import { JumpStatusPanel } from '@/features/jump-status/JumpStatusPanel';
import { JumpWeatherSlot } from '@/features/jump-weather/JumpWeatherSlot';
import { useLanguage } from '@/i18n/language-context';
import { pathFor } from '@/routing/paths';
import { business } from '@contract/business.ts';
import { weatherPageCopy } from './copy';

const h2 = 'mt-10 text-2xl font-bold text-brand-900 dark:text-white';
const text = 'mt-4 leading-relaxed text-slate-700 dark:text-slate-300';

// The rules and the structure are prerendered; the forecast dashboard loads after the first paint
// into the room kept for it.
export default function WeatherPage() {
  const { lang } = useLanguage();
  const t = weatherPageCopy[lang];
  return (
    <article className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 dark:text-white sm:text-4xl">
          {t.h1}
        </h1>
        <p className={`${text} text-lg`}>{t.intro}</p>
        <JumpStatusPanel />
      </div>
      <h2 id="weather-forecast-title" className={h2}>
        {t.forecastTitle}
      </h2>
      <div className="max-w-3xl">
        <p className={text}>{t.forecastIntro}</p>
        <p className={text} data-weather-disclaimer="">
          <strong className="font-semibold text-brand-900 dark:text-white">{t.disclaimer}</strong> {t.callUs}{' '}
          <InlinePhoneLink />.
        </p>
      </div>
      <JumpWeatherSlot labelledBy="weather-forecast-title" />
      <div className="max-w-3xl">
        <h2 className={h2}>{t.rulesTitle}</h2>
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
        <h2 className={h2}>{t.noGoTitle}</h2>
        <p className={text}>{t.noGo}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to={pathFor('home', lang)} className="btn-secondary">
            {t.back}
          </Link>
          <Link to={pathFor('contact', lang)} className="btn-primary" data-cta="weather.contact">
            {t.contact}
          </Link>
        </div>
      </div>
    </article>
  );
}
