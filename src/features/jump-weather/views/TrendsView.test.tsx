import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/ui/test-utils';
import { testForecast } from '../test-forecast';
import type { TrendChart as TrendChartData } from './trends/charts';
import TrendsView from './TrendsView';

// jsdom has no canvas to draw on: the drawing is left to the browser tests, and here the chart
// module only shows what it was given.
vi.mock('./trends/TrendChart', () => ({
  default: ({ chart, x }: { chart: TrendChartData; x: number[] }) => (
    <div
      data-drawn={chart.id}
      data-points={x.length}
      data-limits={chart.limits.map((limit) => limit.value).join(',')}
    />
  ),
}));

const forecast = testForecast(new Date('2026-11-27T09:30:00Z'));

describe('the trends view', () => {
  it('titles each chart with its unit and gives its summary, limits and table in text', () => {
    renderWithSite(<TrendsView forecast={forecast} windUnit="ms" />, '/weather');
    const titles = screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Ground wind and gusts (m/s)',
      'Wind aloft (m/s)',
      'Visibility (km)',
      'Cloud base and ceiling (m)',
      'Rain chance (%)',
    ]);
    const wind = screen.getByRole('figure', { name: 'Ground wind and gusts (m/s)' });
    expect(
      within(wind).getByText(/reaches our 7 m\/s limit in 9 of the 45 daylight hours/),
    ).toBeInTheDocument();
    expect(within(wind).getByText('Wind limit 7 m/s')).toBeInTheDocument();
    expect(within(wind).getByText('Gust limit 10 m/s')).toBeInTheDocument();
    const table = within(wind).getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(6);
  });

  it('hands each chart its points and limits once the chart module has loaded', async () => {
    renderWithSite(<TrendsView forecast={forecast} windUnit="kn" />, '/weather');
    const visibility = await screen.findByRole('figure', { name: 'Visibility (km)' });
    await vi.waitFor(() => expect(visibility.querySelector('[data-drawn="visibility"]')).not.toBeNull());
    expect(visibility.querySelector('[data-drawn]')).toHaveAttribute('data-points', '120');
    expect(visibility.querySelector('[data-drawn]')).toHaveAttribute('data-limits', '3');
    const wind = screen.getByRole('figure', { name: 'Ground wind and gusts (kn)' });
    await vi.waitFor(() => expect(wind.querySelector('[data-drawn]')).not.toBeNull());
    expect(wind.querySelector('[data-drawn]')?.getAttribute('data-limits')).toMatch(/^13\.6\d*,19\.4\d*$/);
  });

  it('speaks Dutch on the Dutch page', () => {
    renderWithSite(<TrendsView forecast={forecast} windUnit="ms" />, '/nl/weer');
    expect(screen.getByRole('heading', { name: 'Verloop over de komende dagen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zicht (km)' })).toBeInTheDocument();
    expect(screen.getByText('Minimaal 3 km')).toBeInTheDocument();
    expect(screen.getAllByText('De cijfers per dag')).toHaveLength(5);
  });
});
