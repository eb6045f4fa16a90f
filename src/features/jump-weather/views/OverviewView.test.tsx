import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/components/ui/test-utils';
import { testForecast } from '../test-forecast';
import { OverviewView } from './OverviewView';

describe('the overview', () => {
  it("shows today's and tomorrow's outlook in words with the reasons and the key numbers", () => {
    const forecast = testForecast();
    renderWithSite(<OverviewView forecast={forecast} windUnit="ms" />);
    const [today, tomorrow] = screen.getAllByRole('article');
    expect(within(today).getByRole('heading', { level: 3 })).toHaveTextContent(/^Today/);
    expect(within(today).getByText('Jumping likely')).toBeInTheDocument();
    expect(within(today).getByText('9 hours of good jumping weather')).toBeInTheDocument();
    expect(within(today).getByText('Wind (gusts)').nextSibling).toHaveTextContent('3.0 m/s (5.0)');
    expect(within(today).getByText('Visibility').nextSibling).toHaveTextContent('25 km');

    expect(within(tomorrow).getByRole('heading', { level: 3 })).toHaveTextContent(/^Tomorrow/);
    expect(within(tomorrow).getByText('Jumping unlikely')).toBeInTheDocument();
    expect(within(tomorrow).getByText('Ground wind 8.5 m/s, over our 7 m/s limit')).toBeInTheDocument();
  });

  it('lists the next 48 hours from the current one, each outlook in words, in a region a keyboard can scroll', () => {
    renderWithSite(<OverviewView forecast={testForecast()} windUnit="kmh" />, '/nl');
    const strip = screen.getByRole('region', { name: 'Uur voor uur, de komende 48 uur' });
    expect(strip).toHaveAttribute('tabindex', '0');
    const hours = within(strip).getAllByRole('listitem');
    expect(hours).toHaveLength(48);
    expect(hours[0]).toHaveTextContent(/Waarschijnlijk|Onwaarschijnlijk|Twijfelachtig|Onbekend/);
    expect(hours[0]).toHaveTextContent(/km\/h/);
  });

  it('writes the day cards in Dutch with the chosen unit', () => {
    renderWithSite(<OverviewView forecast={testForecast()} windUnit="kn" />, '/nl');
    const [today] = screen.getAllByRole('article');
    expect(within(today).getByRole('heading', { level: 3 })).toHaveTextContent(/^Vandaag/);
    expect(within(today).getByText('Springen waarschijnlijk')).toBeInTheDocument();
    expect(within(today).getByText('9 uur lang goed springweer')).toBeInTheDocument();
    expect(within(today).getByText('Wind (stoten)').nextSibling).toHaveTextContent('6 kn (10)');
  });
});
