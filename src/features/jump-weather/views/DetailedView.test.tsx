import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/components/ui/test-utils';
import { jumpWeatherCopy } from '../copy';
import { forecastDates } from '../days';
import { testForecast } from '../test-forecast';
import { DetailedView } from './DetailedView';

// The table is large: rows and cells are read from the DOM, as role queries over it take seconds.
const table = () => document.querySelector('table') as HTMLTableElement;
const rowAt = (clock: string) =>
  [...table().querySelectorAll('tbody tr')].find((row) => row.querySelector('th')?.textContent === clock);

describe('the detailed table', () => {
  it('has a caption, every weather label of the spec as a column header, and a row header per hour', () => {
    renderWithSite(<DetailedView forecast={testForecast()} windUnit="ms" />);
    expect(table().caption?.textContent).toMatch(/^Teuge \(drop zone\), \w+day \d+ \w+: every hour$/);
    const headers = [...table().querySelectorAll('thead th')];
    expect(headers.map((header) => header.textContent)).toEqual([
      'Hour',
      'Outlook',
      ...Object.values(jumpWeatherCopy.en.labels),
    ]);
    expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
    const rowHeaders = [...table().querySelectorAll('tbody th')];
    expect(rowHeaders).toHaveLength(24);
    expect(rowHeaders.every((header) => header.getAttribute('scope') === 'row')).toBe(true);
    expect(rowAt('14:00')).toHaveTextContent('Likely');
    expect(rowAt('14:00')).toHaveTextContent('SW (225°)');
    expect(rowAt('02:00')).toHaveTextContent('Unlikely');
  });

  it('shows another day when it is picked, in the chosen wind unit, in Dutch', () => {
    renderWithSite(<DetailedView forecast={testForecast()} windUnit="kmh" />, '/nl');
    const tomorrow = screen.getByText('Morgen').closest('button') as HTMLButtonElement;
    fireEvent.click(tomorrow);
    expect(tomorrow).toHaveAttribute('aria-pressed', 'true');
    expect(table().caption?.textContent).toMatch(/alle uren$/);
    // Tomorrow's ground wind is 8.5 m/s: 31 km/h, over the limit.
    const noon = rowAt('12.00');
    expect(noon).toHaveTextContent('31 km/h');
    expect(noon).toHaveTextContent('Onwaarschijnlijk');
    expect(noon).toHaveTextContent('ZW (225°)');
  });

  it('writes a missing value as missing, never as zero', () => {
    const forecast = testForecast();
    renderWithSite(<DetailedView forecast={forecast} windUnit="ms" />);
    // The fourth day of the test forecast has no visibility.
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(forecastDates(forecast).length);
    fireEvent.click(buttons[3]);
    const visibility = Object.keys(jumpWeatherCopy.en.labels).indexOf('visibility') + 1;
    expect(rowAt('12:00')?.querySelectorAll('td')[visibility]).toHaveTextContent(/^–$/);
  });
});
