import type { Json } from '../_shared/contract/database.types.ts';
import type { WeatherLocationId } from '../_shared/contract/weather/locations.ts';
import type { ServiceClient } from '../_shared/database.ts';

// The forecast cache in `public.weather_forecasts`, one row per location: reading it, claiming the
// one call to Open-Meteo (single flight, decided in the database so it holds across instances),
// and recording what that call brought.

export interface CachedForecast {
  /** Open-Meteo's last good answer, or null when there has never been one. */
  response: Json | null;
  fetchedAt: Date | null;
  /** Until when another request is calling Open-Meteo; null when none is. */
  claimedUntil: Date | null;
  lastErrorAt: Date | null;
}

const date = (value: string | null) => (value === null ? null : new Date(value));

export async function readCache(db: ServiceClient, location: WeatherLocationId): Promise<CachedForecast> {
  const { data, error } = await db
    .from('weather_forecasts')
    .select('response, fetched_at, claimed_until, last_error_at')
    .eq('location', location)
    .maybeSingle();
  if (error) throw new Error(`reading the forecast cache failed: ${error.code} ${error.message}`);
  return {
    response: data?.response ?? null,
    fetchedAt: date(data?.fetched_at ?? null),
    claimedUntil: date(data?.claimed_until ?? null),
    lastErrorAt: date(data?.last_error_at ?? null),
  };
}

/** Until when another request is calling Open-Meteo, read without the forecast itself (for polling). */
export async function readClaim(db: ServiceClient, location: WeatherLocationId): Promise<Date | null> {
  const { data, error } = await db
    .from('weather_forecasts')
    .select('claimed_until')
    .eq('location', location)
    .maybeSingle();
  if (error) throw new Error(`reading the forecast claim failed: ${error.code} ${error.message}`);
  return date(data?.claimed_until ?? null);
}

export interface ClaimTiming {
  freshMs: number;
  retryAfterFailureMs: number;
  claimMs: number;
}

const seconds = (ms: number) => Math.ceil(ms / 1000);

/** The claim to call Open-Meteo for `location`, or null when that is not this request's job now. */
export async function claimRefresh(
  db: ServiceClient,
  location: WeatherLocationId,
  timing: ClaimTiming,
): Promise<string | null> {
  const { data, error } = await db.rpc('claim_weather_refresh', {
    p_location: location,
    p_fresh_seconds: seconds(timing.freshMs),
    p_retry_seconds: seconds(timing.retryAfterFailureMs),
    p_claim_seconds: seconds(timing.claimMs),
  });
  if (error) throw new Error(`claiming the forecast refresh failed: ${error.code} ${error.message}`);
  return typeof data === 'string' ? data : null;
}

/** Stores Open-Meteo's answer under the claim; the time it was stored, or null when the claim had lapsed. */
export async function storeForecast(
  db: ServiceClient,
  location: WeatherLocationId,
  claim: string,
  response: unknown,
): Promise<Date | null> {
  const { data, error } = await db.rpc('store_weather_forecast', {
    p_location: location,
    p_claim: claim,
    p_response: response as Json,
  });
  if (error) throw new Error(`storing the forecast failed: ${error.code} ${error.message}`);
  return typeof data === 'string' ? new Date(data) : null;
}

/** Records a failed call: no other call for this location until the retry pause has passed. */
export async function recordFailure(
  db: ServiceClient,
  location: WeatherLocationId,
  claim: string,
  message: string,
): Promise<void> {
  const { error } = await db.rpc('record_weather_failure', {
    p_location: location,
    p_claim: claim,
    p_error: message,
  });
  if (error) throw new Error(`recording the failed call failed: ${error.code} ${error.message}`);
}
