import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '@/i18n/language-context';

/** The router and language context the site provides, at `path` (`/nl...` is Dutch). */
export function SiteProviders({ path = '/', children }: { path?: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <LanguageProvider>{children}</LanguageProvider>
    </MemoryRouter>
  );
}

/** Renders inside `SiteProviders`; `rerender` keeps them. */
export function renderWithSite(ui: ReactElement, path = '/') {
  return render(ui, { wrapper: ({ children }) => <SiteProviders path={path}>{children}</SiteProviders> });
}

/** jsdom has no matchMedia; this one answers `prefers-reduced-motion` as told and nothing else. */
export function stubMatchMedia(reducedMotion = false) {
  window.matchMedia = (query: string) =>
    ({
      matches: reducedMotion && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Observers embla needs and jsdom lacks; they observe nothing. */
export function stubObservers() {
  class Inert {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver ??= Inert as unknown as typeof IntersectionObserver;
  window.ResizeObserver ??= Inert as unknown as typeof ResizeObserver;
}
