import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/ui/test-utils';
import type { JumpWeatherForecast } from '@contract/weather/forecast.ts';
import { WEATHER_LOCATIONS, type WeatherLocationId } from '@contract/weather/locations.ts';
import type { WindUnit } from '@contract/weather/units.ts';
import { testForecast } from '../test-forecast';
import { arrowRotation, hourAt } from './map/markers';
import { MAP_HEIGHT, MAP_WIDTH, project } from './map/projection';
import MapView from './MapView';

// 13:30 in Amsterdam. The test forecast's first day is a calm jump day (3 m/s from the south-west)
// and its second a windy one (8.5 m/s): a forecast that starts a day earlier is in its windy day now.
const NOW = new Date('2026-11-27T12:30:00Z');
const YESTERDAY = new Date('2026-11-26T12:30:00Z');

const FORECASTS: Partial<Record<WeatherLocationId, JumpWeatherForecast>> = {
  teuge: testForecast(NOW, 'teuge'),
  amsterdam: testForecast(YESTERDAY, 'amsterdam'),
  utrecht: testForecast(NOW, 'utrecht'),
  'the-hague': testForecast(NOW, 'the-hague'),
  eindhoven: testForecast(NOW, 'eindhoven'),
};

function show(path = '/', windUnit: WindUnit = 'ms', selected: WeatherLocationId = 'teuge') {
  const onSelect = vi.fn();
  renderWithSite(
    <MapView forecasts={FORECASTS} selected={selected} onSelect={onSelect} windUnit={windUnit} />,
    path,
  );
  return onSelect;
}

describe('the map view', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names each marker with its place, outlook now and wind, in English', () => {
    show();
    expect(
      screen.getByRole('button', {
        name: 'Teuge (drop zone): jumping likely, wind 3 m/s from the south-west',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Amsterdam: jumping unlikely, wind 9 m/s from the south-west' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Jump outlook at 13:00 for every location' }),
    ).toBeInTheDocument();
  });

  it('names them in Dutch on the Dutch page, in the chosen unit', () => {
    show('/nl/weer', 'kn');
    expect(
      screen.getByRole('button', {
        name: 'Teuge (springterrein): springen waarschijnlijk, wind 6 kn uit het zuidwesten',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Springverwachting om 13.00 uur op elke plaats' }),
    ).toBeInTheDocument();
  });

  it('marks a location whose forecast has not arrived as loading', () => {
    show();
    const rotterdam = screen.getByRole('button', { name: 'Rotterdam: loading the forecast' });
    expect(rotterdam.querySelector('[data-loading-mark]')).not.toBeNull();
    expect(rotterdam.querySelector('[data-wind-arrow]')).toBeNull();
  });

  it('selects a location from the keyboard, and shows which one is selected', async () => {
    const user = userEvent.setup();
    const onSelect = show('/', 'ms', 'amsterdam');
    expect(screen.getByRole('button', { name: /^Amsterdam:/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Utrecht:/ })).toHaveAttribute('aria-pressed', 'false');

    await user.tab();
    expect(screen.getByRole('button', { name: /^Teuge \(drop zone\):/ })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('amsterdam');
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('utrecht');
  });

  it('points the wind arrow where the wind blows to', () => {
    show();
    const arrow = screen
      .getByRole('button', { name: /^Teuge \(drop zone\):/ })
      .querySelector('[data-wind-arrow]');
    // From the south-west (225°) the wind blows to the north-east: the up arrow turns 45°.
    expect(arrow).toHaveAttribute('transform', 'rotate(45 12 12)');
    expect(arrowRotation(0)).toBe(180);
    expect(arrowRotation(90)).toBe(270);
    expect(arrowRotation(350)).toBe(170);
    expect(screen.getByText('The arrow points where the wind blows to')).toBeInTheDocument();
  });

  it('shows the outlook by shape as well as colour, with a legend in words', () => {
    show();
    const shapeOf = (name: RegExp) =>
      screen.getByRole('button', { name }).querySelector('[data-outlook]')?.getAttribute('data-outlook');
    expect(shapeOf(/^Teuge \(drop zone\):/)).toBe('likely');
    expect(shapeOf(/^Amsterdam:/)).toBe('unlikely');
    for (const label of ['Jumping likely', 'Borderline for jumping', 'Jumping unlikely', 'Outlook unknown']) {
      expect(screen.getByText(label, { selector: 'li' })).toBeInTheDocument();
    }
  });

  it('lists every location in a table that selects the same way', async () => {
    const user = userEvent.setup();
    const onSelect = show();
    const table = screen.getByRole('table', { name: 'Every location at 13:00' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(WEATHER_LOCATIONS.length);
    const amsterdam = within(table).getByRole('row', { name: /Amsterdam/ });
    expect(amsterdam).toHaveTextContent('Unlikely');
    expect(amsterdam).toHaveTextContent('8.5 m/s from the south-west');
    expect(within(table).getByRole('row', { name: /Rotterdam/ })).toHaveTextContent('Loading…');
    await user.click(within(amsterdam).getByRole('button', { name: 'Amsterdam' }));
    expect(onSelect).toHaveBeenLastCalledWith('amsterdam');
  });

  it('draws the country and places the locations where they are', () => {
    show();
    expect(
      screen.getByRole('img', { name: 'Map of the Netherlands with the forecast locations' }),
    ).toBeInTheDocument();
    const at = (id: WeatherLocationId) => {
      const place = WEATHER_LOCATIONS.find((location) => location.id === id)!;
      return project(place.longitude, place.latitude);
    };
    expect(at('amsterdam').y).toBeLessThan(at('rotterdam').y);
    expect(at('the-hague').x).toBeLessThan(at('utrecht').x);
    expect(at('teuge').x).toBeGreaterThan(at('utrecht').x);
    expect(at('eindhoven').y).toBeGreaterThan(at('utrecht').y);
    for (const location of WEATHER_LOCATIONS) {
      const { x, y } = at(location.id);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(MAP_WIDTH);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(MAP_HEIGHT);
    }
  });

  it('takes the hour that is now, or the last one before it', () => {
    const forecast = testForecast(NOW);
    expect(hourAt(forecast, NOW)?.time).toBe('2026-11-27T13:00');
    const later = new Date('2026-12-30T12:00:00Z');
    expect(hourAt(forecast, later)?.time).toBe(forecast.hours[forecast.hours.length - 1].time);
    expect(hourAt(forecast, new Date('2026-11-01T12:00:00Z'))?.time).toBe(forecast.hours[0].time);
  });
});
