import { describe, expect, it } from 'vitest';
import {
  MISSING,
  WIND_UNITS,
  convertWind,
  formatHeight,
  formatPercent,
  formatPrecipitation,
  formatTemperature,
  formatVisibility,
  formatWind,
  isWindUnit,
} from '../../../supabase/functions/_shared/contract/weather/units.ts';

describe('wind units', () => {
  it('offers m/s, km/h and knots', () => {
    expect(WIND_UNITS).toEqual(['ms', 'kmh', 'kn']);
    expect(isWindUnit('kn')).toBe(true);
    expect(isWindUnit('mph')).toBe(false);
  });

  it('converts m/s to km/h and knots', () => {
    expect(convertWind(10, 'ms')).toBe(10);
    expect(convertWind(10, 'kmh')).toBeCloseTo(36, 10);
    expect(convertWind(10, 'kn')).toBeCloseTo(19.438, 3);
    expect(convertWind(null, 'kn')).toBeNull();
    expect(convertWind(0, 'kmh')).toBe(0);
  });

  it('writes m/s with a decimal and km/h and knots whole, in each language', () => {
    expect(formatWind(6.94, 'ms', 'en')).toBe('6.9 m/s');
    expect(formatWind(6.94, 'ms', 'nl')).toBe('6,9 m/s');
    expect(formatWind(7, 'kmh', 'en')).toBe('25 km/h');
    expect(formatWind(7, 'kn', 'nl')).toBe('14 kn');
    expect(formatWind(4.4, 'ms', 'en', { round: true })).toBe('4 m/s');
    expect(formatWind(4.4, 'ms', 'en', { round: true, bare: true })).toBe('4');
    expect(formatWind(null, 'ms', 'en')).toBe(MISSING);
  });
});

describe('other units', () => {
  it('writes heights in metres with each language’s thousands', () => {
    expect(formatHeight(1234, 'en')).toBe('1,230 m');
    expect(formatHeight(1234, 'nl', 100)).toBe('1.200 m');
    expect(formatHeight(0, 'en')).toBe('0 m');
    expect(formatHeight(null, 'nl')).toBe(MISSING);
  });

  it('writes visibility in km, with a decimal under 10 km', () => {
    expect(formatVisibility(2900, 'en')).toBe('2.9 km');
    expect(formatVisibility(2900, 'nl')).toBe('2,9 km');
    expect(formatVisibility(24_140, 'en')).toBe('24 km');
  });

  it('writes temperature, percentages and precipitation, and a dash for a missing value', () => {
    expect(formatTemperature(-0.3, 'en')).toBe('0 °C');
    expect(formatTemperature(-2.6, 'nl')).toBe('-3 °C');
    expect(formatPercent(45, 'nl')).toBe('45%');
    expect(formatPrecipitation(0.1, 'nl')).toBe('0,1 mm');
    expect(formatPrecipitation(null, 'en')).toBe(MISSING);
  });
});
