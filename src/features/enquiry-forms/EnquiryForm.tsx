// One enquiry form (general, demo, tandem or corporate), as the contact section shows it in a tab.
// It renders the same markup on the server and in the browser: ids come from useId, and the address's
// preselected service and today's date are applied only after hydration.
import { useEffect, useId, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { FormConfirmation, SubmitButton } from '@/components/form/form-parts';
import { useLanguage } from '@/i18n/language-context';
import { amsterdamToday } from '@contract/amsterdam-time.ts';
import type { EnquiryRequest } from '@contract/enquiry/index.ts';
import { enquiryCopy, fieldCopy } from './copy';
import { EnquiryField } from './EnquiryField';
import { emptyValues, formFields, type EnquiryTab, type EnquiryValues } from './form-fields';
import { choicesOf } from './options';
import { jumpTypeForService, usePreselectedService } from './preselection';
import { enquiryResolver, useEnquirySubmit } from './use-enquiry-submit';

const subscribeToNothing = () => () => {};
const noMinDate = () => undefined;

export function EnquiryForm({ tab }: { tab: EnquiryTab }) {
  const { lang } = useLanguage();
  const { pathname } = useLocation();
  const copy = enquiryCopy[lang];
  const formCopy = copy.forms[tab];
  const baseId = useId();
  const fields = formFields[tab];
  const form = useForm<EnquiryValues, unknown, EnquiryRequest>({
    defaultValues: emptyValues(),
    resolver: enquiryResolver(tab, lang, pathname),
    shouldFocusError: false,
  });
  const { register, formState, setValue, getValues } = form;
  const { sending, sent, failedSubmits, onSubmit, onChange } = useEnquirySubmit({ tab, lang, copy, form });
  const hasDate = fields.some((field) => field.kind === 'date');
  // Read only by a form with a date field: the first time-zone formatter loads time-zone data, about
  // 30 ms of main thread on a phone, which no other form should pay while the page hydrates.
  const minDate = useSyncExternalStore(subscribeToNothing, hasDate ? amsterdamToday : noMinDate, noMinDate);

  const preselected = usePreselectedService();
  useEffect(() => {
    if (!preselected) return;
    // A choice the visitor already made wins over the address.
    const preselect = (name: 'service' | 'eventType', value: string | undefined) => {
      if (value && getValues(name) === '') setValue(name, value);
    };
    if (tab === 'general') preselect('service', preselected);
    if (tab === 'tandem') preselect('eventType', jumpTypeForService(preselected));
  }, [preselected, tab, getValues, setValue]);

  const idOf = (name: string) => `${baseId}-${name}`;
  const errors = fields.flatMap((field) => {
    const message = formState.errors[field.name]?.message;
    return message ? [{ name: field.name, label: fieldCopy(copy, tab, field.name).label, message }] : [];
  });

  return (
    <form
      // Should someone submit before the code has arrived, the browser posts rather than putting
      // what was typed into the address.
      method="post"
      noValidate
      aria-label={formCopy.title}
      aria-busy={sending}
      onSubmit={onSubmit}
      onChange={onChange}
      className="relative"
    >
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">{copy.requiredNote}</p>
      <div role="alert" className="empty:hidden">
        {errors.length > 0 && (
          <div
            key={failedSubmits}
            className="mb-6 rounded-lg border border-red-700 bg-red-50 p-4 text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
          >
            <p className="font-semibold">{copy.errorSummary(errors.length)}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {errors.map((error) => (
                <li key={error.name}>
                  <a
                    href={`#${idOf(error.name)}`}
                    className="underline underline-offset-2 hover:decoration-2"
                    // Focus the field itself: following the link would only scroll to it.
                    onClick={(event) => {
                      event.preventDefault();
                      form.setFocus(error.name);
                    }}
                  >
                    {error.label}: {error.message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((spec) => (
          <EnquiryField
            key={spec.name}
            id={idOf(spec.name)}
            spec={spec}
            copy={fieldCopy(copy, tab, spec.name)}
            registration={register(spec.name)}
            error={formState.errors[spec.name]?.message}
            options={spec.options && choicesOf(spec.options, copy.options)}
            chooseLabel={copy.choose}
            minDate={minDate}
          />
        ))}
      </div>
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor={idOf('website')}>{copy.honeypot}</label>
        <input id={idOf('website')} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <SubmitButton
        sending={sending}
        label={formCopy.submit}
        sendingLabel={copy.sending}
        className="mt-6 w-full sm:w-auto"
      />
      {sent && (
        <FormConfirmation
          copy={copy.confirmation}
          className="mt-4 rounded-lg border border-green-700 bg-green-50 p-4 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100"
        />
      )}
    </form>
  );
}
