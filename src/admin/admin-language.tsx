// The admin area's language, kept apart from the address (admin addresses carry no /nl): the
// stored choice, else the browser's language. It lives here, not in i18n, so that no public page
// carries its code.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setDocumentLanguage } from '@/i18n/document-language';
import { LanguageContext, languageValue } from '@/i18n/language-context';
import type { Language } from '@contract/language.ts';

const storedLanguage = (storageKey: string): Language => {
  try {
    const stored = localStorage.getItem(storageKey);
    if (stored === 'en' || stored === 'nl') return stored;
  } catch {
    // Storage can be unavailable (private mode); the browser's language decides.
  }
  return navigator.language.toLowerCase().startsWith('nl') ? 'nl' : 'en';
};

export function AdminLanguageProvider({ storageKey, children }: { storageKey: string; children: ReactNode }) {
  const [lang, setLang] = useState<Language>(() => storedLanguage(storageKey));

  useEffect(() => {
    setDocumentLanguage(lang);
  }, [lang]);

  const setLanguage = useCallback(
    (to: Language) => {
      setLang(to);
      try {
        localStorage.setItem(storageKey, to);
      } catch {
        // Without storage the choice lasts until the page is closed.
      }
    },
    [storageKey],
  );

  const value = useMemo(() => languageValue(lang, setLanguage), [lang, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
