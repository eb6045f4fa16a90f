import { useState } from 'react';
import { Field, fieldErrors, focusFirstInvalid, type FieldErrors } from '@/admin/form-field';
import { useLanguage } from '@/i18n/language-context';
import { business } from '@contract/business.ts';
import { SETTING_KEYS, enquiryRecipientsSchema, replyHoursSchema } from '@contract/settings.ts';
import { settingsCopy } from './copy';
import { SettingsSection, useSectionSave } from './form-parts';
import { saveSetting, type StoredSetting } from './settings-data';

type NotificationField = 'recipients' | 'replyHours';

/** The typed list: one address per line, blank lines ignored. */
const addressesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** A whole number as typed, or NaN, which the schema refuses with its message. */
const hoursOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export function NotificationsSection({
  recipients: storedRecipients,
  replyHours: storedHours,
}: {
  recipients: StoredSetting | undefined;
  replyHours: StoredSetting | undefined;
}) {
  const { lang } = useLanguage();
  const copy = settingsCopy[lang];
  const [recipients, setRecipients] = useState(() => {
    const parsed = enquiryRecipientsSchema('en').safeParse(storedRecipients?.value);
    return parsed.success ? parsed.data.join('\n') : '';
  });
  const [replyHours, setReplyHours] = useState(() => {
    const parsed = replyHoursSchema('en').safeParse(storedHours?.value);
    return String(parsed.success ? parsed.data : business.replyWithinHours);
  });
  const [errors, setErrors] = useState<FieldErrors<NotificationField>>({});
  const save = useSectionSave();

  const submit = (form: HTMLFormElement) => {
    const parsedRecipients = enquiryRecipientsSchema(lang).safeParse(addressesOf(recipients));
    const parsedHours = replyHoursSchema(lang).safeParse(hoursOf(replyHours));
    const found: FieldErrors<NotificationField> = {
      // Every wrong address at once, so a long list is not corrected one save at a time.
      ...(parsedRecipients.success
        ? {}
        : { recipients: parsedRecipients.error.issues.map((issue) => issue.message).join(' ') }),
      ...(parsedHours.success ? {} : fieldErrors(parsedHours.error, () => 'replyHours' as const)),
    };
    setErrors(found);
    if (!parsedRecipients.success || !parsedHours.success) {
      save.invalid();
      focusFirstInvalid(form);
      return;
    }
    void save.run(async () => {
      await Promise.all([
        saveSetting(SETTING_KEYS.enquiryRecipients, parsedRecipients.data),
        saveSetting(SETTING_KEYS.replyHours, parsedHours.data),
      ]);
    });
  };

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    save.edited();
  };

  return (
    <SettingsSection
      id="notifications"
      title={copy.notifications.title}
      lead={copy.notifications.lead}
      saveLabel={copy.notifications.save}
      outcome={save.outcome}
      onSubmit={submit}
    >
      <Field
        id="notifications-recipients"
        label={copy.notifications.recipients}
        hint={copy.notifications.recipientsHint}
        error={errors.recipients}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            autoComplete="off"
            spellCheck={false}
            value={recipients}
            onChange={(event) => edit(setRecipients)(event.target.value)}
          />
        )}
      </Field>
      <Field
        id="notifications-reply-hours"
        label={copy.notifications.replyHours}
        hint={copy.notifications.replyHoursHint}
        error={errors.replyHours}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={replyHours}
            onChange={(event) => edit(setReplyHours)(event.target.value)}
            className={`${control.className} max-w-[8rem]`}
          />
        )}
      </Field>
    </SettingsSection>
  );
}
