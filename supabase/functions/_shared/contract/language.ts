// The site's two languages: the URL, the forms, the e-mails and the database all use these codes.
export const LANGUAGES = ['en', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
