// The site addresses the newsletter and chat e-mails link to, in each language. The routes table and the
// edge functions both import this file, so an e-mailed link always opens an existing page.

export const newsletterPagePaths = {
  confirm: { en: '/newsletter/confirm', nl: '/nl/nieuwsbrief/bevestigen' },
  unsubscribe: { en: '/newsletter/unsubscribe', nl: '/nl/nieuwsbrief/afmelden' },
} as const;

/** The free guide, one PDF per language (rendered by scripts/brand/render-guide.ts). */
export const guidePaths = {
  en: '/downloads/skydiving-guide.pdf',
  nl: '/downloads/skydiving-guide-nl.pdf',
} as const;

/** The page a chat transcript's confirmation e-mail links to; it POSTs the token to confirm-chat-email. */
export const chatPagePaths = {
  confirm: { en: '/chat/confirm', nl: '/nl/chat/bevestigen' },
} as const;
