import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, TriangleAlert } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { business } from '@contract/business.ts';
import { WEATHER_ATTRIBUTION, type JumpWeatherForecast } from '@contract/weather/forecast.ts';
import { jumpWeatherCopy } from './copy';
import { LoadingBox } from './DashboardSkeleton';
import { instantText } from './time';

/**
 * When the forecast was issued and when the next one comes, where the data comes from, and a notice
 * when it is the last good forecast kept after a failed update. The time's line keeps its height
 * while the forecast loads, so the views below it do not move when it arrives.
 */
export function ForecastStatus({ forecast }: { forecast: JumpWeatherForecast | undefined }) {
  const { lang } = useLanguage();
  const copy = jumpWeatherCopy[lang];
  const now = new Date();
  return (
    <div className="mt-4 grid gap-1 text-sm text-slate-700 dark:text-slate-300">
      <p className="min-h-[2.5rem] sm:min-h-[1.25rem]" data-weather-issued={forecast ? '' : undefined}>
        {forecast &&
          copy.issued(
            instantText(forecast.issuedAt, lang, now),
            instantText(forecast.nextUpdateAt, lang, now),
          )}
      </p>
      <p data-weather-attribution="">
        <a
          href={WEATHER_ATTRIBUTION.url}
          className="font-semibold underline underline-offset-4 hover:text-brand-900 dark:hover:text-white"
        >
          {copy.attribution}
        </a>{' '}
        (
        <a
          href={WEATHER_ATTRIBUTION.licenceUrl}
          className="underline underline-offset-4 hover:text-brand-900 dark:hover:text-white"
        >
          {WEATHER_ATTRIBUTION.licence}
        </a>
        )
      </p>
      {forecast?.stale && (
        <p
          role="status"
          className="mt-2 flex gap-2 rounded-xl border-2 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
          data-weather-stale=""
        >
          <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
          {copy.stale}
        </p>
      )}
    </div>
  );
}

const panel =
  'flex min-h-[24rem] flex-col items-center justify-center gap-4 rounded-2xl border p-6 text-center';

/** In a view's place while there is no forecast: loading, or the error with a retry. */
export function ForecastMissing({ query }: { query: UseQueryResult<JumpWeatherForecast> }) {
  const { lang } = useLanguage();
  const copy = jumpWeatherCopy[lang];
  if (query.isError) {
    return (
      <div
        role="alert"
        className={`${panel} border-red-600 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50`}
        data-weather-error=""
      >
        <CircleAlert aria-hidden="true" className="h-8 w-8" />
        <p className="text-lg font-bold">{copy.errorTitle}</p>
        <p className="max-w-prose">{copy.errorText(business.phone.display)}</p>
        <button
          type="button"
          className="btn-primary"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {copy.retry}
        </button>
      </div>
    );
  }
  return <LoadingBox status>{copy.loading}</LoadingBox>;
}
