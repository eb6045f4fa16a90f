import { describe, expect, it } from 'vitest';
import { writeBulletin } from '../../../supabase/functions/_shared/contract/weather/bulletin.ts';
import { forecastOf, observedDay } from './fixture.ts';

// A fixed forecast of three days (daylight 08:00 to 17:00 local):
// - 1 June: wind picking up from the south-west, scattered cloud at 900 m, showers from 14:00;
// - 2 June: calm, haze until 11:00;
// - 3 June: north-west wind over the limit all day.
const forecast = (issuedAt: string) =>
  forecastOf(
    [
      ...observedDay('2026-06-01', (hour) => ({
        windSpeedMs: 3 + hour / 6,
        windGustsMs: 6 + hour / 4,
        dewPointC: 11,
        cloudCoverLowPct: 40,
        ...(hour >= 14
          ? { precipitationMm: 0.6, weatherCode: 80, precipitationProbabilityPct: 70, capeJkg: 500 }
          : {}),
      })),
      ...observedDay('2026-06-02', (hour) => ({
        windSpeedMs: 2,
        windGustsMs: 4,
        cloudCoverLowPct: 5,
        cloudCoverPct: 10,
        visibilityM: hour < 11 ? 2500 : 15_000,
      })),
      ...observedDay('2026-06-03', (hour) => ({
        windSpeedMs: hour < 12 ? 8 : 7.4,
        windGustsMs: 11,
        windDirectionDeg: 300,
      })),
    ],
    issuedAt,
  );

// 07:10 in Amsterdam (summer time), before the first daylight hour.
const early = forecast('2026-06-01T05:10:00Z');

describe('writeBulletin in English', () => {
  const sections = writeBulletin(early, 'en', 'ms');

  it('writes today, tomorrow and the next days by name', () => {
    expect(sections.map((section) => section.heading)).toEqual(['Today', 'Tomorrow', 'Wednesday 3 June']);
    expect(sections.map((section) => section.outlook)).toEqual(['marginal', 'likely', 'unlikely']);
    expect(sections[2].outlookText).toBe('Jumping unlikely: wind over the limit, gusts over the limit');
  });

  it('writes the daylight periods with rounded numbers and the hour jumping turns unlikely', () => {
    const [today] = sections;
    expect(today.periods.map((period) => period.label)).toEqual(['Morning', 'Afternoon']);
    expect(today.text).toBe(
      'Morning: south-west wind 4 to 5 m/s, gusting 9, cloud base around 900 m, dry, borderline for jumping; ' +
        'afternoon: south-west wind 5 to 6 m/s, gusting 10, cloud base around 900 m, showers likely, jumping unlikely after 14:00.',
    );
  });

  it('says when jumping turns likely, and mentions poor visibility', () => {
    expect(sections[1].periods[0].text).toBe(
      'south-west wind 2 m/s, gusting 4, mostly clear, visibility at times only 2.5 km, dry, jumping unlikely until 11:00, then likely',
    );
  });

  it('does not repeat an outlook that holds from the period before', () => {
    expect(sections[2].periods.map((period) => period.text)).toEqual([
      'north-west wind 8 m/s, gusting 11, mostly clear, dry, jumping unlikely',
      'north-west wind 7 m/s, gusting 11, mostly clear, dry',
    ]);
  });

  it('writes wind in the chosen unit', () => {
    expect(writeBulletin(early, 'en', 'kmh')[0].periods[0].text).toMatch(
      /^south-west wind 16 to 17 km\/h, gusting 32,/,
    );
    expect(writeBulletin(early, 'en', 'kn')[2].periods[0].text).toMatch(
      /^north-west wind 16 kn, gusting 21,/,
    );
  });
});

describe('writeBulletin in Dutch', () => {
  const sections = writeBulletin(early, 'nl', 'ms');

  it('writes the days and periods in Dutch, times as 14.00 uur', () => {
    expect(sections.map((section) => section.heading)).toEqual(['Vandaag', 'Morgen', 'Woensdag 3 juni']);
    expect(sections[0].text).toBe(
      'Ochtend: zuidwestenwind 4 tot 5 m/s, uitschieters tot 9, wolkenbasis rond 900 m, droog, twijfelachtig springweer; ' +
        'middag: zuidwestenwind 5 tot 6 m/s, uitschieters tot 10, wolkenbasis rond 900 m, kans op buien, na 14.00 uur springen onwaarschijnlijk.',
    );
    expect(sections[1].periods[0].text).toContain('zicht soms maar 2,5 km');
    expect(sections[1].periods[0].text).toContain(
      'tot 11.00 uur springen onwaarschijnlijk, daarna waarschijnlijk',
    );
    expect(sections[2].outlookText).toBe(
      'Springen onwaarschijnlijk: wind boven de limiet, windstoten boven de limiet',
    );
  });
});

describe('writeBulletin over the day', () => {
  it('leaves out today’s hours that have passed', () => {
    // 15:30 in Amsterdam: only 15:00 and 16:00 are left of today's daylight.
    const [today] = writeBulletin(forecast('2026-06-01T13:30:00Z'), 'en', 'ms');
    expect(today.heading).toBe('Today');
    expect(today.periods.map((period) => period.period)).toEqual(['afternoon']);
    expect(today.text).toMatch(/showers likely, jumping unlikely\.$/);
  });

  it('starts with tomorrow once today’s daylight is over', () => {
    const sections = writeBulletin(forecast('2026-06-01T19:00:00Z'), 'en', 'ms');
    expect(sections[0].heading).toBe('Tomorrow');
  });

  it('reads the same for the same forecast', () => {
    expect(writeBulletin(early, 'nl', 'kn')).toEqual(writeBulletin(early, 'nl', 'kn'));
  });
});
