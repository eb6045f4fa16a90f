import type { WeatherLocation } from '../_shared/contract/weather/locations.ts';
import {
  isOpenMeteoError,
  type OpenMeteoEndpoint,
  openMeteoForecastUrl,
  parseOpenMeteoForecast,
} from '../_shared/contract/weather/open-meteo.ts';

// One call to Open-Meteo's forecast API. Its answer is checked before anyone stores it, so the
// cache only ever holds a forecast the page can show. Failure messages go to the log and the cache
// row: they never hold the request URL, which may carry the API key.

export class UpstreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** Open-Meteo's answer for `place`, as it came; rejects with an UpstreamError on any failure. */
export async function fetchOpenMeteo(
  endpoint: OpenMeteoEndpoint,
  place: Pick<WeatherLocation, 'latitude' | 'longitude'>,
  timeoutMs: number,
): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(openMeteoForecastUrl(endpoint, place), {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    text = await response.text();
  } catch (error) {
    throw new UpstreamError(
      controller.signal.aborted
        ? `Open-Meteo did not answer within ${timeoutMs} ms`
        : `Open-Meteo could not be reached (${error instanceof Error ? error.name : 'error'})`,
    );
  } finally {
    clearTimeout(timer);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new UpstreamError(
      response.ok
        ? 'Open-Meteo answered with something that is not JSON'
        : `Open-Meteo answered ${response.status}`,
    );
  }
  if (!response.ok) {
    const reason = isOpenMeteoError(body) ? `: ${body.reason}` : '';
    throw new UpstreamError(`Open-Meteo answered ${response.status}${reason}`);
  }
  try {
    parseOpenMeteoForecast(body);
  } catch (error) {
    throw new UpstreamError(
      `Open-Meteo's answer is not a usable forecast: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return body;
}
