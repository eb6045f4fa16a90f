import type { FunctionConfig } from '../_shared/config.ts';
import { deriveHours, summariseDays } from '../_shared/contract/weather/derive.ts';
import {
  type JumpWeatherError,
  type JumpWeatherForecast,
  WEATHER_TIMING,
} from '../_shared/contract/weather/forecast.ts';
import {
  DEFAULT_WEATHER_LOCATION,
  isWeatherLocationId,
  WEATHER_LOCATION_IDS,
  type WeatherLocation,
  weatherLocation,
} from '../_shared/contract/weather/locations.ts';
import {
  OPEN_METEO_TIMEZONE,
  type OpenMeteoForecast,
  openMeteoEndpoint,
  parseOpenMeteoForecast,
} from '../_shared/contract/weather/open-meteo.ts';
import type { ServiceClient } from '../_shared/database.ts';
import { corsHeaders, jsonResponse } from '../_shared/http.ts';
import {
  type CachedForecast,
  claimRefresh,
  readCache,
  readClaim,
  recordFailure,
  storeForecast,
} from './cache.ts';
import { fetchOpenMeteo, UpstreamError } from './upstream.ts';

// jump-weather: `GET ?location=<id>` answers the location's forecast with the jump outlook per hour
// and per day. Open-Meteo is asked at most once per WEATHER_TIMING.cacheMs per location, by the
// one request that claims the cache row; every other request reads the row (or waits for that
// call). When Open-Meteo fails, the last good forecast is served marked stale.

/** After a failed call to Open-Meteo, none for this long; the last good forecast is served meanwhile. */
export const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;
/** One call's time limit. */
export const UPSTREAM_TIMEOUT_MS = 10_000;
/** A claim outlives its call by this much (storing and deriving), then lapses for whoever comes next. */
const CLAIM_MARGIN_MS = 20_000;
/** How often a request waiting for another request's call looks at the row again. */
const WAIT_STEP_MS = 250;
/** A waiting request gives up this long after the other call's time limit (storing takes a moment too). */
const WAIT_MARGIN_MS = 5_000;

/** A browser or CDN may keep a fresh answer this long, and serve it while fetching the next. */
const FRESH_MAX_AGE_S = 300;
const FRESH_STALE_WHILE_REVALIDATE_S = 600;
const STALE_MAX_AGE_S = 60;

export interface JumpWeatherDeps {
  config: FunctionConfig;
  db: ServiceClient;
  /** One call's time limit (tests shorten it). */
  upstreamTimeoutMs?: number;
}

const CORS = { ...corsHeaders, 'Access-Control-Allow-Methods': 'GET, OPTIONS' };

const refusal = (status: number, code: JumpWeatherError['code'], error: string, headers = {}) =>
  jsonResponse(status, { error, code } satisfies JumpWeatherError, {
    ...CORS,
    'Cache-Control': 'no-store',
    ...headers,
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { forecast: JumpWeatherForecast } | { retryAt: Date };

export function createJumpWeather(deps: JumpWeatherDeps): (request: Request) => Promise<Response> {
  const { db } = deps;
  const endpoint = openMeteoEndpoint({
    apiKey: deps.config.openMeteoApiKey,
    baseUrl: deps.config.openMeteoBaseUrl,
  });
  const timeoutMs = deps.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const timing = {
    freshMs: WEATHER_TIMING.cacheMs,
    retryAfterFailureMs: RETRY_AFTER_FAILURE_MS,
    claimMs: timeoutMs + CLAIM_MARGIN_MS,
  };

  /** The forecast from Open-Meteo's answer; null (and logged) when a stored answer no longer reads. */
  function build(
    place: WeatherLocation,
    response: unknown,
    issuedAt: Date,
    nextUpdateAt: Date,
    stale: boolean,
  ): JumpWeatherForecast | null {
    let parsed: OpenMeteoForecast;
    try {
      parsed = parseOpenMeteoForecast(response);
    } catch (error) {
      console.error(`jump-weather: the cached forecast of ${place.id} does not read`, error);
      return null;
    }
    const hours = deriveHours(parsed.hours, parsed.elevationM);
    return {
      location: place.id,
      latitude: place.latitude,
      longitude: place.longitude,
      elevationM: parsed.elevationM,
      timezone: OPEN_METEO_TIMEZONE,
      issuedAt: issuedAt.toISOString(),
      nextUpdateAt: nextUpdateAt.toISOString(),
      stale,
      hours,
      days: summariseDays(hours, parsed.days),
    };
  }

  const isFresh = (cached: CachedForecast) =>
    cached.response !== null &&
    cached.fetchedAt !== null &&
    Date.now() - cached.fetchedAt.getTime() < WEATHER_TIMING.cacheMs;

  /** The cached forecast as it is: fresh, or stale when Open-Meteo could not renew it in time. */
  function fromCache(place: WeatherLocation, cached: CachedForecast): Answer {
    const now = Date.now();
    // The next call happens after the retry pause, or when another request's call ends.
    const retryAt = new Date(
      Math.max(
        now,
        (cached.lastErrorAt?.getTime() ?? 0) + RETRY_AFTER_FAILURE_MS,
        cached.claimedUntil?.getTime() ?? 0,
      ),
    );
    if (cached.response === null || cached.fetchedAt === null) return { retryAt };
    const fresh = isFresh(cached);
    const nextUpdateAt = fresh ? new Date(cached.fetchedAt.getTime() + WEATHER_TIMING.cacheMs) : retryAt;
    const forecast = build(place, cached.response, cached.fetchedAt, nextUpdateAt, !fresh);
    return forecast ? { forecast } : { retryAt };
  }

  /** Waits while another request is calling Open-Meteo for this location, about one call's time at most. */
  async function afterOtherCall(place: WeatherLocation): Promise<CachedForecast> {
    const deadline = Date.now() + timeoutMs + WAIT_MARGIN_MS;
    let claimedUntil = await readClaim(db, place.id);
    while (claimedUntil && claimedUntil.getTime() > Date.now() && Date.now() < deadline) {
      await sleep(WAIT_STEP_MS);
      claimedUntil = await readClaim(db, place.id);
    }
    return readCache(db, place.id);
  }

  async function forecastFor(place: WeatherLocation): Promise<Answer> {
    const cached = await readCache(db, place.id);
    if (isFresh(cached)) return fromCache(place, cached);
    const claim = await claimRefresh(db, place.id, timing);
    if (!claim) return fromCache(place, await afterOtherCall(place));
    let response: unknown;
    try {
      response = await fetchOpenMeteo(endpoint, place, timeoutMs);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      console.error(`jump-weather: ${place.id}: ${error.message}`);
      await recordFailure(db, place.id, claim, error.message);
      return fromCache(place, await readCache(db, place.id));
    }
    // A lapsed claim (a very slow call) still brought a good answer: serve it, another request stores its own.
    const fetchedAt = (await storeForecast(db, place.id, claim, response)) ?? new Date();
    const forecast = build(
      place,
      response,
      fetchedAt,
      new Date(fetchedAt.getTime() + WEATHER_TIMING.cacheMs),
      false,
    );
    return forecast ? { forecast } : { retryAt: new Date() };
  }

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS });
    if (request.method !== 'GET') {
      return refusal(405, 'method-not-allowed', 'Read the forecast with GET.', { Allow: 'GET, OPTIONS' });
    }
    const asked = new URL(request.url).searchParams.get('location') ?? DEFAULT_WEATHER_LOCATION;
    if (!isWeatherLocationId(asked)) {
      return refusal(
        400,
        'invalid-location',
        `There is no forecast for location "${asked.slice(0, 40)}". Choose one of: ${WEATHER_LOCATION_IDS.join(', ')}.`,
      );
    }
    const place = weatherLocation(asked);
    let answer: Answer;
    try {
      answer = await forecastFor(place);
    } catch (error) {
      console.error('jump-weather failed', error);
      answer = { retryAt: new Date() };
    }
    if ('retryAt' in answer) {
      const wait = Math.max(1, Math.ceil((answer.retryAt.getTime() - Date.now()) / 1000));
      return refusal(
        503,
        'weather-unavailable',
        'The weather forecast cannot be loaded right now. Try again in a few minutes.',
        { 'Retry-After': String(wait) },
      );
    }
    const { forecast } = answer;
    const untilNext = Math.floor((Date.parse(forecast.nextUpdateAt) - Date.now()) / 1000);
    const cacheControl = forecast.stale
      ? `public, max-age=${STALE_MAX_AGE_S}, stale-while-revalidate=${STALE_MAX_AGE_S}`
      : `public, max-age=${Math.max(0, Math.min(FRESH_MAX_AGE_S, untilNext))}, stale-while-revalidate=${FRESH_STALE_WHILE_REVALIDATE_S}`;
    return jsonResponse(200, forecast, { ...CORS, 'Cache-Control': cacheControl });
  };
}
