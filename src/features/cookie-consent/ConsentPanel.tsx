import * as Dialog from '@radix-ui/react-dialog';
import * as Switch from '@radix-ui/react-switch';
import { useState } from 'react';
import { X } from '@/components/icons';
import type { ConsentRecord } from '@/lib/consent-record';
import { pathFor } from '@/routing/paths';
import type { Language } from '@contract/language.ts';
import type { ConsentChoice } from './consent-store';
import type { ConsentCopy } from './copy';

type PanelCopy = ConsentCopy['panel'];
type Category = keyof PanelCopy['categories'];

const panelButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 dark:bg-brand-200 dark:text-brand-950 dark:hover:bg-brand-100';

function CategorySwitch({
  category,
  copy,
  checked,
  onCheckedChange,
}: {
  category: Category;
  copy: PanelCopy;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
}) {
  const id = `consent-${category}`;
  const fixed = !onCheckedChange;
  return (
    <li className="flex items-start gap-4 border-t border-slate-200 py-4 dark:border-slate-700">
      <div className="flex-1">
        <label htmlFor={id} className="font-semibold text-brand-900 dark:text-white">
          {copy.categories[category].name}
        </label>
        <p id={`${id}-text`} className="mt-1 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
          {copy.categories[category].text}
          {fixed && <span className="mt-1 block font-medium">{copy.alwaysOn}</span>}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={fixed}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-text`}
        className="relative mt-1 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-500 data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 dark:data-[state=checked]:bg-brand-400"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </li>
  );
}

/**
 * The preferences panel on the right: essential storage fixed on, analytics and marketing as the
 * visitor last saved them (off at first). Switches change only this panel until Save.
 */
export default function ConsentPanel({
  copy,
  lang,
  consent,
  onSave,
  onAcceptAll,
  onReset,
  onClose,
  onClosed,
}: {
  copy: PanelCopy;
  lang: Language;
  consent: ConsentRecord;
  onSave: (choice: ConsentChoice) => void;
  onAcceptAll: () => void;
  onReset: () => void;
  onClose: () => void;
  /** After the panel has gone, to place focus. */
  onClosed: () => void;
}) {
  const [choice, setChoice] = useState<ConsentChoice>({
    analytics: consent.preferences.analytics,
    marketing: consent.preferences.marketing,
  });
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col overflow-y-auto bg-white p-6 text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-100"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-brand-900 dark:text-white">
              {copy.title}
            </Dialog.Title>
            <Dialog.Close className="icon-button -mr-2 -mt-1" aria-label={copy.close}>
              <X aria-hidden="true" size={20} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
            {copy.description}
          </Dialog.Description>
          <ul className="mt-6 border-b border-slate-200 dark:border-slate-700">
            <CategorySwitch category="essential" copy={copy} checked />
            <CategorySwitch
              category="analytics"
              copy={copy}
              checked={choice.analytics}
              onCheckedChange={(analytics) => setChoice((current) => ({ ...current, analytics }))}
            />
            <CategorySwitch
              category="marketing"
              copy={copy}
              checked={choice.marketing}
              onCheckedChange={(marketing) => setChoice((current) => ({ ...current, marketing }))}
            />
          </ul>
          <div className="mt-6 grid grid-cols-2 gap-2">
            <button type="button" className={panelButton} onClick={() => onSave(choice)}>
              {copy.save}
            </button>
            <button type="button" className={panelButton} onClick={onAcceptAll}>
              {copy.acceptAll}
            </button>
          </div>
          <p className="mt-6 flex flex-wrap items-center justify-between gap-4 text-sm">
            <a
              href={pathFor('privacy', lang)}
              className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300"
            >
              {copy.privacy}
            </a>
            {consent.hasConsent && (
              <button
                type="button"
                className="font-medium text-slate-700 underline underline-offset-4 hover:text-brand-900 dark:text-slate-300 dark:hover:text-white"
                onClick={onReset}
              >
                {copy.reset}
              </button>
            )}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
