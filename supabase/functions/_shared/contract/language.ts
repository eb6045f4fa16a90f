// The site's two languages: the URL, the forms, the e-mails and the database all use these codes.
export const LANGUAGES = ['en', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's BCP 47 locale, for Intl formatting and `inLanguage`: British English and Dutch. */
export const LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL' };
