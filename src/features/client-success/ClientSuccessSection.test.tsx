import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '@/i18n/language-context';
import { business } from '@contract/business.ts';
import ClientSuccessSection from './ClientSuccessSection';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageProvider>
        <ClientSuccessSection />
      </LanguageProvider>
    </MemoryRouter>,
  );

// The badge above the figures, found by what it says in either language.
const badge = () => screen.getByText(/^(Planning a jump\?|Plan je een sprong\?)/);

describe('ClientSuccessSection', () => {
  afterEach(() => vi.useRealTimers());

  it.each(['/client-success', '/nl/client-success'])(
    'shows no live figure at %s: no count of people, no "live" label, nothing that moves',
    (path) => {
      vi.useFakeTimers();
      renderAt(path);
      const before = badge().textContent ?? '';
      expect(before).not.toMatch(/live|right now|\bnu\b|people|mensen/i);
      // The only numbers are the tandem lead time from the business facts.
      const { min, max } = business.leadTimes.tandem;
      expect(before.match(/\d+/g)).toEqual([String(min), String(max)]);
      expect(screen.queryByText(/^live$/i)).toBeNull();
      act(() => vi.advanceTimersByTime(10 * 60_000));
      expect(badge().textContent).toBe(before);
    },
  );
});
