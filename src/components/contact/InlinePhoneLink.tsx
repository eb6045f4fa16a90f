import { business, telUrl } from '@contract/business.ts';

/** The phone number as a link inside running text, kept on one line so it never breaks mid-number. */
export function InlinePhoneLink() {
  return (
    <a
      href={telUrl}
      className="whitespace-nowrap font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950 dark:text-brand-200 dark:hover:text-white"
    >
      {business.phone.display}
    </a>
  );
}
