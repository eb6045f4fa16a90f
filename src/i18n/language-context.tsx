import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { uiCopy, type UiCopy } from '@/content/ui';
import { langOfPath, localizeHref, switchLanguageHref } from '@/routing/paths';
import type { Language } from '@contract/language.ts';
import { setDocumentLanguage } from './document-language';

export const LANGUAGE_STORAGE_KEY = 'preferred-language';
export const LANGUAGE_CHANGED_EVENT = 'language-changed';

export interface LanguageContextValue {
  lang: Language;
  ui: UiCopy;
  /** Moves to the same page in `to`, without a reload, keeping query and hash. */
  setLanguage: (to: Language) => void;
  /** The address of an English site path in the current language. */
  href: (englishPath: string) => string;
}

/** Provided by LanguageProvider on the public site, and by the admin area with its own value. */
export const LanguageContext = createContext<LanguageContextValue | null>(null);

/** The context's value for `lang`: its UI words and its links. */
export const languageValue = (lang: Language, setLanguage: (to: Language) => void): LanguageContextValue => ({
  lang,
  ui: uiCopy[lang],
  setLanguage,
  href: (path) => localizeHref(path, lang),
});

export function LanguageProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const lang = langOfPath(location.pathname);

  useEffect(() => {
    setDocumentLanguage(lang);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
    } catch {
      // Storage can be unavailable (private mode); the URL still carries the language.
    }
  }, [lang]);

  const setLanguage = useCallback(
    (to: Language) => {
      if (to === lang) return;
      navigate(switchLanguageHref(location.pathname, location.search, location.hash, to));
      window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: { language: to } }));
    },
    [lang, location.pathname, location.search, location.hash, navigate],
  );

  const value = useMemo(() => languageValue(lang, setLanguage), [lang, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within a LanguageProvider');
  return value;
}
