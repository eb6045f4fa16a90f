// The chat panel's words in English and Dutch. The replies come from the assistant; the refusals a
// chat function can answer with are in the contract (`chatMessages`).
import { business } from '@contract/business.ts';
import { CHAT_LIMITS, CHAT_TIMING } from '@contract/chat.ts';
import type { Language } from '@contract/language.ts';

const warningMinutes = CHAT_TIMING.countdownSeconds / 60;

const en = {
  dialogLabel: `Chat with ${business.name}`,
  title: 'Ask us anything',
  subtitle: 'Our assistant answers from our own information.',
  welcome: `Hello! I am the assistant of ${business.name}. Ask me about tandem jumps, demonstrations, corporate events or media. How can I help?`,
  log: 'Conversation',
  you: 'You',
  assistant: 'Assistant',
  writing: 'The assistant is writing…',
  inputLabel: 'Your message',
  placeholder: 'Type your question…',
  inputHint: 'Enter sends, Shift+Enter starts a new line.',
  send: 'Send message',
  formTitle: 'Before we start',
  formNote: 'We use your e-mail address only to send you the transcript of this chat.',
  emailLabel: 'E-mail address',
  nameLabel: 'Name (optional)',
  start: 'Start conversation',
  emailRequired: 'Enter your e-mail address, so we can send you the transcript.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  emailTooLong: `Keep your e-mail address to ${CHAT_LIMITS.emailMaxChars} characters or fewer.`,
  nameTooLong: `Keep your name to ${CHAT_LIMITS.nameMaxChars} characters or fewer.`,
  call: 'Call',
  callLabel: `Call ${business.phone.display}`,
  whatsapp: 'WhatsApp',
  whatsappLabel: 'WhatsApp us (opens in a new tab)',
  minimise: 'Minimise the chat',
  enlarge: 'Enlarge the chat',
  shrink: 'Make the chat smaller',
  end: 'End conversation',
  download: 'Download transcript',
  warning: `Are you still there? Without a reply from you, this conversation closes in ${warningMinutes} minutes.`,
  countdown: (time: string) => `Closes in ${time}`,
  continue: 'Continue conversation',
  continued: 'Good, the conversation continues. What else would you like to know?',
  farewellSent: (email: string) =>
    `Thank you for chatting with us. The transcript of this conversation is on its way to ${email}.`,
  farewellConfirm: (email: string) =>
    `Thank you for chatting with us. We e-mailed a link to ${email}: confirm your address with it and the transcript follows.`,
  farewellLater: (email: string) =>
    `Thank you for chatting with us. We could not e-mail the transcript just now and will send it to ${email} as soon as we can.`,
  farewell: 'Thank you for chatting with us. Goodbye!',
  transcriptTitle: `Chat with ${business.name}`,
  transcriptFile: (day: string) => `chat-transcript-${day}.txt`,
  transcriptFooter: `Questions? Call ${business.phone.display} or e-mail ${business.email}.`,
};

export type ChatCopy = typeof en;

const nl: ChatCopy = {
  dialogLabel: `Chat met ${business.name}`,
  title: 'Stel je vraag',
  subtitle: 'Onze assistent antwoordt met onze eigen informatie.',
  welcome: `Hallo! Ik ben de assistent van ${business.name}. Vraag me alles over tandemsprongen, demo’s, bedrijfsevenementen of media. Waarmee kan ik je helpen?`,
  log: 'Gesprek',
  you: 'Jij',
  assistant: 'Assistent',
  writing: 'De assistent schrijft…',
  inputLabel: 'Je bericht',
  placeholder: 'Typ je vraag…',
  inputHint: 'Enter verstuurt, Shift+Enter geeft een nieuwe regel.',
  send: 'Bericht versturen',
  formTitle: 'Voordat we beginnen',
  formNote: 'We gebruiken je e-mailadres alleen om je het verslag van dit gesprek te sturen.',
  emailLabel: 'E-mailadres',
  nameLabel: 'Naam (optioneel)',
  start: 'Gesprek starten',
  emailRequired: 'Vul je e-mailadres in, dan sturen we je het verslag.',
  emailInvalid: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
  emailTooLong: `Je e-mailadres mag maximaal ${CHAT_LIMITS.emailMaxChars} tekens hebben.`,
  nameTooLong: `Je naam mag maximaal ${CHAT_LIMITS.nameMaxChars} tekens hebben.`,
  call: 'Bellen',
  callLabel: `Bel ${business.phone.display}`,
  whatsapp: 'WhatsApp',
  whatsappLabel: 'App ons via WhatsApp (opent in een nieuw tabblad)',
  minimise: 'Chat minimaliseren',
  enlarge: 'Chat vergroten',
  shrink: 'Chat verkleinen',
  end: 'Gesprek afsluiten',
  download: 'Verslag downloaden',
  warning: `Ben je er nog? Als je niet reageert, sluiten we dit gesprek over ${warningMinutes} minuten.`,
  countdown: (time: string) => `Sluit over ${time}`,
  continue: 'Gesprek voortzetten',
  continued: 'Fijn, we gaan verder. Wat wil je nog meer weten?',
  farewellSent: (email: string) =>
    `Bedankt voor je vragen. Het verslag van dit gesprek is onderweg naar ${email}.`,
  farewellConfirm: (email: string) =>
    `Bedankt voor je vragen. We hebben een link gemaild naar ${email}. Bevestig daarmee je e-mailadres, dan volgt het verslag.`,
  farewellLater: (email: string) =>
    `Bedankt voor je vragen. We konden het verslag nu niet mailen en sturen het zo snel mogelijk naar ${email}.`,
  farewell: 'Bedankt voor je vragen. Tot ziens!',
  transcriptTitle: `Chat met ${business.name}`,
  transcriptFile: (day: string) => `chatverslag-${day}.txt`,
  transcriptFooter: `Vragen? Bel ${business.phone.display} of mail ${business.email}.`,
};

export const chatCopy: Record<Language, ChatCopy> = { en, nl };
