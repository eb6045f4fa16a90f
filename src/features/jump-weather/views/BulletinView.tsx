// The bulletin view: the written forecast per day, as a drop zone manager posts it, with the day's
// outlook in words beside its colour and icon.
import { useId } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { writeBulletin } from '@contract/weather/bulletin.ts';
import type { JumpWeatherForecast } from '@contract/weather/forecast.ts';
import type { WindUnit } from '@contract/weather/units.ts';
import { bulletinCopy } from './bulletin/copy';
import { OutlookMark } from './OutlookMark';

export default function BulletinView({
  forecast,
  windUnit,
}: {
  forecast: JumpWeatherForecast;
  windUnit: WindUnit;
}) {
  const { lang } = useLanguage();
  const copy = bulletinCopy[lang];
  const titleId = useId();
  const sections = writeBulletin(forecast, lang, windUnit);

  return (
    <article aria-labelledby={titleId} className="grid gap-6" data-weather-bulletin="">
      <div>
        <h3 id={titleId} className="text-xl font-bold text-brand-900 dark:text-white">
          {copy.title}
        </h3>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{copy.intro}</p>
      </div>
      {sections.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 p-5 text-slate-700 dark:border-slate-700 dark:text-slate-300">
          {copy.empty}
        </p>
      ) : (
        sections.map((section) => (
          <section
            key={section.date}
            aria-labelledby={`${titleId}-${section.date}`}
            className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700 dark:bg-slate-900"
            data-bulletin-day={section.date}
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h4
                id={`${titleId}-${section.date}`}
                className="text-lg font-bold text-brand-900 dark:text-white"
              >
                {section.heading}
              </h4>
              <OutlookMark outlook={section.outlook} label={section.outlookText} size="small" />
            </div>
            {section.periods.map((period) => (
              <p key={period.period} className="mt-3 max-w-prose text-slate-800 dark:text-slate-200">
                <span className="font-semibold text-brand-900 dark:text-white">{period.label}:</span>{' '}
                {period.text}
              </p>
            ))}
          </section>
        ))
      )}
    </article>
  );
}
