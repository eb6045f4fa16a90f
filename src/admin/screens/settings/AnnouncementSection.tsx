import { useState } from 'react';
import { amsterdamInstant } from '@/admin/amsterdam-time';
import { Field, fieldErrors, focusFirstInvalid, type FieldErrors } from '@/admin/form-field';
import { useLanguage } from '@/i18n/language-context';
import { amsterdamWallTime } from '@contract/amsterdam-time.ts';
import {
  SETTING_KEYS,
  SETTING_LIMITS,
  announcementIsShowing,
  announcementSchema,
  type Announcement,
} from '@contract/settings.ts';
import { settingsCopy } from './copy';
import { BilingualText, SettingsSection, useSectionSave } from './form-parts';
import { removeSetting, saveSetting, type StoredSetting } from './settings-data';

type AnnouncementField = 'textEn' | 'textNl' | 'link' | 'startsAt' | 'endsAt';

const FIELD_OF: Record<string, AnnouncementField> = {
  'text.en': 'textEn',
  'text.nl': 'textNl',
  link: 'link',
  startsAt: 'startsAt',
  endsAt: 'endsAt',
};

const storedAnnouncement = (stored: StoredSetting | undefined): Announcement | null => {
  const parsed = announcementSchema('en').safeParse(stored?.value);
  return parsed.success ? parsed.data : null;
};

export function AnnouncementSection({ stored }: { stored: StoredSetting | undefined }) {
  const { lang } = useLanguage();
  const copy = settingsCopy[lang];
  const [saved, setSaved] = useState(() => storedAnnouncement(stored));
  const [textEn, setTextEn] = useState(saved?.text.en ?? '');
  const [textNl, setTextNl] = useState(saved?.text.nl ?? '');
  const [link, setLink] = useState(saved?.link ?? '');
  const [startsAt, setStartsAt] = useState(saved ? amsterdamWallTime(saved.startsAt) : '');
  const [endsAt, setEndsAt] = useState(saved ? amsterdamWallTime(saved.endsAt) : '');
  const [errors, setErrors] = useState<FieldErrors<AnnouncementField>>({});
  const [checkedAt, setCheckedAt] = useState(() => new Date());
  const save = useSectionSave();

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    save.edited();
  };

  const submit = (form: HTMLFormElement) => {
    const parsed = announcementSchema(lang).safeParse({
      text: { en: textEn.trim(), nl: textNl.trim() },
      link: link.trim() === '' ? null : link.trim(),
      // An empty or unreadable time stays a string the schema refuses with the field's message.
      startsAt: amsterdamInstant(startsAt) ?? '',
      endsAt: amsterdamInstant(endsAt) ?? '',
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, (path) => FIELD_OF[path]));
      save.invalid();
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    void save.run(async () => {
      await saveSetting(SETTING_KEYS.announcement, parsed.data);
      setSaved(parsed.data);
      setCheckedAt(new Date());
    });
  };

  const remove = () => {
    void save.run(async () => {
      await removeSetting(SETTING_KEYS.announcement);
      setSaved(null);
      setErrors({});
      for (const set of [setTextEn, setTextNl, setLink, setStartsAt, setEndsAt]) set('');
    }, copy.announcement.removed);
  };

  const state = !saved
    ? 'none'
    : announcementIsShowing(saved, checkedAt)
      ? 'showing'
      : Date.parse(saved.endsAt) <= checkedAt.getTime()
        ? 'ended'
        : 'scheduled';
  return (
    <SettingsSection
      id="announcement"
      title={copy.announcement.title}
      lead={copy.announcement.lead}
      saveLabel={copy.announcement.save}
      outcome={save.outcome}
      doneMessage={save.doneMessage}
      onSubmit={submit}
      actions={
        saved && (
          <button type="button" className="btn-secondary" onClick={remove}>
            {copy.announcement.remove}
          </button>
        )
      }
    >
      <p
        className="rounded-lg bg-slate-100 p-3 text-sm font-medium text-slate-800 ring-1 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600"
        data-announcement-state={state}
      >
        {copy.announcement.state[state]}
      </p>
      <BilingualText
        idPrefix="announcement"
        fields={[
          {
            field: 'textEn',
            label: copy.announcement.textEn,
            value: textEn,
            onChange: edit(setTextEn),
            error: errors.textEn,
          },
          {
            field: 'textNl',
            label: copy.announcement.textNl,
            value: textNl,
            onChange: edit(setTextNl),
            error: errors.textNl,
          },
        ]}
        hint={copy.announcement.textHint}
        max={SETTING_LIMITS.announcementText}
      />
      <Field
        id="announcement-link"
        label={copy.announcement.link}
        hint={copy.announcement.linkHint}
        error={errors.link}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={link}
            onChange={(event) => edit(setLink)(event.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        {(
          [
            ['startsAt', copy.announcement.startsAt, startsAt, setStartsAt],
            ['endsAt', copy.announcement.endsAt, endsAt, setEndsAt],
          ] as const
        ).map(([field, label, value, set]) => (
          <Field
            key={field}
            id={`announcement-${field}`}
            label={label}
            hint={copy.amsterdam}
            error={errors[field]}
          >
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                value={value}
                onChange={(event) => edit(set)(event.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
    </SettingsSection>
  );
}
