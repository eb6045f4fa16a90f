import { useState } from 'react';
import { useAmsterdamTime } from '@/admin/amsterdam-time';
import { fieldErrors, focusFirstInvalid, type FieldErrors } from '@/admin/form-field';
import { JumpStatusCard } from '@/components/jump-status/JumpStatusCard';
import { useLanguage } from '@/i18n/language-context';
import { JUMP_STATUSES, jumpStatusIsCurrent, type JumpStatusCode } from '@contract/jump-status.ts';
import { SETTING_KEYS, SETTING_LIMITS, jumpStatusSchema, type JumpStatus } from '@contract/settings.ts';
import { settingsCopy } from './copy';
import { BilingualText, SettingsSection, useSectionSave } from './form-parts';
import { saveSetting, type StoredSetting } from './settings-data';

type JumpField = 'status' | 'messageEn' | 'messageNl';

const FIELD_OF: Record<string, JumpField> = {
  status: 'status',
  'message.en': 'messageEn',
  'message.nl': 'messageNl',
};

/** The status as stored, when it has the right shape. */
const storedStatus = (stored: StoredSetting | undefined): JumpStatus | null => {
  const parsed = jumpStatusSchema('en').safeParse(stored?.value);
  return parsed.success ? parsed.data : null;
};

export function JumpStatusSection({ stored: initial }: { stored: StoredSetting | undefined }) {
  const { lang } = useLanguage();
  const copy = settingsCopy[lang];
  const [stored, setStored] = useState(initial);
  const saved = storedStatus(stored);
  const [status, setStatus] = useState<JumpStatusCode | ''>(saved?.status ?? '');
  const [messageEn, setMessageEn] = useState(saved?.message.en ?? '');
  const [messageNl, setMessageNl] = useState(saved?.message.nl ?? '');
  const [errors, setErrors] = useState<FieldErrors<JumpField>>({});
  // "Now" for the preview: when the screen opened, then the time of each save.
  const [now, setNow] = useState(() => new Date());
  const save = useSectionSave();
  const when = useAmsterdamTime({ dateStyle: 'long' });

  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      save.edited();
    };

  const submit = (form: HTMLFormElement) => {
    const parsed = jumpStatusSchema(lang).safeParse({
      status,
      message: { en: messageEn.trim(), nl: messageNl.trim() },
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, (path) => FIELD_OF[path]));
      save.invalid();
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    void save.run(async () => {
      const result = await saveSetting(SETTING_KEYS.jumpStatus, parsed.data);
      setStored(result);
      setNow(new Date());
    });
  };

  const visible = saved && stored && jumpStatusIsCurrent(stored.updatedAt, now);
  return (
    <SettingsSection
      id="jump-status"
      title={copy.jump.title}
      lead={copy.jump.lead}
      saveLabel={copy.jump.save}
      outcome={save.outcome}
      onSubmit={submit}
    >
      <fieldset aria-describedby={errors.status ? 'jump-status-choice-error' : undefined}>
        <legend className="text-sm font-semibold text-slate-800 dark:text-slate-100">
          {copy.jump.status}
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {JUMP_STATUSES.map((code) => (
            <label
              key={code}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-700 dark:ring-slate-600 dark:has-[:checked]:bg-brand-950 dark:has-[:checked]:ring-brand-300"
            >
              <input
                type="radio"
                name="jump-status"
                value={code}
                checked={status === code}
                // A radio cannot be aria-invalid: the group's error describes the fieldset.
                data-invalid={Boolean(errors.status)}
                onChange={() => edit(setStatus)(code)}
                className="h-4 w-4 accent-brand-700"
              />
              <span className="font-medium text-slate-900 dark:text-white">{copy.jump.statuses[code]}</span>
            </label>
          ))}
        </div>
        {errors.status && (
          <p
            id="jump-status-choice-error"
            className="mt-1 text-sm font-medium text-red-700 dark:text-red-300"
          >
            {errors.status}
          </p>
        )}
      </fieldset>
      <BilingualText
        idPrefix="jump"
        fields={[
          {
            field: 'messageEn',
            label: copy.jump.messageEn,
            value: messageEn,
            onChange: edit(setMessageEn),
            error: errors.messageEn,
          },
          {
            field: 'messageNl',
            label: copy.jump.messageNl,
            value: messageNl,
            onChange: edit(setMessageNl),
            error: errors.messageNl,
          },
        ]}
        hint={copy.jump.messageHint}
        max={SETTING_LIMITS.jumpMessage}
      />
      <div>
        <h3 className="text-base font-bold text-brand-900 dark:text-white">{copy.jump.preview}</h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {stored ? copy.jump.lastSet(when.format(new Date(stored.updatedAt))) : copy.jump.neverSet}{' '}
          {copy.amsterdam}
        </p>
        {visible ? (
          <div className="mt-3 grid gap-4 md:grid-cols-2" data-jump-status-preview="">
            {(['en', 'nl'] as const).map((language) => (
              <div key={language}>
                <p className="mb-1 text-sm font-semibold text-slate-700 dark:text-slate-300">
                  {language === 'en' ? copy.jump.previewEn : copy.jump.previewNl}
                </p>
                <div lang={language}>
                  <JumpStatusCard status={saved} setAt={stored.updatedAt} lang={language} now={now} />
                </div>
              </div>
            ))}
          </div>
        ) : (
          stored && (
            <p className="mt-3 rounded-lg bg-slate-100 p-4 text-slate-800 ring-1 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600">
              {copy.jump.hidden}
            </p>
          )
        )}
      </div>
    </SettingsSection>
  );
}
