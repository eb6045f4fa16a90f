import { describe, expect, it } from 'vitest';
import type { PublicBackend } from '@/lib/public-data';
import { testForecast } from './test-forecast';
import { fetchForecast, WeatherLoadError } from './weather-api';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const backendAnswering = (answer: (url: string, init?: RequestInit) => Response | Promise<Response>) => {
  const calls: { url: string; headers: Headers }[] = [];
  const backend: PublicBackend = {
    url: 'http://backend.test',
    key: 'publishable-key',
    fetch: async (input, init) => {
      calls.push({ url: String(input), headers: new Headers(init?.headers) });
      return answer(String(input), init);
    },
  };
  return { backend, calls };
};

describe('fetchForecast', () => {
  it('asks the jump-weather function for the location with the publishable key and returns its forecast', async () => {
    const forecast = testForecast(new Date(), 'rotterdam');
    const { backend, calls } = backendAnswering(() => json(forecast));
    await expect(fetchForecast('rotterdam', backend)).resolves.toEqual(forecast);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('http://backend.test/functions/v1/jump-weather?location=rotterdam');
    expect(calls[0].headers.get('apikey')).toBe('publishable-key');
  });

  it("fails with the function's own error and code when it has nothing to give", async () => {
    const { backend } = backendAnswering(() =>
      json({ error: 'The weather service cannot be reached.', code: 'weather-unavailable' }, 503),
    );
    const failure = await fetchForecast('teuge', backend).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WeatherLoadError);
    expect(failure).toMatchObject({ status: 503, code: 'weather-unavailable' });
  });

  it('fails as unreachable when the request does not get through', async () => {
    const { backend } = backendAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchForecast('teuge', backend)).rejects.toMatchObject({ status: 0, code: 'unreachable' });
  });

  it('does not take a forecast of another place, or something else, for the one asked for', async () => {
    const { backend } = backendAnswering(() => json(testForecast(new Date(), 'amsterdam')));
    await expect(fetchForecast('teuge', backend)).rejects.toMatchObject({ code: 'bad-answer' });
    const { backend: html } = backendAnswering(() => new Response('<html>', { status: 200 }));
    await expect(fetchForecast('teuge', html)).rejects.toMatchObject({ code: 'bad-answer' });
  });
});
