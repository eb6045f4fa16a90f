import { useCallback, useEffect, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'theme';
const themes: readonly Theme[] = ['light', 'dark', 'system'];
const DEFAULT_THEME: Theme = 'light';

const readTheme = (): Theme => {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return themes.includes(stored as Theme) ? (stored as Theme) : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
};

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

const prefersDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches;

/**
 * The stored theme, shared across components and tabs. The prerendered HTML uses the default; the
 * inline script in index.html sets the class on <html> before first paint, and this keeps it in sync.
 */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribe, readTheme, () => DEFAULT_THEME);

  useEffect(() => {
    const apply = () =>
      document.documentElement.classList.toggle(
        'dark',
        theme === 'dark' || (theme === 'system' && prefersDark()),
      );
    apply();
    if (theme !== 'system') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Without storage the class still changes for this page view.
      document.documentElement.classList.toggle('dark', next === 'dark');
    }
    listeners.forEach((listener) => listener());
  }, []);

  return { theme, setTheme };
}

export const nextTheme = (theme: Theme): Theme => themes[(themes.indexOf(theme) + 1) % themes.length];
