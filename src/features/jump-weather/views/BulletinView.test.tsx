import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/ui/test-utils';
import type { JumpWeatherForecast } from '@contract/weather/forecast.ts';
import type { WindUnit } from '@contract/weather/units.ts';
import { testForecast } from '../test-forecast';
import BulletinView from './BulletinView';

// Issued at 10:30 in Amsterdam: today's daylight hours from 10:00 are still ahead. The test
// forecast's first day is calm, its second windy (8.5 m/s, gusting 13), its third wet.
const NOW = new Date('2026-11-27T09:30:00Z');

function show(path: string, windUnit: WindUnit = 'ms', forecast: JumpWeatherForecast = testForecast(NOW)) {
  renderWithSite(<BulletinView forecast={forecast} windUnit={windUnit} />, path);
}

const day = (date: string) => document.querySelector<HTMLElement>(`[data-bulletin-day="${date}"]`)!;

describe('the bulletin view', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the forecast per day in English, each day with its outlook in words', () => {
    show('/weather');
    expect(screen.getByRole('heading', { name: 'The forecast in words' })).toBeInTheDocument();
    const today = day('2026-11-27');
    expect(within(today).getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(today).toHaveTextContent(/Jumping likely/);
    expect(today).toHaveTextContent(/Morning:/);
    expect(today).toHaveTextContent(/Afternoon:/);
    expect(today).toHaveTextContent(/3 m\/s/);

    const tomorrow = day('2026-11-28');
    expect(within(tomorrow).getByRole('heading', { name: 'Tomorrow' })).toBeInTheDocument();
    expect(tomorrow).toHaveTextContent(/Jumping unlikely/);
    expect(tomorrow).toHaveTextContent(/gusting 13/);
    expect(tomorrow.querySelector('[data-outlook="unlikely"]')).not.toBeNull();
  });

  it('writes it in Dutch on the Dutch page', () => {
    show('/nl/weer');
    expect(screen.getByRole('heading', { name: 'De verwachting in woorden' })).toBeInTheDocument();
    const today = day('2026-11-27');
    expect(within(today).getByRole('heading', { name: 'Vandaag' })).toBeInTheDocument();
    expect(today).toHaveTextContent(/Springen waarschijnlijk/);
    expect(today).toHaveTextContent(/Ochtend:/);
    expect(today).toHaveTextContent(/Middag:/);
    const tomorrow = day('2026-11-28');
    expect(within(tomorrow).getByRole('heading', { name: 'Morgen' })).toBeInTheDocument();
    expect(tomorrow).toHaveTextContent(/Springen onwaarschijnlijk/);
  });

  it('writes the wind in the chosen unit', () => {
    show('/weather', 'kmh');
    expect(day('2026-11-28')).toHaveTextContent(/31 km\/h/);
    expect(day('2026-11-28')).not.toHaveTextContent(/m\/s/);
  });

  it('says so when the forecast has no daylight hours left', () => {
    const forecast = testForecast(NOW);
    show('/weather', 'ms', { ...forecast, hours: forecast.hours.map((hour) => ({ ...hour, isDay: false })) });
    expect(screen.getByText(/No daylight hours are left in this forecast/)).toBeInTheDocument();
  });
});
