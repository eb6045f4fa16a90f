import { describe, expect, it } from 'vitest';
import {
  ceiling,
  cloudBase,
  cloudTypes,
  dayOutlook,
  densityAltitude,
  deriveHours,
  lightningRisk,
  pressureTrend,
  summariseDays,
  turbulence,
  windShear,
} from '../../../supabase/functions/_shared/contract/weather/derive.ts';
import type { WindAtLevel } from '../../../supabase/functions/_shared/contract/weather/forecast.ts';
import { observedDay, observedHour } from './fixture.ts';

describe('cloud base', () => {
  it('rises about 125 m per degree of dew point spread', () => {
    expect(cloudBase(18, 10)).toBe(1000);
    expect(cloudBase(12.4, 12.4)).toBe(0);
  });

  it('never goes under the ground when the dew point reads above the temperature', () => {
    expect(cloudBase(10, 10.5)).toBe(0);
  });

  it('is unknown without a temperature or a dew point', () => {
    expect(cloudBase(null, 10)).toBeNull();
    expect(cloudBase(18, null)).toBeNull();
  });
});

describe('ceiling', () => {
  it('is the cloud base when low cloud covers more than half the sky', () => {
    expect(ceiling(51, 0, 0, 700)).toBe(700);
    expect(ceiling(80, 100, 100, 700)).toBe(700);
  });

  it('keeps the low layer within the low layer', () => {
    expect(ceiling(90, 0, 0, 3600)).toBe(3000);
  });

  it('is no ceiling at exactly half the sky, which still leaves gaps', () => {
    expect(ceiling(50, 50, 50, 700)).toBeNull();
  });

  it('starts at the lower edge of a mid or high layer', () => {
    expect(ceiling(10, 60, 0, 700)).toBe(3000);
    expect(ceiling(10, 20, 90, 700)).toBe(8000);
  });

  it('is unknown when a layer it depends on is missing', () => {
    expect(ceiling(null, 90, 90, 700)).toBeNull();
    expect(ceiling(90, 0, 0, null)).toBeNull();
    expect(ceiling(10, null, 90, 700)).toBeNull();
  });
});

describe('density altitude', () => {
  it('is sea level in the standard atmosphere', () => {
    expect(densityAltitude(15, 1013.25, null, null)).toBeCloseTo(0, 0);
  });

  it('climbs about 36 m per degree warmer than standard', () => {
    const hot = densityAltitude(30, 1013.25, null, null);
    expect(hot).toBeGreaterThan(500);
    expect(hot).toBeLessThan(600);
  });

  it('takes the sea-level pressure down to the ground when the surface pressure is missing', () => {
    const fromSurface = densityAltitude(15, 1001.3, null, null);
    const fromSeaLevel = densityAltitude(15, null, 1013.25, 100);
    expect(fromSeaLevel).not.toBeNull();
    expect(Math.abs((fromSeaLevel ?? 0) - (fromSurface ?? 0))).toBeLessThan(5);
  });

  it('is unknown without a temperature or any pressure it can use', () => {
    expect(densityAltitude(null, 1013, 1013, 10)).toBeNull();
    expect(densityAltitude(15, null, 1013, null)).toBeNull();
    expect(densityAltitude(15, null, null, 10)).toBeNull();
  });
});

describe('wind shear', () => {
  const level = (
    name: WindAtLevel['level'],
    heightM: number | null,
    speedMs: number | null,
    directionDeg: number | null = 270,
  ): WindAtLevel => ({ level: name, heightM, speedMs, directionDeg });

  it('is the largest change between neighbouring levels, per kilometre', () => {
    const shear = windShear([
      level('10m', 10, 2),
      level('180m', 180, 5),
      level('900hPa', 1180, 8),
      level('800hPa', 2180, 20),
    ]);
    expect(shear).toBeCloseTo(12, 5);
  });

  it('counts a turn of the wind as shear too', () => {
    const shear = windShear([level('180m', 180, 10, 180), level('900hPa', 1180, 10, 360)]);
    expect(shear).toBeCloseTo(20, 5);
  });

  it('leaves out the ground-slowed 10 to 120 m levels', () => {
    expect(windShear([level('10m', 10, 0), level('80m', 80, 10), level('180m', 180, 10)])).toBeNull();
  });

  it('skips a level with a missing value and is unknown with fewer than two left', () => {
    expect(
      windShear([level('180m', 180, 5), level('900hPa', 1180, null), level('800hPa', 2180, 15)]),
    ).toBeCloseTo(5, 5);
    expect(windShear([level('180m', 180, 5), level('900hPa', null, 8)])).toBeNull();
  });
});

describe('turbulence', () => {
  it('grows with the gust spread', () => {
    expect(turbulence(5, 7.9, null)).toBe('none');
    expect(turbulence(5, 8, null)).toBe('light');
    expect(turbulence(8, 13, null)).toBe('moderate');
    expect(turbulence(8, 16, null)).toBe('severe');
  });

  it('is one level rougher for a high gust factor or strong shear aloft', () => {
    expect(turbulence(3, 5.1, null)).toBe('light');
    expect(turbulence(4, 6, 8)).toBe('light');
    expect(turbulence(4, 6, 7.9)).toBe('none');
    expect(turbulence(6, 14, 20)).toBe('severe');
  });

  it('needs the mean wind and the gusts', () => {
    expect(turbulence(null, 8, 10)).toBeNull();
    expect(turbulence(4, null, 10)).toBeNull();
  });
});

describe('lightning risk', () => {
  it('follows the storm energy in the air', () => {
    expect(lightningRisk(299, 2)).toBe('none');
    expect(lightningRisk(300, 2)).toBe('low');
    expect(lightningRisk(1000, 2)).toBe('moderate');
    expect(lightningRisk(2500, 2)).toBe('high');
  });

  it('is high whenever thunder is forecast, with or without CAPE', () => {
    for (const code of [95, 96, 99]) expect(lightningRisk(null, code)).toBe('high');
    expect(lightningRisk(0, 95)).toBe('high');
  });

  it('is unknown without CAPE unless thunder is forecast', () => {
    expect(lightningRisk(null, 3)).toBeNull();
    expect(lightningRisk(null, null)).toBeNull();
  });
});

describe('cloud types', () => {
  it('names heaped cloud on an unstable day and layered cloud on a stable one', () => {
    expect(cloudTypes(40, 0, 0, 400, 2, 1200)).toEqual(['cumulus']);
    expect(cloudTypes(40, 0, 0, 20, 2, 1200)).toEqual(['stratocumulus']);
  });

  it('names stratus for a low grey deck, and the mid and high layers', () => {
    expect(cloudTypes(95, 0, 0, 0, 53, 250)).toEqual(['stratus']);
    expect(cloudTypes(0, 40, 30, 0, 2, null)).toEqual(['altostratus', 'cirrus']);
    expect(cloudTypes(80, 90, 0, 0, 63, 300)).toEqual(['stratus', 'nimbostratus']);
  });

  it('names the thunder cloud for thunder, or for showers with much storm energy', () => {
    expect(cloudTypes(60, 0, 50, 1800, 95, 900)).toEqual(['cumulonimbus', 'cirrus']);
    expect(cloudTypes(60, 0, 0, 1200, 81, 900)).toEqual(['cumulonimbus']);
    expect(cloudTypes(60, 0, 0, 400, 81, 900)).toEqual(['cumulus']);
  });

  it('names nothing for a clear sky or missing layers', () => {
    expect(cloudTypes(10, 10, 10, 0, 0, 2000)).toEqual([]);
    expect(cloudTypes(null, null, null, null, null, null)).toEqual([]);
  });
});

describe('pressure trend', () => {
  it('is steady within 1 hPa over three hours', () => {
    expect(pressureTrend(1013.9, 1013)).toBe('steady');
    expect(pressureTrend(1014, 1013)).toBe('rising');
    expect(pressureTrend(1012, 1013)).toBe('falling');
  });

  it('is unknown without both readings', () => {
    expect(pressureTrend(null, 1013)).toBeNull();
    expect(pressureTrend(1013, null)).toBeNull();
  });
});

describe('deriveHours', () => {
  it('works out every quantity of an hour and its outlook', () => {
    const [hour] = deriveHours([observedHour('2026-06-01T12:00', { dewPointC: 8, cloudCoverLowPct: 60 })], 9);
    expect(hour.cloudBaseM).toBe(1250);
    expect(hour.ceilingM).toBe(1250);
    expect(hour.densityAltitudeM).toBeGreaterThan(0);
    expect(hour.windShearMsPerKm).not.toBeNull();
    expect(hour.turbulence).toBe('none');
    expect(hour.lightningRisk).toBe('none');
    expect(hour.cloudTypes).toEqual(['stratocumulus']);
    expect(hour.outlook).toBe('unlikely');
    expect(hour.reasons).toEqual(['cloud-base-low']);
  });

  it('serves heights in whole metres and shear in tenths, not float noise', () => {
    const [hour] = deriveHours(
      [observedHour('2026-06-01T12:00', { temperatureC: 13.4, dewPointC: 1.4, cloudCoverLowPct: 60 })],
      9,
    );
    expect(Number.isInteger(hour.cloudBaseM)).toBe(true);
    expect(Number.isInteger(hour.densityAltitudeM)).toBe(true);
    expect(String(hour.windShearMsPerKm)).toMatch(/^\d+(\.\d)?$/);
  });

  it('compares the pressure with three hours before, and has no trend for the first three hours', () => {
    const hours = deriveHours(
      observedDay('2026-06-01', (hour) => ({ pressureHpa: 1020 - hour })).slice(0, 5),
      9,
    );
    expect(hours.map((hour) => hour.pressureTrend)).toEqual([null, null, null, 'falling', 'falling']);
  });

  it('gives missing results for missing values, never NaN or zero', () => {
    const empty = observedHour('2026-06-01T12:00', {
      isDay: null,
      temperatureC: null,
      dewPointC: null,
      pressureHpa: null,
      surfacePressureHpa: null,
      visibilityM: null,
      cloudCoverPct: null,
      cloudCoverLowPct: null,
      cloudCoverMidPct: null,
      cloudCoverHighPct: null,
      precipitationMm: null,
      precipitationProbabilityPct: null,
      weatherCode: null,
      windSpeedMs: null,
      windDirectionDeg: null,
      windGustsMs: null,
      windAloft: [],
      capeJkg: null,
    });
    const [hour] = deriveHours([empty], null);
    for (const key of [
      'cloudBaseM',
      'ceilingM',
      'densityAltitudeM',
      'windShearMsPerKm',
      'turbulence',
      'lightningRisk',
      'pressureTrend',
    ] as const)
      expect(hour[key], key).toBeNull();
    expect(hour.cloudTypes).toEqual([]);
    expect(hour.outlook).toBe('unknown');
    expect(hour.reasons).toEqual(['data-missing']);
  });
});

describe('summariseDays', () => {
  const daily = (date: string) => ({ date, sunrise: `${date}T08:00`, sunset: `${date}T17:00` });

  it('calls a day likely with three likely daylight hours in a row', () => {
    // Rain all day except 10:00 to 12:00: three good hours, enough for a few loads.
    const rainy = (hour: number) =>
      hour >= 10 && hour <= 12 ? {} : { precipitationMm: 0.4, weatherCode: 61 };
    const hours = deriveHours(observedDay('2026-06-01', rainy), 9);
    const [day] = summariseDays(hours, [daily('2026-06-01')]);
    expect(day.outlook).toBe('likely');
    expect(day.likelyHours).toBe(3);
    expect(day.reasons).toEqual([]);
  });

  it('calls a day marginal with likely hours that never make three in a row', () => {
    const rainy = (hour: number) =>
      hour === 10 || hour === 11 ? {} : { precipitationMm: 0.4, weatherCode: 61 };
    const hours = deriveHours(observedDay('2026-06-01', rainy), 9);
    const [day] = summariseDays(hours, [daily('2026-06-01')]);
    expect(day.outlook).toBe('marginal');
    expect(day.likelyHours).toBe(2);
    expect(day.reasons[0]).toBe('rain');
  });

  it('puts the reason that ruled out the most hours first', () => {
    const hours = deriveHours(
      observedDay('2026-06-01', (hour) =>
        hour < 11 ? { windSpeedMs: 8, windGustsMs: 9 } : { visibilityM: 2000, windSpeedMs: 6 },
      ),
      9,
    );
    const [day] = summariseDays(hours, [daily('2026-06-01')]);
    expect(day.outlook).toBe('unlikely');
    expect(day.reasons.slice(0, 2)).toEqual(['visibility-under-limit', 'wind-over-limit']);
    expect(day.reasons).toContain('wind-near-limit');
    expect(day.reasons).not.toContain('dark');
  });

  it('is unknown when data is missing and nothing usable is left, or there is no daylight', () => {
    const hours = deriveHours(
      observedDay('2026-06-01', (hour) => (hour % 2 ? { visibilityM: null } : { precipitationMm: 1 })),
      9,
    );
    expect(summariseDays(hours, [daily('2026-06-01')])[0].outlook).toBe('unknown');
    expect(dayOutlook([])).toBe('unknown');
    const night = deriveHours(
      observedDay('2026-06-02', () => ({ isDay: false })),
      9,
    );
    expect(summariseDays(night, [daily('2026-06-02')])[0]).toMatchObject({
      outlook: 'unknown',
      reasons: ['data-missing'],
      windMaxMs: null,
    });
  });

  it('sums the whole day but takes wind and rain chance from the daylight hours', () => {
    const hours = deriveHours(
      observedDay('2026-06-01', (hour) => ({
        temperatureC: 10 + hour / 2,
        windSpeedMs: hour === 3 ? 12 : 4,
        precipitationMm: hour === 3 ? 2 : 0.1,
        precipitationProbabilityPct: hour === 3 ? 90 : 20,
      })),
      9,
    );
    const [day] = summariseDays(hours, [daily('2026-06-01')]);
    expect(day.temperatureMinC).toBe(10);
    expect(day.temperatureMaxC).toBe(21.5);
    expect(day.windMaxMs).toBe(4);
    expect(day.precipitationSumMm).toBeCloseTo(4.3, 5);
    expect(day.precipitationProbabilityMaxPct).toBe(20);
  });

  it('gives no rain total when an hour of it is missing', () => {
    const hours = deriveHours(
      observedDay('2026-06-01', (hour) => (hour === 5 ? { precipitationMm: null } : {})),
      9,
    );
    expect(summariseDays(hours, [daily('2026-06-01')])[0].precipitationSumMm).toBeNull();
  });
});
