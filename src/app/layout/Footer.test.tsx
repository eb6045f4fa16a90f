import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '@/i18n/language-context';
import { Footer } from './Footer';

const renderFooter = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageProvider>
        <Footer partnerLogos={false} />
      </LanguageProvider>
    </MemoryRouter>,
  );

describe('Footer', () => {
  it('puts each business detail on a line of its own, without break elements', () => {
    const { container } = renderFooter('/nl');
    const address = container.querySelector('address')!;
    expect(address.querySelector('br')).toBeNull();
    expect(address).toHaveClass('whitespace-pre-line');
    expect(address.textContent?.split('\n')).toEqual([
      'Laan van Westenenk 501',
      '7334 DT Apeldoorn',
      'KvK: 08123456',
      'Btw: NL001234567B01',
      'Bank: NL91 ABNA 0417 1643 00',
    ]);
  });

  it('ends the legal name with one full stop in both languages', () => {
    renderFooter('/');
    expect(screen.getByText(/^©/).textContent).toMatch(
      /^© \d{4} Skydive Events Holland B\.V\. All rights reserved\.$/,
    );
  });

  it('says the same in Dutch', () => {
    renderFooter('/nl');
    expect(screen.getByText(/^©/).textContent).toMatch(
      /^© \d{4} Skydive Events Holland B\.V\. Alle rechten voorbehouden\.$/,
    );
  });
});
