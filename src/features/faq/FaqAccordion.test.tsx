import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/components/ui/test-utils';
import { homeFaqItems } from '@/content/faq';
import FaqSection from './FaqSection';

const [first, second] = homeFaqItems.map((item) => item.en);

describe('FAQ', () => {
  it('shows the six home questions, all closed', () => {
    renderWithSite(<FaqSection />);
    const triggers = screen.getAllByRole('button', { expanded: false });
    expect(triggers).toHaveLength(6);
  });

  it('opens one question at a time, and closes the open one on a second click', async () => {
    const user = userEvent.setup();
    renderWithSite(<FaqSection />);
    const one = screen.getByRole('button', { name: first.question });
    const two = screen.getByRole('button', { name: second.question });

    await user.click(one);
    expect(one).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(first.answer)).toBeVisible();

    await user.click(two);
    expect(two).toHaveAttribute('aria-expanded', 'true');
    expect(one).toHaveAttribute('aria-expanded', 'false');

    await user.click(two);
    expect(two).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('links to services, location info, contact and e-mail, in Dutch on Dutch pages', () => {
    renderWithSite(<FaqSection />, '/nl');
    expect(screen.getByRole('link', { name: 'Gerelateerde diensten' })).toHaveAttribute(
      'href',
      '/nl/diensten',
    );
    expect(screen.getByRole('link', { name: 'Locatie-informatie' })).toHaveAttribute(
      'href',
      '/nl/contact#location',
    );
    expect(screen.getByRole('link', { name: 'Neem contact op' })).toHaveAttribute('href', '/nl/contact');
    expect(screen.getByRole('link', { name: /^Mail naar/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });
});
