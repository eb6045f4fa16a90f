import { useLanguage } from '@/i18n/language-context';
import { openCookieSettings } from './boot';

const label = { en: 'Cookie settings', nl: 'Cookie-instellingen' } as const;

/** Reopens the cookie preferences; sits in the footer of every page. */
export function CookieSettingsButton({ className }: { className: string }) {
  const { lang } = useLanguage();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onClick={() => void openCookieSettings()}
    >
      {label[lang]}
    </button>
  );
}
