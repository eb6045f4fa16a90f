import { useEffect, useState } from 'react';
import { WifiOff } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { business, telUrl } from '@contract/business.ts';
import { watchAvailability } from './availability';
import { offlineCopy } from './copy';

/**
 * A small notice while the site cannot be reached, with the phone number. The live region is always
 * on the page, so screen readers announce the notice politely when it appears.
 */
export default function OfflineNotice() {
  const { lang } = useLanguage();
  const [online, setOnline] = useState(true);
  useEffect(() => watchAvailability(setOnline), []);
  const t = offlineCopy[lang];
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4 print:hidden"
    >
      {!online && (
        <p className="pointer-events-auto flex max-w-xl flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-2xl bg-slate-900 px-4 py-2 text-center text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900">
          <WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span>{t.offline}</span>
          <span>
            {t.call}{' '}
            <a href={telUrl} className="whitespace-nowrap font-semibold underline underline-offset-4">
              {business.phone.display}
            </a>
          </span>
        </p>
      )}
    </div>
  );
}
