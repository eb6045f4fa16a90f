import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '@/admin/form-field';
import { UploadProgress } from '@/admin/uploads/UploadProgress';
import { fieldControlClass, SubmitButton } from '@/components/form/form-parts';
import { useLanguage } from '@/i18n/language-context';
import { mediaCopy } from './copy';
import {
  checkPhotoForm,
  failureMessage,
  fileHint,
  type PhotoErrors,
  type PhotoField,
  type PhotoValues,
} from './photo-form';
import type { Phase } from './photo-storage';

export interface PhotoFormProps {
  idPrefix: string;
  /** Whether a photo must be chosen, may be (to replace one), or is not asked for (descriptions only). */
  file: 'required' | 'optional' | 'none';
  /** A line under the file field, after the types and size. */
  fileNote?: string;
  initialAlt?: { en: string; nl: string };
  submitLabel: string;
  busyLabel: string;
  /** Saves; throws when that fails, and the form keeps what was typed. */
  onSubmit: (values: PhotoValues, onPhase: (phase: Phase) => void) => Promise<void>;
  /** Empties the form after a save (a new photo each time). */
  resetAfterSave?: boolean;
  children?: ReactNode;
}

/** A photo with its description in both languages, checked before anything is sent. */
export function PhotoForm({
  idPrefix,
  file: fileMode,
  fileNote,
  initialAlt = { en: '', nl: '' },
  submitLabel,
  busyLabel,
  onSubmit,
  resetAfterSave = false,
  children,
}: PhotoFormProps) {
  const { lang } = useLanguage();
  const copy = mediaCopy[lang];
  const [values, setValues] = useState<PhotoValues>({
    file: null,
    alt_en: initialAlt.en,
    alt_nl: initialAlt.nl,
  });
  const [errors, setErrors] = useState<PhotoErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = (field: PhotoField) => `${idPrefix}-${field}`;

  const focusField = (field: PhotoField) =>
    form.current?.querySelector<HTMLElement>(`#${CSS.escape(id(field))}`)?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkPhotoForm(copy, values, fileMode === 'required');
    setErrors(found);
    setFailure(null);
    const first = (['file', 'alt_en', 'alt_nl'] as const).find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(values, setPhase);
      setValues((current) =>
        resetAfterSave ? { file: null, alt_en: '', alt_nl: '' } : { ...current, file: null },
      );
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      const { field, message } = failureMessage(copy, error);
      if (field) {
        setErrors({ [field]: message });
        focusField(field);
      } else {
        setFailure(message);
      }
    } finally {
      setBusy(false);
      setPhase(null);
    }
  };

  const alt = (field: 'alt_en' | 'alt_nl', label: string) => (
    <Field id={id(field)} label={label} hint={copy.alt.hint} error={errors[field]}>
      {(props) => (
        <input
          {...props}
          type="text"
          lang={field === 'alt_en' ? 'en' : 'nl'}
          value={values[field]}
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [field]: value }));
          }}
          className={fieldControlClass}
        />
      )}
    </Field>
  );

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      {children}
      {fileMode !== 'none' && (
        <Field
          id={id('file')}
          label={copy.file.label}
          hint={[fileHint(copy), fileNote].filter(Boolean).join(' ')}
          error={errors.file}
        >
          {(props) => (
            <input
              {...props}
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif"
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setValues((current) => ({ ...current, file: chosen }));
              }}
              className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-100 file:px-4 file:py-2 file:font-semibold file:text-brand-900 hover:file:bg-brand-200 dark:text-slate-100 dark:file:bg-brand-800 dark:file:text-white"
            />
          )}
        </Field>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {alt('alt_en', copy.alt.en)}
        {alt('alt_nl', copy.alt.nl)}
      </div>
      {phase && (
        <div role="status">
          {phase.kind === 'resizing' ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{copy.progress.resizing}</p>
          ) : (
            <UploadProgress
              label={copy.progress.uploading(values.file?.name ?? '')}
              sent={phase.sent}
              total={phase.total}
            />
          )}
        </div>
      )}
      {failure && (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      <div>
        <SubmitButton sending={busy} label={submitLabel} sendingLabel={busyLabel} className="" />
      </div>
    </form>
  );
}
