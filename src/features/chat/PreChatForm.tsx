import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CHAT_LIMITS } from '@contract/chat.ts';
import type { Language } from '@contract/language.ts';
import type { ChatCustomer } from './chat-state';
import { chatCopy } from './copy';
import { validateDetails, type DetailsErrors, type DetailsField } from './details';

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-300 focus:outline-none focus:ring-2 focus:ring-brand-300 aria-[invalid=true]:border-red-600 dark:border-slate-500 dark:bg-slate-800 dark:text-white dark:aria-[invalid=true]:border-red-400';

/** Asked on the first send: the e-mail address for the transcript, and a name if the visitor likes. */
export function PreChatForm({
  lang,
  onDetails,
}: {
  lang: Language;
  onDetails: (customer: ChatCustomer) => void;
}) {
  const copy = chatCopy[lang];
  const id = useId();
  const [values, setValues] = useState({ email: '', name: '' });
  const [errors, setErrors] = useState<DetailsErrors>({});
  const fields = useRef<Record<DetailsField, HTMLInputElement | null>>({ email: null, name: null });
  // The message box is disabled while the form shows: the form takes the focus.
  useEffect(() => fields.current.email?.focus(), []);

  const change = (field: DetailsField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) {
      const checked = validateDetails(next, lang);
      setErrors((shown) => ({ ...shown, [field]: checked.ok ? undefined : checked.errors[field] }));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateDetails(values, lang);
    if (checked.ok) onDetails(checked.customer);
    else {
      setErrors(checked.errors);
      fields.current[checked.errors.email ? 'email' : 'name']?.focus();
    }
  };

  const field = (
    name: DetailsField,
    label: string,
    extra: { type: string; autoComplete: string; maxLength: number; required?: boolean },
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-slate-800 dark:text-slate-100">
        {label}
      </label>
      <input
        ref={(node) => {
          fields.current[name] = node;
        }}
        id={`${id}-${name}`}
        name={name}
        value={values[name]}
        onChange={(event) => change(name, event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className={controlClass}
        {...extra}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="grid gap-2 border-t border-slate-200 px-4 py-3 dark:border-slate-700"
      data-chat-details
    >
      <h3 id={`${id}-title`} className="font-semibold text-brand-900 dark:text-white">
        {copy.formTitle}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{copy.formNote}</p>
      {field('email', copy.emailLabel, {
        type: 'email',
        autoComplete: 'email',
        maxLength: CHAT_LIMITS.emailMaxChars,
        required: true,
      })}
      {field('name', copy.nameLabel, {
        type: 'text',
        autoComplete: 'name',
        maxLength: CHAT_LIMITS.nameMaxChars,
      })}
      <button type="submit" className="btn-primary py-2 text-sm" disabled={values.email.trim() === ''}>
        {copy.start}
      </button>
    </form>
  );
}
