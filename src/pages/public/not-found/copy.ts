const en = { home: 'Go to the home page', search: 'Search the site', contact: 'Contact us' };

export type NotFoundCopy = typeof en;

const nl: NotFoundCopy = { home: 'Naar de homepage', search: 'Zoek op de site', contact: 'Neem contact op' };

export const notFoundCopy = { en, nl } as const;
