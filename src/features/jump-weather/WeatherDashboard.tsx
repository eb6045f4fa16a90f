// The forecast dashboard: the location, the wind unit, five views in tabs, and the forecast's issue
// time, staleness and source. Loaded by JumpWeatherSlot after the page's first paint; the forecasts
// come from the jump-weather function through the live-content query cache.
import * as Tabs from '@radix-ui/react-tabs';
import { QueryClientProvider, useQueries, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '@/i18n/language-context';
import { queryClient } from '@/lib/live-data/query-client';
import { KEEP_SCROLL } from '@/routing/navigation-state';
import type { JumpWeatherForecast } from '@contract/weather/forecast.ts';
import {
  isWeatherLocationId,
  WEATHER_LOCATION_IDS,
  WEATHER_LOCATIONS,
  type WeatherLocationId,
} from '@contract/weather/locations.ts';
import { WIND_UNIT_NAMES, WIND_UNIT_SYMBOLS, WIND_UNITS, type WindUnit } from '@contract/weather/units.ts';
import {
  initialChoice,
  isWeatherView,
  rememberChoice,
  searchForChoice,
  WEATHER_VIEWS,
  type DashboardChoice,
  type WeatherView,
} from './choice';
import { jumpWeatherCopy } from './copy';
import { LoadingBox } from './DashboardSkeleton';
import { ForecastMissing, ForecastStatus } from './ForecastState';
import { DetailedView } from './views/DetailedView';
import { OverviewView } from './views/OverviewView';
import { fetchForecast, WeatherLoadError } from './weather-api';

const BulletinView = lazy(() => import('./views/BulletinView'));
const MapView = lazy(() => import('./views/MapView'));
const TrendsView = lazy(() => import('./views/TrendsView'));

/**
 * Only a request that did not get through is tried again: an answered error means the function has
 * already tried Open-Meteo and has nothing to give, and will not have it a second later.
 */
const retryable = (failures: number, error: Error) =>
  failures < 2 && error instanceof WeatherLoadError && error.code === 'unreachable';

const forecastQuery = (location: WeatherLocationId) => ({
  queryKey: ['jump-weather', location],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchForecast(location, undefined, signal),
  retry: retryable,
});

export default function WeatherDashboard() {
  return (
    <QueryClientProvider client={queryClient}>
      <Dashboard />
    </QueryClientProvider>
  );
}

const fieldLabel = 'block text-sm font-semibold text-brand-900 dark:text-white';
const control =
  'rounded-xl border border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white';

function Dashboard() {
  const { lang } = useLanguage();
  const copy = jumpWeatherCopy[lang];
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  // The address holds the location and the view; what it leaves out comes from this browser's memory.
  const [remembered] = useState(() => initialChoice(search));
  const [windUnit, setWindUnit] = useState(remembered.windUnit);
  const params = new URLSearchParams(search);
  const linked = params.get('location');
  const view = params.get('view');
  const location = isWeatherLocationId(linked) ? linked : remembered.location;
  const shown = isWeatherView(view) ? view : 'overview';
  const choice: DashboardChoice = { location, view: shown, windUnit };

  const show = useCallback(
    (next: DashboardChoice) => {
      const nextSearch = searchForChoice(search, next);
      if (nextSearch !== search)
        navigate({ search: nextSearch, hash }, { replace: true, state: KEEP_SCROLL });
    },
    [search, hash, navigate],
  );

  // A first visit's address gets its location, so copying it shares what is on screen.
  useEffect(() => {
    show({ location, view: shown, windUnit });
    rememberChoice({ location, windUnit });
  }, [location, shown, windUnit, show]);

  const choose = (change: Partial<DashboardChoice>) => {
    const next = { ...choice, ...change };
    setWindUnit(next.windUnit);
    show(next);
  };

  const selected = useQuery(forecastQuery(choice.location));
  // The query's update renders at once; the views' hundreds of cells render after it, in slices
  // short enough that a tap on the page is answered while they do.
  const deferred = useDeferredValue(selected.data);
  // For that moment, the last location's forecast is not shown under the new one's name.
  const forecast = deferred?.location === choice.location ? deferred : undefined;
  const everywhere = useQueries({
    queries: choice.view === 'map' ? WEATHER_LOCATION_IDS.map(forecastQuery) : [],
  });
  const forecasts: Partial<Record<WeatherLocationId, JumpWeatherForecast>> = {};
  everywhere.forEach((query) => {
    if (query.data) forecasts[query.data.location] = query.data;
  });
  if (forecast) forecasts[choice.location] = forecast;

  const viewBody = (view: WeatherView, forecast: JumpWeatherForecast): ReactNode => {
    switch (view) {
      case 'overview':
        return <OverviewView forecast={forecast} windUnit={choice.windUnit} />;
      case 'detailed':
        return <DetailedView forecast={forecast} windUnit={choice.windUnit} />;
      case 'bulletin':
        return <BulletinView forecast={forecast} windUnit={choice.windUnit} />;
      case 'map':
        return (
          <MapView
            forecasts={forecasts}
            selected={choice.location}
            onSelect={(location) => choose({ location })}
            windUnit={choice.windUnit}
          />
        );
      case 'trends':
        return <TrendsView forecast={forecast} windUnit={choice.windUnit} />;
    }
  };

  return (
    <div className="grid gap-5" data-weather-dashboard-loaded="">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
        <div>
          <label htmlFor="weather-location" className={fieldLabel}>
            {copy.location}
          </label>
          <select
            id="weather-location"
            value={choice.location}
            onChange={(event) => {
              if (isWeatherLocationId(event.target.value)) choose({ location: event.target.value });
            }}
            className={`${control} mt-1 h-11 w-72 max-w-full px-3`}
          >
            {WEATHER_LOCATIONS.map((location) => (
              <option key={location.id} value={location.id}>
                {location.names[lang]}
              </option>
            ))}
          </select>
        </div>
        <UnitSwitch unit={choice.windUnit} onChange={(windUnit) => choose({ windUnit })} />
      </div>

      <Tabs.Root
        value={choice.view}
        onValueChange={(view) => isWeatherView(view) && choose({ view })}
        // A grid item grows to its widest content unless told not to: the strip and the table scroll instead.
        className="min-w-0"
      >
        <Tabs.List
          aria-label={copy.viewsLabel}
          className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
        >
          {WEATHER_VIEWS.map((view) => (
            <Tabs.Trigger
              key={view}
              value={view}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-white data-[state=active]:bg-brand-900 data-[state=active]:text-white dark:text-slate-200 dark:hover:bg-slate-700 dark:data-[state=active]:bg-brand-300 dark:data-[state=active]:text-brand-950 sm:px-4 sm:text-base"
            >
              {copy.views[view]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <ForecastStatus forecast={forecast} />
        {WEATHER_VIEWS.map((view) => (
          <Tabs.Content key={view} value={view} className="mt-4 rounded-xl" data-weather-view={view}>
            {forecast ? (
              <Suspense fallback={<LoadingBox status>{copy.loading}</LoadingBox>}>
                {viewBody(view, forecast)}
              </Suspense>
            ) : (
              <ForecastMissing query={selected} />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

function UnitSwitch({ unit, onChange }: { unit: WindUnit; onChange: (unit: WindUnit) => void }) {
  const { lang } = useLanguage();
  const copy = jumpWeatherCopy[lang];
  return (
    <div role="group" aria-labelledby="weather-wind-unit">
      <span id="weather-wind-unit" className={fieldLabel}>
        {copy.windUnit}
      </span>
      <div className={`${control} mt-1 inline-flex h-11 gap-1 p-1`}>
        {WIND_UNITS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === unit}
            title={WIND_UNIT_NAMES[lang][option]}
            onClick={() => onChange(option)}
            className="rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-900 aria-pressed:text-white dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:bg-brand-300 dark:aria-pressed:text-brand-950"
          >
            {WIND_UNIT_SYMBOLS[option]}
          </button>
        ))}
      </div>
    </div>
  );
}
