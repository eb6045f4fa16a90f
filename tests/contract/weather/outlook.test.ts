import { describe, expect, it } from 'vitest';
import { deriveHours } from '../../../supabase/functions/_shared/contract/weather/derive.ts';
import type { WeatherHourObserved } from '../../../supabase/functions/_shared/contract/weather/forecast.ts';
import { hourOutlook } from '../../../supabase/functions/_shared/contract/weather/outlook.ts';
import { JUMP_RULES } from '../../../supabase/functions/_shared/contract/weather/rules.ts';
import { observedHour } from './fixture.ts';

// Each rule on the edges of its limit and margin. An hour starts as a good jump hour (fixture.ts)
// and changes only what the test is about; deriving it runs the outlook the way the function does.

const outlookOf = (changes: Partial<WeatherHourObserved>) => {
  const [hour] = deriveHours([observedHour('2026-06-01T12:00', changes)], 9);
  return { outlook: hour.outlook, reasons: hour.reasons };
};

describe('the rules come from the business facts', () => {
  it('keeps the spec limits of 3 km visibility and 7 m/s wind', () => {
    expect(JUMP_RULES.minVisibilityKm).toBe(3);
    expect(JUMP_RULES.maxWindMs).toBe(7);
  });
});

describe('hourOutlook', () => {
  it('calls a good hour likely, with no reasons', () => {
    expect(outlookOf({})).toEqual({ outlook: 'likely', reasons: [] });
  });

  it('rules out ground wind of 7.0 m/s and keeps 6.9 m/s as marginal', () => {
    expect(outlookOf({ windSpeedMs: 6.9, windGustsMs: 7.5 })).toEqual({
      outlook: 'marginal',
      reasons: ['wind-near-limit'],
    });
    expect(outlookOf({ windSpeedMs: 7, windGustsMs: 7.5 })).toEqual({
      outlook: 'unlikely',
      reasons: ['wind-over-limit'],
    });
  });

  it('starts the wind margin at 5.5 m/s', () => {
    expect(outlookOf({ windSpeedMs: 5.4 }).outlook).toBe('likely');
    expect(outlookOf({ windSpeedMs: 5.5 }).reasons).toEqual(['wind-near-limit']);
  });

  it('rules out visibility of 2.9 km and keeps 3.0 km as marginal, up to 5 km', () => {
    expect(outlookOf({ visibilityM: 2900 })).toEqual({
      outlook: 'unlikely',
      reasons: ['visibility-under-limit'],
    });
    expect(outlookOf({ visibilityM: 3000 })).toEqual({
      outlook: 'marginal',
      reasons: ['visibility-near-limit'],
    });
    expect(outlookOf({ visibilityM: 4999 }).reasons).toEqual(['visibility-near-limit']);
    expect(outlookOf({ visibilityM: 5000 }).outlook).toBe('likely');
  });

  it('rules out 0.1 mm of rain and lets 0 mm through', () => {
    expect(outlookOf({ precipitationMm: 0 }).outlook).toBe('likely');
    expect(outlookOf({ precipitationMm: 0.1 })).toEqual({ outlook: 'unlikely', reasons: ['rain'] });
  });

  it('rules out a rain, shower, drizzle or thunder code even with no rain measured', () => {
    for (const code of [51, 61, 80, 95])
      expect(outlookOf({ weatherCode: code }).reasons, `code ${code}`).toContain('rain');
    expect(outlookOf({ weatherCode: 3 }).outlook).toBe('likely');
    expect(outlookOf({ weatherCode: 45 }).reasons).not.toContain('rain');
  });

  it('calls a rain chance from 30% marginal', () => {
    expect(outlookOf({ precipitationProbabilityPct: 29 }).outlook).toBe('likely');
    expect(outlookOf({ precipitationProbabilityPct: 30 })).toEqual({
      outlook: 'marginal',
      reasons: ['rain-possible'],
    });
  });

  it('rules out gusts from 10 m/s and calls gusts from 8 m/s gusty', () => {
    expect(outlookOf({ windGustsMs: 7.9 }).outlook).toBe('likely');
    expect(outlookOf({ windGustsMs: 8 })).toEqual({ outlook: 'marginal', reasons: ['gusty'] });
    expect(outlookOf({ windGustsMs: 9.9 }).outlook).toBe('marginal');
    expect(outlookOf({ windGustsMs: 10 })).toEqual({ outlook: 'unlikely', reasons: ['gusts-over-limit'] });
  });

  it('calls gusts 5 m/s over a light mean wind gusty', () => {
    expect(outlookOf({ windSpeedMs: 2, windGustsMs: 6.9 }).outlook).toBe('likely');
    expect(outlookOf({ windSpeedMs: 2, windGustsMs: 7 }).reasons).toEqual(['gusty']);
  });

  it('rules out a ceiling under 1500 m and calls one under 2500 m marginal', () => {
    // Low cloud over half the sky at the cloud base: 125 m per °C of spread from 18 °C.
    const overcastAt = (baseM: number) => ({ cloudCoverLowPct: 80, dewPointC: 18 - baseM / 125 });
    expect(outlookOf(overcastAt(1375))).toEqual({ outlook: 'unlikely', reasons: ['cloud-base-low'] });
    expect(outlookOf(overcastAt(1500))).toEqual({ outlook: 'marginal', reasons: ['cloud-base-marginal'] });
    expect(outlookOf(overcastAt(2375)).outlook).toBe('marginal');
    expect(outlookOf(overcastAt(2500)).outlook).toBe('likely');
  });

  it('calls scattered low cloud under 1500 m marginal: the gaps are there', () => {
    expect(outlookOf({ cloudCoverLowPct: 40, dewPointC: 10 })).toEqual({
      outlook: 'marginal',
      reasons: ['cloud-base-marginal'],
    });
    expect(outlookOf({ cloudCoverLowPct: 24, dewPointC: 10 }).outlook).toBe('likely');
  });

  it('rules out thunder, and calls moderate storm energy marginal', () => {
    expect(outlookOf({ capeJkg: 2600 })).toEqual({ outlook: 'unlikely', reasons: ['thunderstorm-risk'] });
    expect(outlookOf({ capeJkg: 1200 })).toEqual({ outlook: 'marginal', reasons: ['thunderstorm-risk'] });
    expect(outlookOf({ weatherCode: 95, precipitationMm: 3 }).reasons).toEqual(['thunderstorm-risk', 'rain']);
  });

  it('calls dark hours unlikely, dark first', () => {
    expect(outlookOf({ isDay: false })).toEqual({ outlook: 'unlikely', reasons: ['dark'] });
    expect(outlookOf({ isDay: false, windSpeedMs: 8 }).reasons).toEqual(['dark', 'wind-over-limit']);
  });

  it('is unknown when a rule has no value, unless another rule already says no', () => {
    for (const missing of [
      { windSpeedMs: null },
      { windGustsMs: null },
      { visibilityM: null },
      { precipitationMm: null, weatherCode: null },
      { cloudCoverLowPct: null },
      { isDay: null },
      { cloudCoverLowPct: 80, dewPointC: null },
    ])
      expect(outlookOf(missing), JSON.stringify(missing)).toEqual({
        outlook: 'unknown',
        reasons: ['data-missing'],
      });
    expect(outlookOf({ visibilityM: null, precipitationMm: 1 })).toEqual({
      outlook: 'unlikely',
      reasons: ['rain', 'data-missing'],
    });
    expect(outlookOf({ precipitationMm: null, weatherCode: 2 }).outlook).toBe('likely');
  });

  it('puts what rules the hour out first, then what is missing, then what is marginal', () => {
    const { outlook, reasons } = outlookOf({
      windSpeedMs: 6,
      windGustsMs: 12,
      visibilityM: null,
      precipitationProbabilityPct: 60,
      precipitationMm: 0.4,
    });
    expect(outlook).toBe('unlikely');
    expect(reasons).toEqual(['rain', 'gusts-over-limit', 'data-missing', 'wind-near-limit']);
  });

  it('reads a derived hour directly', () => {
    const [hour] = deriveHours([observedHour('2026-06-01T12:00', { windSpeedMs: 7.4 })], 9);
    expect(hourOutlook(hour)).toEqual({ outlook: 'unlikely', reasons: ['wind-over-limit'] });
  });
});
