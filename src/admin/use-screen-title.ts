import { useEffect } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { adminCopy } from './copy';

/** The tab's title for an admin screen; the admin shell is never indexed, so nothing more. */
export function useScreenTitle(title: string) {
  const { lang } = useLanguage();
  useEffect(() => {
    document.title = `${title} | ${adminCopy[lang].shell.area}`;
  }, [title, lang]);
}
