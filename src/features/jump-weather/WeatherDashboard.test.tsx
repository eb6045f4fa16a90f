import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite, stubMatchMedia, stubObservers } from '@/components/ui/test-utils';
import { queryClient } from '@/lib/live-data/query-client';
import type { JumpWeatherForecast } from '@contract/weather/forecast.ts';
import { isWeatherLocationId, type WeatherLocationId } from '@contract/weather/locations.ts';
import { CHOICE_STORAGE_KEYS } from './choice';
import { testForecast } from './test-forecast';
import WeatherDashboard from './WeatherDashboard';

// The function is answered the way jump-weather answers: a forecast per location, or its error.
type Answer = (location: WeatherLocationId) => { status: number; body: unknown };
const backend = vi.hoisted(() => ({ answer: null as Answer | null, asked: [] as string[] }));

const forecastFor =
  (changes: Partial<JumpWeatherForecast> = {}): Answer =>
  (location) => ({ status: 200, body: testForecast(new Date('2026-11-27T13:05:00Z'), location, changes) });

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

const address = () => screen.getByTestId('address').textContent;

function open(path: string) {
  return renderWithSite(
    <>
      <WeatherDashboard />
      <Address />
    </>,
    path,
  );
}

const loaded = () => screen.findByText(/^Issued at|^Verwachting van/, undefined, { timeout: 5000 });

describe('the weather dashboard', () => {
  beforeEach(() => {
    // Only the clock's date is fixed, so the forecast's days are today and its times known.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T13:30:00Z') });
    localStorage.clear();
    queryClient.clear();
    stubMatchMedia();
    stubObservers();
    backend.asked = [];
    backend.answer = forecastFor();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const location = new URL(String(input)).searchParams.get('location') ?? '';
        backend.asked.push(location);
        const { status, body } = isWeatherLocationId(location)
          ? (backend.answer as Answer)(location)
          : { status: 400, body: { error: 'Unknown location.', code: 'invalid-location' } };
        return new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('says it is loading in words at full strength, with only the background pulsing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    open('/weather');
    const words = await screen.findByText('Loading the forecast…');
    expect(words.closest('[role="status"]')).not.toBeNull();
    // Text fading to half its strength falls below 4.5:1 against its background.
    for (let element: Element | null = words; element; element = element.parentElement)
      expect(element.className).not.toMatch(/(^|\s)(motion-safe:)?animate-pulse/);
  });

  it("opens a link's location, says when the forecast was issued, and credits Open-Meteo", async () => {
    localStorage.setItem(CHOICE_STORAGE_KEYS.location, 'utrecht');
    open('/weather?location=amsterdam');
    expect(await loaded()).toHaveTextContent('Issued at 14:05 · next update 15:05');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('amsterdam');
    expect(backend.asked).toEqual(['amsterdam']);
    expect(screen.getByRole('link', { name: 'Weather data by Open-Meteo.com' })).toHaveAttribute(
      'href',
      'https://open-meteo.com/',
    );
    expect(localStorage.getItem(CHOICE_STORAGE_KEYS.location)).toBe('amsterdam');
  });

  it('puts a newly chosen location in the address and remembers it', async () => {
    open('/nl/weather');
    await loaded();
    expect(address()).toBe('?location=teuge');
    fireEvent.change(screen.getByRole('combobox', { name: 'Locatie' }), { target: { value: 'eindhoven' } });
    await waitFor(() => expect(address()).toBe('?location=eindhoven'));
    await waitFor(() => expect(backend.asked).toEqual(['teuge', 'eindhoven']));
    expect(localStorage.getItem(CHOICE_STORAGE_KEYS.location)).toBe('eindhoven');
  });

  it('rewrites the wind speeds in the chosen unit and remembers the unit', async () => {
    open('/weather');
    await loaded();
    const today = screen.getAllByRole('article')[0];
    expect(within(today).getByText('Wind (gusts)').nextSibling).toHaveTextContent('3.0 m/s (5.0)');
    fireEvent.click(screen.getByRole('button', { name: 'km/h' }));
    expect(screen.getByRole('button', { name: 'km/h' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(today).getByText('Wind (gusts)').nextSibling).toHaveTextContent('11 km/h (18)');
    expect(localStorage.getItem(CHOICE_STORAGE_KEYS.windUnit)).toBe('kmh');
  });

  it('moves between views with the arrow keys, Home and End, and puts the view in the address', async () => {
    open('/weather?view=detailed');
    await loaded();
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Detailed')).toHaveAttribute('aria-selected', 'true');
    act(() => tab('Detailed').focus());
    fireEvent.keyDown(tab('Detailed'), { key: 'ArrowLeft' });
    await waitFor(() => expect(tab('Overview')).toHaveAttribute('aria-selected', 'true'));
    expect(tab('Overview')).toHaveFocus();
    await waitFor(() => expect(address()).toBe('?location=teuge'));
    fireEvent.keyDown(tab('Overview'), { key: 'End' });
    await waitFor(() => expect(tab('Trends')).toHaveFocus());
    await waitFor(() => expect(address()).toBe('?location=teuge&view=trends'));
    fireEvent.keyDown(tab('Trends'), { key: 'Home' });
    await waitFor(() => expect(tab('Overview')).toHaveAttribute('aria-selected', 'true'));
  });

  it('says so when the forecast is the last good one', async () => {
    backend.answer = forecastFor({ stale: true });
    open('/weather');
    await loaded();
    expect(screen.getByText(/this is the last one we have/)).toBeInTheDocument();
  });

  it('shows the error with a phone number when there is nothing to show, and loads on Retry', async () => {
    backend.answer = () => ({ status: 503, body: { error: 'No forecast.', code: 'weather-unavailable' } });
    open('/nl/weather');
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert).toHaveTextContent('De weergegevens konden niet worden geladen');
    expect(alert).toHaveTextContent('+31 6 1234 5678');
    backend.answer = forecastFor();
    fireEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await loaded()).toHaveTextContent('Verwachting van 14.05 uur · nieuwe verwachting om 15.05 uur');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
