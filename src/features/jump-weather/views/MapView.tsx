// The map view: the Netherlands drawn from coordinates, each location at its place with the
// outlook of the hour that is now and its ground wind. The markers are buttons laid over the
// drawing, so they are reached and pressed like any button; the table below says the same in rows
// for screen readers and narrow screens, and selects the same way.
import { useId, useState } from 'react';
import { useLanguage } from '@/i18n/language-context';
import type { JumpOutlook, JumpWeatherForecast } from '@contract/weather/forecast.ts';
import { WEATHER_LOCATIONS, type WeatherLocationId } from '@contract/weather/locations.ts';
import { formatWind, WIND_UNIT_NAMES, WIND_UNIT_SYMBOLS, type WindUnit } from '@contract/weather/units.ts';
import { clockTime, OUTLOOK_LABELS, OUTLOOK_SHORT, windFromText } from '@contract/weather/words.ts';
import { currentHourKey } from '../time';
import { mapCopy } from './map/copy';
import { mapMarkers, shortPlaceName, type LabelSide, type MapMarker } from './map/markers';
import { MarkerSymbol } from './map/MarkerSymbol';
import { LAKE_RING, LAND_RINGS } from './map/outline';
import { MAP_HEIGHT, MAP_WIDTH, ringPath } from './map/projection';
import { OutlookMark } from './OutlookMark';

const LAND_PATH = LAND_RINGS.map(ringPath).join('');
const LAKE_PATH = ringPath(LAKE_RING);
const LEGEND_OUTLOOKS: readonly JumpOutlook[] = ['likely', 'marginal', 'unlikely', 'unknown'];

/**
 * How a marker sits on its place: the symbol's centre on the point, the label beside or above it.
 * 14 px is half the symbol's size.
 */
// The marker's symbol is 24 px: the smallest touch target, which keeps The Hague and Rotterdam apart.
const LABEL_PLACEMENT: Record<LabelSide, { transform: string; direction: string }> = {
  right: { transform: 'translate(-12px, -50%)', direction: 'flex-row' },
  left: { transform: 'translate(calc(12px - 100%), -50%)', direction: 'flex-row-reverse' },
  above: { transform: 'translate(-50%, calc(12px - 100%))', direction: 'flex-col-reverse' },
  below: { transform: 'translate(-50%, -12px)', direction: 'flex-col' },
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export default function MapView({
  forecasts,
  selected,
  onSelect,
  windUnit,
}: {
  forecasts: Partial<Record<WeatherLocationId, JumpWeatherForecast>>;
  selected: WeatherLocationId;
  onSelect: (id: WeatherLocationId) => void;
  windUnit: WindUnit;
}) {
  const { lang } = useLanguage();
  const copy = mapCopy[lang];
  const titleId = useId();
  // The hour the view opened in: the markers do not change under the visitor's finger.
  const [now] = useState(() => new Date());
  const time = clockTime(currentHourKey(now), lang);
  const markers = mapMarkers(WEATHER_LOCATIONS, forecasts, now);

  const name = (marker: MapMarker) => {
    const place = marker.location.names[lang];
    if (!marker.hour) return copy.markerLoading(place);
    return copy.marker(
      place,
      lowerFirst(OUTLOOK_LABELS[lang][marker.hour.outlook]),
      formatWind(marker.hour.windSpeedMs, windUnit, lang, { round: true }),
      windFromText(marker.hour.windDirectionDeg, lang),
    );
  };

  return (
    <div className="grid gap-4" data-weather-map="">
      <div>
        <h3 className="text-xl font-bold text-brand-900 dark:text-white">{copy.title(time)}</h3>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{copy.intro}</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <figure className="m-0">
          <div
            className="relative mx-auto w-full max-w-[30rem]"
            style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}
          >
            <svg
              viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
              role="img"
              aria-labelledby={titleId}
              className="absolute inset-0 h-full w-full rounded-2xl bg-sky-100 dark:bg-slate-800"
            >
              <title id={titleId}>{copy.mapTitle}</title>
              <path
                d={LAND_PATH}
                className="fill-white stroke-slate-400 dark:fill-slate-900 dark:stroke-slate-500"
                strokeWidth={0.8}
                strokeLinejoin="round"
              />
              <path
                d={LAKE_PATH}
                className="fill-sky-100 stroke-slate-400 dark:fill-slate-800 dark:stroke-slate-500"
                strokeWidth={0.8}
                strokeLinejoin="round"
              />
            </svg>
            {markers.map((marker) => (
              <MarkerButton
                key={marker.location.id}
                marker={marker}
                label={name(marker)}
                wind={
                  marker.hour ? formatWind(marker.hour.windSpeedMs, windUnit, lang, { round: true }) : '…'
                }
                selected={marker.location.id === selected}
                onSelect={onSelect}
              />
            ))}
          </div>
          <figcaption className="mx-auto mt-3 max-w-[30rem] text-sm text-slate-700 dark:text-slate-300">
            <span className="font-semibold text-brand-900 dark:text-white">{copy.legendTitle}</span>
            <ul className="mt-2 grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
              {LEGEND_OUTLOOKS.map((outlook) => (
                <li key={outlook} className="flex items-center gap-2">
                  <MarkerSymbol outlook={outlook} windFromDegrees={null} className="h-5 w-5" />
                  {OUTLOOK_LABELS[lang][outlook]}
                </li>
              ))}
              <li className="flex items-center gap-2">
                <MarkerSymbol outlook="unknown" windFromDegrees={null} loading className="h-5 w-5" />
                {copy.legendLoading}
              </li>
              <li className="flex items-center gap-2">
                <MarkerSymbol outlook="likely" windFromDegrees={225} className="h-5 w-5" />
                {copy.legendArrow}
              </li>
              <li className="flex items-center gap-2 sm:col-span-2">
                <span className="inline-flex h-5 min-w-5 items-center justify-center rounded bg-white px-1 text-xs font-semibold text-slate-900 shadow-sm ring-1 ring-slate-300 dark:bg-slate-900 dark:text-white dark:ring-slate-600">
                  {WIND_UNIT_SYMBOLS[windUnit]}
                </span>
                {copy.legendSpeed(WIND_UNIT_NAMES[lang][windUnit])}
              </li>
            </ul>
          </figcaption>
        </figure>
        <LocationTable
          markers={markers}
          selected={selected}
          onSelect={onSelect}
          windUnit={windUnit}
          time={time}
        />
      </div>
    </div>
  );
}

function MarkerButton({
  marker,
  label,
  wind,
  selected,
  onSelect,
}: {
  marker: MapMarker;
  label: string;
  wind: string;
  selected: boolean;
  onSelect: (id: WeatherLocationId) => void;
}) {
  const { lang } = useLanguage();
  const { transform, direction } = LABEL_PLACEMENT[marker.side];
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={selected}
      onClick={() => onSelect(marker.location.id)}
      style={{ left: `${marker.left}%`, top: `${marker.top}%`, transform }}
      className={`group absolute flex items-center gap-1 rounded-full p-0 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:focus-visible:outline-brand-300 ${direction}`}
      data-map-marker={marker.location.id}
    >
      <span
        className={`rounded-full ${selected ? 'ring-2 ring-brand-900 ring-offset-2 ring-offset-white dark:ring-white dark:ring-offset-slate-900' : ''}`}
      >
        <MarkerSymbol
          className="h-6 w-6"
          outlook={marker.hour?.outlook ?? 'unknown'}
          windFromDegrees={marker.hour?.windDirectionDeg ?? null}
          loading={marker.loading}
        />
      </span>
      <span
        aria-hidden="true"
        className={`whitespace-nowrap rounded-md px-1.5 py-0.5 text-xs leading-tight shadow-sm ring-1 group-hover:underline sm:text-sm ${
          selected
            ? 'bg-brand-900 font-bold text-white ring-brand-900 dark:bg-white dark:text-brand-950 dark:ring-white'
            : 'bg-white/95 font-semibold text-slate-900 ring-slate-300 dark:bg-slate-900/95 dark:text-white dark:ring-slate-600'
        }`}
      >
        {shortPlaceName(marker.location.names[lang])} <span className="font-normal">{wind}</span>
      </span>
    </button>
  );
}

function LocationTable({
  markers,
  selected,
  onSelect,
  windUnit,
  time,
}: {
  markers: MapMarker[];
  selected: WeatherLocationId;
  onSelect: (id: WeatherLocationId) => void;
  windUnit: WindUnit;
  time: string;
}) {
  const { lang } = useLanguage();
  const copy = mapCopy[lang];
  const cell = 'border-t border-slate-200 px-3 py-2 align-top dark:border-slate-700';
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <caption className="px-3 pb-1 pt-3 text-left font-semibold text-brand-900 dark:text-white">
          {copy.tableCaption(time)}
        </caption>
        <thead className="text-slate-700 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {copy.place}
            </th>
            <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
              {copy.outlook}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {copy.wind}
            </th>
          </tr>
        </thead>
        <tbody className="text-slate-900 dark:text-slate-100">
          {markers.map(({ location, hour }) => {
            const outlook = hour ? (
              <OutlookMark outlook={hour.outlook} label={OUTLOOK_SHORT[lang][hour.outlook]} size="small" />
            ) : (
              copy.loading
            );
            return (
              <tr
                key={location.id}
                className={location.id === selected ? 'bg-brand-50 dark:bg-slate-800' : undefined}
                data-map-row={location.id}
              >
                <th scope="row" className={`${cell} font-normal`}>
                  <button
                    type="button"
                    aria-pressed={location.id === selected}
                    onClick={() => onSelect(location.id)}
                    className="text-left font-semibold text-brand-900 underline underline-offset-4 hover:no-underline aria-pressed:no-underline dark:text-white"
                  >
                    {location.names[lang]}
                  </button>
                  {/* On a phone the outlook goes under the name, so the wind keeps room to be read. */}
                  <div className="mt-1 sm:hidden">{outlook}</div>
                </th>
                <td className={`${cell} hidden sm:table-cell`}>{outlook}</td>
                <td className={cell}>
                  {hour ? (
                    <>
                      <span className="whitespace-nowrap">
                        {formatWind(hour.windSpeedMs, windUnit, lang)}
                      </span>{' '}
                      {windFromText(hour.windDirectionDeg, lang)}
                      <span className="block text-slate-700 dark:text-slate-300">
                        {copy.gustsValue(formatWind(hour.windGustsMs, windUnit, lang))}
                      </span>
                    </>
                  ) : (
                    '…'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
