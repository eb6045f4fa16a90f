import { describe, expect, it } from 'vitest';
import { deriveHours } from '../../../supabase/functions/_shared/contract/weather/derive.ts';
import {
  OUTLOOK_REASONS,
  type OutlookReason,
} from '../../../supabase/functions/_shared/contract/weather/forecast.ts';
import {
  OUTLOOK_LABELS,
  REASON_SHORT,
  clockTime,
  cloudTypesText,
  compassPoint,
  dayReasonText,
  outlookSummary,
  reasonText,
  weatherCodeText,
  windFromText,
} from '../../../supabase/functions/_shared/contract/weather/words.ts';
import { observedDay } from './fixture.ts';

describe('outlook words', () => {
  it('labels each outlook in both languages', () => {
    expect(OUTLOOK_LABELS.en.likely).toBe('Jumping likely');
    expect(OUTLOOK_LABELS.nl.likely).toBe('Springen waarschijnlijk');
    expect(OUTLOOK_LABELS.nl.unlikely).toBe('Springen onwaarschijnlijk');
  });

  it('sums up an outlook with its first reasons', () => {
    expect(outlookSummary('unlikely', ['rain', 'gusty', 'dark'], 'en')).toBe('Jumping unlikely: rain, gusty');
    expect(outlookSummary('unlikely', ['rain', 'gusty'], 'nl')).toBe(
      'Springen onwaarschijnlijk: regen, vlagerig',
    );
    expect(outlookSummary('likely', [], 'en')).toBe('Jumping likely');
  });

  it('words every reason in both languages, with and without an hour', () => {
    for (const lang of ['en', 'nl'] as const)
      for (const reason of OUTLOOK_REASONS) {
        expect(REASON_SHORT[lang][reason]).toBeTruthy();
        expect(reasonText(reason, lang)).toMatch(/^[A-Z]/);
      }
  });
});

describe('reason sentences', () => {
  it('names the ground wind next to the limit, in the chosen unit', () => {
    expect(reasonText('wind-over-limit', 'en', { windSpeedMs: 7.4 })).toBe(
      'Ground wind 7.4 m/s, over our 7 m/s limit',
    );
    expect(reasonText('wind-over-limit', 'nl', { windSpeedMs: 7.4 })).toBe(
      'Grondwind 7,4 m/s, boven onze limiet van 7 m/s',
    );
    expect(reasonText('wind-over-limit', 'en', { windSpeedMs: 7 })).toBe(
      'Ground wind 7.0 m/s, at our 7 m/s limit',
    );
    expect(reasonText('wind-near-limit', 'en', { windSpeedMs: 6.9 }, 'kn')).toBe(
      'Ground wind 13 kn, close to our 14 kn limit',
    );
  });

  it('names visibility, gusts, rain and cloud with their values', () => {
    expect(reasonText('visibility-under-limit', 'en', { visibilityM: 2900 })).toBe(
      'Visibility 2.9 km, under our 3 km minimum',
    );
    expect(reasonText('visibility-near-limit', 'nl', { visibilityM: 3000 })).toBe(
      'Zicht 3,0 km, dicht bij ons minimum van 3 km',
    );
    expect(reasonText('gusts-over-limit', 'en', { windGustsMs: 11.2 }, 'kmh')).toBe(
      'Gusts up to 40 km/h, over our 36 km/h limit',
    );
    expect(reasonText('rain', 'en', { weatherCode: 80, precipitationMm: 0.4 })).toBe(
      'Light showers expected: we do not jump in rain',
    );
    expect(reasonText('rain', 'nl', { weatherCode: 2, precipitationMm: 0.1 })).toBe(
      'Regen (0,1 mm) verwacht: bij regen springen we niet',
    );
    expect(reasonText('rain-possible', 'nl', { precipitationProbabilityPct: 40 })).toBe('40% kans op regen');
    expect(reasonText('cloud-base-low', 'en', { ceilingM: 640 })).toBe(
      'Cloud cover from 600 m, lower than the 1,500 m a tandem jump needs',
    );
    expect(reasonText('cloud-base-marginal', 'nl', { ceilingM: 2000 })).toBe(
      'Bewolking vanaf 2.000 m: een lagere uitsprong dan normaal',
    );
  });

  it('names the most telling hour of a day', () => {
    const hours = deriveHours(
      observedDay('2026-06-01', (hour) => ({ windSpeedMs: hour === 14 ? 8.6 : hour === 2 ? 12 : 7.2 })),
      9,
    );
    expect(dayReasonText('wind-over-limit', hours, 'en')).toBe('Ground wind 8.6 m/s, over our 7 m/s limit');
  });

  it('falls back to the limit alone for a reason with no hour', () => {
    const reason: OutlookReason = 'wind-over-limit';
    expect(reasonText(reason, 'nl')).toBe('Grondwind boven onze limiet van 7 m/s');
  });
});

describe('compass points', () => {
  it('gives the 16 points, in Dutch with O and Z', () => {
    expect(compassPoint(0, 'en')).toBe('N');
    expect(compassPoint(22.5, 'en')).toBe('NNE');
    expect(compassPoint(22.5, 'nl')).toBe('NNO');
    expect(compassPoint(135, 'nl')).toBe('ZO');
    expect(compassPoint(225, 'en')).toBe('SW');
    expect(compassPoint(225, 'nl')).toBe('ZW');
    expect(compassPoint(348.75, 'en')).toBe('N');
    expect(compassPoint(348.74, 'en')).toBe('NNW');
    expect(compassPoint(360, 'en')).toBe('N');
    expect(compassPoint(null, 'en')).toBeNull();
  });

  it('says where the wind comes from', () => {
    expect(windFromText(225, 'en')).toBe('from the south-west');
    expect(windFromText(225, 'nl')).toBe('uit het zuidwesten');
    expect(windFromText(80, 'nl')).toBe('uit het oosten');
    expect(windFromText(null, 'en')).toBeNull();
  });
});

describe('other weather words', () => {
  it('describes weather codes, and an undocumented one by its number', () => {
    expect(weatherCodeText(0, 'en')).toBe('Clear sky');
    expect(weatherCodeText(81, 'nl')).toBe('Buien');
    expect(weatherCodeText(95, 'nl')).toBe('Onweer');
    expect(weatherCodeText(42, 'en')).toBe('Weather code 42');
    expect(weatherCodeText(null, 'nl')).toBe('Weer onbekend');
  });

  it('lists cloud types', () => {
    expect(cloudTypesText(['cumulus', 'cirrus'], 'en')).toBe('Cumulus, cirrus');
    expect(cloudTypesText([], 'nl')).toBe('Geen noemenswaardige bewolking');
  });

  it('writes clock times the way each language does', () => {
    expect(clockTime('2026-06-01T14:00', 'en')).toBe('14:00');
    expect(clockTime('2026-06-01T14:00', 'nl')).toBe('14.00');
    expect(clockTime('2026-06-01T09:05', 'en')).toBe('09:05');
    expect(clockTime('2026-06-01T09:05', 'nl')).toBe('9.05');
    expect(clockTime('2026-06-01T00:00', 'nl')).toBe('0.00');
  });
});
