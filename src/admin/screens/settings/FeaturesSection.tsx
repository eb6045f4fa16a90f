import * as Switch from '@radix-ui/react-switch';
import { useState } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { SETTING_KEYS, switchSchema } from '@contract/settings.ts';
import { settingsCopy } from './copy';
import { SettingsSection, useSectionSave } from './form-parts';
import { saveSetting, type StoredSetting } from './settings-data';

// A switch that was never stored is on: the site shows the booking buttons unless told otherwise.
const isOn = (stored: StoredSetting | undefined) => {
  const parsed = switchSchema('en').safeParse(stored?.value);
  return parsed.success ? parsed.data : true;
};

function FeatureSwitch({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { lang } = useLanguage();
  const copy = settingsCopy[lang].features;
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900 dark:text-white">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <span
          aria-hidden="true"
          className="w-8 text-right text-sm font-medium text-slate-700 dark:text-slate-200"
        >
          {checked ? copy.on : copy.off}
        </span>
        <Switch.Root
          id={id}
          checked={checked}
          onCheckedChange={onChange}
          aria-describedby={`${id}-hint`}
          className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-400 transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=checked]:bg-brand-700 motion-reduce:transition-none dark:bg-slate-600 dark:focus-visible:outline-brand-300 dark:data-[state=checked]:bg-brand-300"
        >
          <Switch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6 motion-reduce:transition-none dark:bg-slate-900" />
        </Switch.Root>
      </div>
    </div>
  );
}

export function FeaturesSection({
  chat: storedChat,
  booking: storedBooking,
}: {
  chat: StoredSetting | undefined;
  booking: StoredSetting | undefined;
}) {
  const { lang } = useLanguage();
  const copy = settingsCopy[lang].features;
  const [chat, setChat] = useState(() => isOn(storedChat));
  const [booking, setBooking] = useState(() => isOn(storedBooking));
  const save = useSectionSave();
  const change = (set: (value: boolean) => void) => (value: boolean) => {
    set(value);
    save.edited();
  };
  const submit = () => {
    void save.run(async () => {
      await Promise.all([
        saveSetting(SETTING_KEYS.chatEnabled, chat),
        saveSetting(SETTING_KEYS.bookingEnabled, booking),
      ]);
    });
  };
  return (
    <SettingsSection
      id="features"
      title={copy.title}
      lead={copy.lead}
      saveLabel={copy.save}
      outcome={save.outcome}
      onSubmit={submit}
    >
      <FeatureSwitch
        id="feature-chat"
        label={copy.chat}
        hint={copy.chatHint}
        checked={chat}
        onChange={change(setChat)}
      />
      <FeatureSwitch
        id="feature-booking"
        label={copy.booking}
        hint={copy.bookingHint}
        checked={booking}
        onChange={change(setBooking)}
      />
    </SettingsSection>
  );
}
