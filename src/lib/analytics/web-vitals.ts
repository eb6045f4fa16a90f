// Web Vitals, measured by the `web-vitals` package, which is loaded only here (with consent).
import type { Metric } from 'web-vitals';
import { VITALS_THRESHOLDS } from './events';

/** A report above its threshold is flagged; FCP and TTFB have none. */
const VITALS_BUDGETS: Partial<Record<Metric['name'], number>> = VITALS_THRESHOLDS;

export function vitalsEvent(metric: Metric): Record<string, unknown> {
  const budget = VITALS_BUDGETS[metric.name];
  return {
    metric: metric.name,
    // Layout shift is a small score; the others are milliseconds.
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    over_budget: budget !== undefined && metric.value > budget,
    navigation: metric.navigationType,
  };
}

export async function observeWebVitals(report: (event: Record<string, unknown>) => void) {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const send = (metric: Metric) => report(vitalsEvent(metric));
  onCLS(send);
  onFCP(send);
  onINP(send);
  onLCP(send);
  onTTFB(send);
}
