// What happens when a visitor sends a form: validation with the shared schema, the security
// pre-check, the browser's rate limit and double-tap guard, then sending, each with its feedback.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors as FormFieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import { preloadToasts, showErrorToast, showSuccessToast } from '@/components/toasts/toasts';
import { track } from '@/lib/analytics';
import { createDoubleTapGuard, takeSubmissionSlot } from '@/lib/form-sending/submission-guards';
import type { EnquiryRequest } from '@contract/enquiry/index.ts';
import { messages } from '@contract/enquiry/messages.ts';
import type { Language } from '@contract/language.ts';
import type { EnquiryCopy } from './copy';
import { formFields, type EnquiryTab, type EnquiryValues, type FieldName } from './form-fields';
import type { FieldErrors } from './validation';

export type EnquiryFormApi = UseFormReturn<EnquiryValues, unknown, EnquiryRequest>;

const loadValidation = () => import('./validation');

const formTypeOf = (tab: EnquiryTab) => (tab === 'general' ? 'contact' : tab);

const asFormErrors = (errors: FieldErrors): FormFieldErrors<EnquiryValues> =>
  Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, { type: 'validate', message }]));

/** Validates with the server's schema in the page's language, turning the request into the form's output. */
export const enquiryResolver =
  (tab: EnquiryTab, lang: Language, page: string): Resolver<EnquiryValues, unknown, EnquiryRequest> =>
  async (values) => {
    const { validateEnquiry } = await loadValidation();
    const result = validateEnquiry(tab, values, lang, page);
    return result.ok
      ? { values: result.body, errors: {} }
      : { values: {}, errors: asFormErrors(result.errors) };
  };

interface Options {
  tab: EnquiryTab;
  lang: Language;
  copy: EnquiryCopy;
  form: EnquiryFormApi;
}

export function useEnquirySubmit({ tab, lang, copy, form }: Options) {
  const [sending, setSending] = useState(false);
  /** The last submission was sent: the form shows (and focuses) its confirmation. */
  const [sent, setSent] = useState(false);
  // Each failed submission renders the error summary anew, so a screen reader announces it again
  // even when the errors are the ones it already announced.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const countFailure = () => setFailedSubmits((count) => count + 1);
  const guard = useRef(createDoubleTapGuard());
  const started = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const formType = formTypeOf(tab);
  const analytics = { form: formType, language: lang };

  const showAtFields = (errors: FieldErrors) => {
    const names = formFields[tab].map((field) => field.name).filter((name) => errors[name]);
    for (const name of names) form.setError(name, { type: 'validate', message: errors[name] });
    if (names[0]) {
      form.setFocus(names[0]);
      countFailure();
    }
    return names;
  };

  const onInvalid = (errors: FormFieldErrors<EnquiryValues>) => {
    const first = formFields[tab].find((field) => errors[field.name]);
    if (first) form.setFocus(first.name);
    countFailure();
    track('form_validation_error', { ...analytics, fields: Object.keys(errors) });
  };

  const onValid = async (body: EnquiryRequest) => {
    const { securityBlockedField, firstMessages } = await loadValidation();
    const blocked: FieldName | undefined = securityBlockedField(body);
    if (blocked) {
      // As the server would answer: what to fix at the field, the spec's message in a toast.
      showAtFields({ [blocked]: messages[lang].securityRejected });
      track('form_security_blocked', analytics);
      await showErrorToast(copy, messages[lang].validationFailed);
      return;
    }
    if (!takeSubmissionSlot(formType)) {
      track('form_rate_limited', analytics);
      await showErrorToast(copy, messages[lang].rateLimited);
      return;
    }
    track('form_submit', analytics);
    setSending(true);
    const { sendEnquiry } = await import('@/lib/form-sending/send-form');
    const outcome = await sendEnquiry(body);
    if (!mounted.current) return;
    setSending(false);
    if (outcome.kind === 'sent') {
      track('form_success', analytics);
      form.reset();
      setSent(true);
      await showSuccessToast(copy);
    } else if (outcome.kind === 'rate-limited') {
      track('form_rate_limited', { ...analytics, source: 'server' });
      await showErrorToast(copy, messages[lang].rateLimited);
    } else if (outcome.kind === 'invalid' && showAtFields(firstMessages(outcome.fieldErrors)).length > 0) {
      track('form_validation_error', { ...analytics, source: 'server' });
    } else {
      track('form_failure', analytics);
      const failure = tab === 'general' ? copy.failure.general : copy.failure.extended;
      await showErrorToast(copy, failure.title, failure.description);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !guard.current()) return;
    setSent(false);
    void form.handleSubmit(onValid, onInvalid)(event);
  };

  /**
   * A change in the form: a new message takes the place of the last one's confirmation. The first
   * change counts as starting the form and warms up validation and toasts.
   */
  const onChange = () => {
    setSent(false);
    if (started.current) return;
    started.current = true;
    track('form_start', analytics);
    void loadValidation();
    void preloadToasts();
  };

  return { sending, sent, failedSubmits, onSubmit, onChange };
}
