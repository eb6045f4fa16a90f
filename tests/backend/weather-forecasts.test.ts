import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { aal2Client, anonClient, newAdmin, serviceClient, signedInClient } from '../support/clients.ts';

// The jump-weather cache: only the service role (the function) reads or writes it, nobody else
// even sees it; and the claim that lets one request at a time call Open-Meteo.

const service = serviceClient();
let callers: [label: string, client: SupabaseClient][];

/** A location of this file's own, so other files' rows stay out of the way. */
const place = () =>
  `test-${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 10)}`;

beforeAll(async () => {
  const { email } = await newAdmin('weather-cache');
  callers = [
    ['anonymous', anonClient()],
    ['a signed-in visitor', await signedInClient('visitor@example.com')],
    ['an admin with the code', await aal2Client(email)],
  ];
}, 60_000);

async function claim(location: string, timing = { fresh: 3600, retry: 300, claim: 30 }) {
  const { data, error } = await service.rpc('claim_weather_refresh', {
    p_location: location,
    p_fresh_seconds: timing.fresh,
    p_retry_seconds: timing.retry,
    p_claim_seconds: timing.claim,
  });
  expect(error).toBeNull();
  return data as string | null;
}

describe('weather_forecasts: who may touch it', () => {
  it('refuses every read and write of everyone but the service role, with 42501', async () => {
    const location = place();
    const claimed = await claim(location);
    expect(claimed).not.toBeNull();
    await service.rpc('store_weather_forecast', {
      p_location: location,
      p_claim: claimed,
      p_response: { latitude: 52.24 },
    });
    for (const [label, client] of callers) {
      const attempts = {
        select: await client.from('weather_forecasts').select('*'),
        insert: await client.from('weather_forecasts').insert({ location: place() }),
        update: await client
          .from('weather_forecasts')
          .update({ response: { forged: true } })
          .eq('location', location),
        delete: await client.from('weather_forecasts').delete().eq('location', location),
        claim: await client.rpc('claim_weather_refresh', {
          p_location: location,
          p_fresh_seconds: 0,
          p_retry_seconds: 0,
          p_claim_seconds: 30,
        }),
        store: await client.rpc('store_weather_forecast', {
          p_location: location,
          p_claim: randomUUID(),
          p_response: { forged: true },
        }),
        fail: await client.rpc('record_weather_failure', {
          p_location: location,
          p_claim: randomUUID(),
          p_error: 'forged',
        }),
      };
      for (const [operation, { data, error }] of Object.entries(attempts)) {
        expect(error?.code, `${label} ${operation}`).toBe('42501');
        expect(data, `${label} ${operation}`).toBeNull();
      }
    }
    const { data } = await service
      .from('weather_forecasts')
      .select('response, last_error')
      .eq('location', location)
      .single();
    expect(data).toEqual({ response: { latitude: 52.24 }, last_error: null });
  });
});

describe('weather_forecasts: the claim', () => {
  it('goes to one caller at a time, and only the claim stores', async () => {
    const location = place();
    const first = await claim(location);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(await claim(location)).toBeNull();
    const wrong = await service.rpc('store_weather_forecast', {
      p_location: location,
      p_claim: randomUUID(),
      p_response: { wrong: true },
    });
    expect(wrong).toMatchObject({ data: null, error: null });
    const stored = await service.rpc('store_weather_forecast', {
      p_location: location,
      p_claim: first,
      p_response: { right: true },
    });
    expect(Math.abs(Date.parse(stored.data as string) - Date.now())).toBeLessThan(5_000);
  });

  it('is not given while the forecast is fresh, and is given once it is due', async () => {
    const location = place();
    const first = await claim(location);
    await service.rpc('store_weather_forecast', { p_location: location, p_claim: first, p_response: {} });
    expect(await claim(location)).toBeNull();
    expect(await claim(location, { fresh: 0, retry: 300, claim: 30 })).not.toBeNull();
  });

  it('is not given for the retry pause after a failure, which keeps the last good answer', async () => {
    const location = place();
    const first = await claim(location);
    await service.rpc('store_weather_forecast', {
      p_location: location,
      p_claim: first,
      p_response: { good: 1 },
    });
    const second = await claim(location, { fresh: 0, retry: 300, claim: 30 });
    await service.rpc('record_weather_failure', {
      p_location: location,
      p_claim: second,
      p_error: 'Open-Meteo answered 500',
    });
    expect(await claim(location, { fresh: 0, retry: 300, claim: 30 })).toBeNull();
    expect(await claim(location, { fresh: 0, retry: 0, claim: 30 })).not.toBeNull();
    const { data } = await service
      .from('weather_forecasts')
      .select('response, last_error')
      .eq('location', location)
      .single();
    expect(data).toEqual({ response: { good: 1 }, last_error: 'Open-Meteo answered 500' });
  });

  it('lapses, so a request that died halfway blocks no one for long', async () => {
    const location = place();
    expect(await claim(location, { fresh: 3600, retry: 300, claim: 1 })).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await claim(location)).not.toBeNull();
  });
});
