import { useRef } from 'react';
import { useBottomOverlay } from '@/components/ui/use-bottom-overlay';
import { pathFor } from '@/routing/paths';
import type { Language } from '@contract/language.ts';
import { ACCEPT_ALL, REJECT_NON_ESSENTIAL, type ConsentChoice } from './consent-store';
import type { ConsentCopy } from './copy';

// Accept and reject look alike and sit side by side: the Dutch regulator asks for equal weight.
const choiceButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-800 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-900 dark:bg-brand-200 dark:text-brand-950 dark:hover:bg-brand-100';

/**
 * The first layer: a card at the bottom of the screen that leaves the page readable and usable.
 * It is part of the prerendered HTML, so it takes no layout space and shifts nothing when it shows;
 * once hydrated it keeps room below the page, so nothing focused or read hides behind it.
 */
export function ConsentBanner({
  copy,
  lang,
  onChoose,
  onManage,
}: {
  copy: ConsentCopy;
  lang: Language;
  onChoose: (choice: ConsentChoice) => void;
  onManage: () => void;
}) {
  const banner = useRef<HTMLElement>(null);
  useBottomOverlay(banner, 'cookie-banner');
  return (
    <section
      ref={banner}
      aria-labelledby="cookie-consent-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 text-slate-900 shadow-2xl sm:inset-x-auto sm:bottom-4 sm:right-4 sm:w-[26rem] sm:rounded-2xl sm:border dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 print:hidden"
    >
      <h2 id="cookie-consent-title" className="text-base font-bold text-brand-900 dark:text-white">
        {copy.title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
        {copy.text}{' '}
        <a
          href={pathFor('cookie-policy', lang)}
          className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300"
        >
          {copy.policy}
        </a>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <button type="button" className={choiceButton} onClick={() => onChoose(ACCEPT_ALL)}>
          {copy.acceptAll}
        </button>
        <button type="button" className={choiceButton} onClick={() => onChoose(REJECT_NON_ESSENTIAL)}>
          {copy.rejectNonEssential}
        </button>
      </div>
      <button
        type="button"
        aria-haspopup="dialog"
        className="mt-2 min-h-11 w-full rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50 dark:text-brand-200 dark:hover:bg-brand-900"
        onClick={onManage}
      >
        {copy.manage}
      </button>
    </section>
  );
}
