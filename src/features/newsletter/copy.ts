// The newsletter sign-up's words in English and Dutch. The Dutch object has the English object's
// type, so a missing translation is a compile error. Validation messages come from the shared
// catalogue the edge functions use.
import type { ConfirmationCopy } from '@/components/form/form-parts';
import type { SuccessCopy } from '@/components/toasts/toasts';
import type { Language } from '@contract/language.ts';

export interface SignupCopy extends SuccessCopy {
  title: string;
  intro: string;
  /** Explains the * after each label. */
  requiredNote: string;
  name: string;
  email: string;
  submit: string;
  sending: string;
  honeypot: string;
  /** Before the privacy policy link. */
  privacy: string;
  privacyLink: string;
  failure: string;
  failureDetail: string;
  /** Shown in the form once the sign-up is sent. */
  confirmation: ConfirmationCopy;
}

const en: SignupCopy = {
  title: 'Free guide: your first tandem skydive',
  intro:
    'Sign up for our newsletter and we will e-mail you our free guide: how to prepare, what to wear, the rules, the weather and how the day goes.',
  requiredNote: 'Fields marked * are required.',
  name: 'Name',
  email: 'Email',
  submit: 'Send me the guide',
  sending: 'Sending…',
  honeypot: 'Leave this field empty',
  privacy: 'First we ask you to confirm your address. You can unsubscribe at any time; see our',
  privacyLink: 'privacy policy',
  success: 'Thank you for signing up!',
  successDetail: 'Check your e-mail: confirm your address and we will send you the free guide.',
  failure: 'Something went wrong',
  failureDetail: 'Your sign-up was not sent. Please try again.',
  confirmation: {
    title: 'One more step',
    detail:
      'We have just sent you an e-mail. Confirm your address with the link in it, and we will send you the free guide.',
  },
  notifications: 'Notifications',
  closeToast: 'Close notification',
};

const nl: SignupCopy = {
  title: 'Gratis gids: je eerste tandemsprong',
  intro:
    'Schrijf je in voor onze nieuwsbrief en ontvang onze gratis gids per e-mail: hoe je je voorbereidt, wat je aantrekt, de regels, het weer en hoe de dag verloopt.',
  requiredNote: 'Velden met * zijn verplicht.',
  name: 'Naam',
  email: 'E-mail',
  submit: 'Stuur mij de gids',
  sending: 'Versturen…',
  honeypot: 'Laat dit veld leeg',
  privacy: 'We vragen je eerst je adres te bevestigen. Afmelden kan altijd; lees ook onze',
  privacyLink: 'privacyverklaring',
  success: 'Bedankt voor je inschrijving!',
  successDetail: 'Check je e-mail: bevestig je adres, dan sturen we je de gratis gids.',
  failure: 'Er ging iets mis',
  failureDetail: 'Je inschrijving is niet verstuurd. Probeer het opnieuw.',
  confirmation: {
    title: 'Nog één stap',
    detail:
      'We hebben je net een e-mail gestuurd. Bevestig je adres met de link in die mail, dan sturen we je de gratis gids.',
  },
  notifications: 'Meldingen',
  closeToast: 'Melding sluiten',
};

export const signupCopy: Record<Language, SignupCopy> = { en, nl };
