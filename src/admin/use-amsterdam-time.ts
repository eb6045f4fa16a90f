import { useMemo } from 'react';
import { useLanguage } from '@/i18n/language-context';

// Every time the back office shows is the company's time, whatever the admin's computer says.

export const AMSTERDAM = 'Europe/Amsterdam';

type Style = Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>;

/** A formatter for Amsterdam time in the admin's language; built once per language, not per render. */
export function useAmsterdamTime({
  dateStyle = 'medium',
  timeStyle = 'short',
}: Style = {}): Intl.DateTimeFormat {
  const { ui } = useLanguage();
  return useMemo(
    () => new Intl.DateTimeFormat(ui.locale, { dateStyle, timeStyle, timeZone: AMSTERDAM }),
    [ui.locale, dateStyle, timeStyle],
  );
}
