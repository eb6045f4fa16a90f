// The forecast of one location from the jump-weather function, with plain fetch and the publishable
// key, so the weather page never downloads supabase-js.
import { siteBackend, type PublicBackend } from '@/lib/public-data';
import type { JumpWeatherError, JumpWeatherForecast } from '@contract/weather/forecast.ts';
import type { WeatherLocationId } from '@contract/weather/locations.ts';

/** The function answered with an error, or could not be reached (status 0). */
export class WeatherLoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: JumpWeatherError['code'] | 'unreachable' | 'bad-answer',
  ) {
    super(message);
    this.name = 'WeatherLoadError';
  }
}

const isForecast = (body: unknown, location: WeatherLocationId): body is JumpWeatherForecast => {
  const value = body as Partial<JumpWeatherForecast> | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    value.location === location &&
    Array.isArray(value.hours) &&
    Array.isArray(value.days) &&
    typeof value.issuedAt === 'string'
  );
};

export async function fetchForecast(
  location: WeatherLocationId,
  backend: PublicBackend = siteBackend,
  signal?: AbortSignal,
): Promise<JumpWeatherForecast> {
  let response: Response;
  try {
    response = await (backend.fetch ?? fetch)(
      `${backend.url}/functions/v1/jump-weather?location=${encodeURIComponent(location)}`,
      { headers: { apikey: backend.key, accept: 'application/json' }, signal },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new WeatherLoadError('the weather function could not be reached', 0, 'unreachable');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const answer = body as Partial<JumpWeatherError> | null;
    throw new WeatherLoadError(
      typeof answer?.error === 'string' ? answer.error : `jump-weather answered ${response.status}`,
      response.status,
      answer?.code ?? 'bad-answer',
    );
  }
  if (!isForecast(body, location))
    throw new WeatherLoadError('jump-weather answered something that is not a forecast', 200, 'bad-answer');
  return body;
}
