// The outcome messages of the page a chat confirmation e-mail links to (the words every link page
// shares are in components/link-page); its head metadata is in page-meta.ts.
import type { LinkMessage } from '@/components/link-page/link-page-copy';
import type { Language } from '@contract/language.ts';

const en = {
  checking: { title: 'Confirming your e-mail address…', text: 'One moment while we check your link.' },
  confirmed: (sent: number): LinkMessage => ({
    title: 'E-mail address confirmed',
    text:
      sent === 0
        ? 'Thank you! From now on, the transcripts of your chats with us come by e-mail.'
        : `Thank you! We have e-mailed you ${sent === 1 ? 'the transcript of your chat' : `the transcripts of your ${sent} chats`}, and later transcripts follow the same way.`,
  }),
  alreadyConfirmed: (sent: number): LinkMessage => ({
    title: 'Already confirmed',
    text:
      sent === 0
        ? 'This link has been used before: your e-mail address is already confirmed, and your transcripts come by e-mail.'
        : `This link has been used before: your e-mail address is already confirmed. We have just sent you ${sent === 1 ? 'the transcript that was still waiting' : `the ${sent} transcripts that were still waiting`}.`,
  }),
  invalid: {
    title: 'This link does not work',
    text: 'The confirmation link is incomplete, expired or replaced by a newer one. End your next chat and we will send you a new link.',
  },
  failed: {
    title: 'Something went wrong',
    text: 'We could not confirm your e-mail address just now. Please try again, or contact us.',
  },
};

export type ChatConfirmCopy = typeof en;

const nl: ChatConfirmCopy = {
  checking: { title: 'We bevestigen je e-mailadres…', text: 'Even geduld, we controleren je link.' },
  confirmed: (sent: number): LinkMessage => ({
    title: 'E-mailadres bevestigd',
    text:
      sent === 0
        ? 'Bedankt! Vanaf nu krijg je het verslag van je chats met ons per e-mail.'
        : `Bedankt! We hebben je ${sent === 1 ? 'het verslag van je chat' : `de verslagen van je ${sent} chats`} gemaild. Latere verslagen volgen op dezelfde manier.`,
  }),
  alreadyConfirmed: (sent: number): LinkMessage => ({
    title: 'Al bevestigd',
    text:
      sent === 0
        ? 'Deze link is al eerder gebruikt: je e-mailadres is al bevestigd en je verslagen komen per e-mail.'
        : `Deze link is al eerder gebruikt: je e-mailadres is al bevestigd. We hebben je zojuist ${sent === 1 ? 'het verslag gemaild dat nog klaarstond' : `de ${sent} verslagen gemaild die nog klaarstonden`}.`,
  }),
  invalid: {
    title: 'Deze link werkt niet',
    text: 'De bevestigingslink is onvolledig, verlopen of vervangen door een nieuwere. Sluit je volgende chat af, dan sturen we je een nieuwe link.',
  },
  failed: {
    title: 'Er ging iets mis',
    text: 'We konden je e-mailadres nu niet bevestigen. Probeer het opnieuw of neem contact met ons op.',
  },
};

export const chatConfirmCopy: Record<Language, ChatConfirmCopy> = { en, nl };
