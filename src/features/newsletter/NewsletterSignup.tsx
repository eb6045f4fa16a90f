// The footer's newsletter sign-up for the free guide. The footer loads this module when it comes near
// the viewport; validation, sending and the toasts arrive on the form's first focus.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { FormConfirmation, RequiredMark, SubmitButton } from '@/components/form/form-parts';
import { preloadToasts } from '@/components/toasts/toasts';
import { useLanguage } from '@/i18n/language-context';
import { track } from '@/lib/analytics';
import { pathFor } from '@/routing/paths';
import { signupCopy } from './copy';
import type { SignupErrors, SignupField, SignupValues } from './signup';

type SignupModule = typeof import('./signup');
const loadSignup = () => import('./signup');

const fields: readonly SignupField[] = ['name', 'email'];

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-300 focus:outline-none focus:ring-2 focus:ring-brand-300 aria-[invalid=true]:border-red-400';

const valuesOf = (form: HTMLFormElement): SignupValues => {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return { name: text('name'), email: text('email'), website: text('website') };
};

export default function NewsletterSignup() {
  const { lang } = useLanguage();
  const { pathname } = useLocation();
  const copy = signupCopy[lang];
  const baseId = useId();
  const [errors, setErrors] = useState<SignupErrors>({});
  const [sending, setSending] = useState(false);
  /** The last sign-up was sent: the form shows (and focuses) its confirmation. */
  const [sent, setSent] = useState(false);
  const signup = useRef<SignupModule>(undefined);
  const started = useRef(false);
  const busy = useRef(false);
  const analytics = { form: 'newsletter', language: lang };
  const idOf = (name: string) => `${baseId}-${name}`;

  const load = async () => (signup.current ??= await loadSignup());

  /** The first focus in the form: counts as starting it and warms up validation and toasts. */
  const onFocus = () => {
    if (started.current) return;
    started.current = true;
    track('form_start', analytics);
    void load();
    void preloadToasts();
  };

  const showErrors = (form: HTMLFormElement, found: SignupErrors) => {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
  };

  /** Typing again takes the confirmation away; once a field shows an error, it follows what is typed. */
  const onChange = (field: SignupField, form: HTMLFormElement | null) => {
    setSent(false);
    if (!errors[field] || !signup.current || !form) return;
    const checked = signup.current.validateSignup(valuesOf(form), lang, pathname);
    setErrors((shown) => ({ ...shown, [field]: checked.ok ? undefined : checked.errors[field] }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy.current) return;
    busy.current = true;
    setSent(false);
    try {
      const { validateSignup, sendSignup } = await load();
      const checked = validateSignup(valuesOf(form), lang, pathname);
      if (!checked.ok) {
        showErrors(form, checked.errors);
        track('form_validation_error', { ...analytics, fields: Object.keys(checked.errors) });
        return;
      }
      setErrors({});
      track('form_submit', analytics);
      setSending(true);
      const outcome = await sendSignup(checked.body, lang, copy);
      setSending(false);
      if (outcome.kind === 'sent') {
        track('form_success', analytics);
        form.reset();
        setSent(true);
      }
      if (outcome.kind === 'invalid') {
        showErrors(form, outcome.errors);
        track('form_validation_error', { ...analytics, source: 'server' });
      }
      if (outcome.kind === 'rate-limited') track('form_rate_limited', analytics);
      if (outcome.kind === 'failed') track('form_failure', analytics);
    } finally {
      busy.current = false;
    }
  };

  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="border-t border-white/10">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[2fr_3fr]">
        <div>
          <h2 id="newsletter-title" className="text-xl font-bold text-white">
            {copy.title}
          </h2>
          <p className="mt-2 text-sm leading-relaxed">{copy.intro}</p>
        </div>
        <form
          // Should someone submit before the code has arrived, the browser posts rather than putting
          // what was typed into the address.
          method="post"
          noValidate
          aria-labelledby="newsletter-title"
          aria-busy={sending}
          onSubmit={(event) => void onSubmit(event)}
          className="relative"
        >
          <p className="mb-3 text-xs text-slate-300">{copy.requiredNote}</p>
          <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto]">
            {fields.map((field) => {
              const error = errors[field];
              return (
                <div key={field}>
                  <label htmlFor={idOf(field)} className="block text-sm font-medium text-slate-100">
                    {copy[field]}
                    <RequiredMark className="text-red-300" />
                  </label>
                  <input
                    id={idOf(field)}
                    name={field}
                    type={field === 'email' ? 'email' : 'text'}
                    autoComplete={field}
                    required
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? idOf(`${field}-error`) : undefined}
                    className={controlClass}
                    onFocus={onFocus}
                    onChange={(event) => onChange(field, event.currentTarget.form)}
                  />
                  {error && (
                    <p
                      id={idOf(`${field}-error`)}
                      role="alert"
                      className="mt-1 text-sm font-medium text-red-300"
                    >
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
            <SubmitButton
              sending={sending}
              label={copy.submit}
              sendingLabel={copy.sending}
              className="self-start sm:mt-6"
            />
          </div>
          {sent && (
            <FormConfirmation
              copy={copy.confirmation}
              className="mt-4 rounded-lg border border-green-400 bg-white/5 p-3 text-sm text-slate-100"
            />
          )}
          <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
            <label htmlFor={idOf('website')}>{copy.honeypot}</label>
            <input id={idOf('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <p className="mt-3 text-xs leading-relaxed text-slate-300">
            {copy.privacy}{' '}
            <Link to={pathFor('privacy', lang)} className="footer-link underline">
              {copy.privacyLink}
            </Link>
            .
          </p>
        </form>
      </div>
    </section>
  );
}
