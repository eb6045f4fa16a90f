import { describe, expect, it } from 'vitest';
import type { Metric } from 'web-vitals';
import { vitalsEvent } from './web-vitals';

const metric = (name: Metric['name'], value: number, rating: Metric['rating'] = 'good') =>
  ({ name, value, rating, navigationType: 'navigate' }) as Metric;

describe('Web Vitals reports', () => {
  it('flags values over the thresholds: LCP 2500 ms, INP 200 ms, layout shift 0.1', () => {
    expect(vitalsEvent(metric('LCP', 2600, 'needs-improvement'))).toEqual({
      metric: 'LCP',
      value: 2600,
      rating: 'needs-improvement',
      over_budget: true,
      navigation: 'navigate',
    });
    expect(vitalsEvent(metric('LCP', 2400)).over_budget).toBe(false);
    expect(vitalsEvent(metric('INP', 180)).over_budget).toBe(false);
    expect(vitalsEvent(metric('INP', 220)).over_budget).toBe(true);
    expect(vitalsEvent(metric('CLS', 0.123456)).value).toBe(0.1235);
    expect(vitalsEvent(metric('CLS', 0.05)).over_budget).toBe(false);
  });

  it('reports FCP and TTFB with their rating and no budget', () => {
    expect(vitalsEvent(metric('TTFB', 900.4, 'poor'))).toMatchObject({ value: 900, over_budget: false });
    expect(vitalsEvent(metric('FCP', 5000, 'poor'))).toMatchObject({ rating: 'poor', over_budget: false });
  });
});
