// The words of the admin accounts screen, of accepting an invitation and of the dashboard's
// reminder about two-step sign-in.

const en = {
  title: 'Admins',
  lead: 'Everyone who can sign in to this admin area. Each admin signs in with a password and a code from an authenticator app.',
  listHeading: (count: number) => (count === 1 ? '1 admin' : `${count} admins`),
  you: 'you',
  email: 'E-mail address',
  mfa: 'Two-step sign-in',
  mfaOn: 'Set up',
  mfaOff: 'Not set up',
  invitePending: 'Invitation not accepted yet',
  lastSignIn: 'Last signed in',
  never: 'Never',
  addedAt: 'Admin since',
  invite: {
    heading: 'Invite an admin',
    lead: 'We send an e-mail with a link. The new admin chooses a password and sets up two-step sign-in. Someone who already has an account becomes an admin straight away and signs in with their own password.',
    email: 'E-mail address',
    submit: 'Send invitation',
    submitting: 'Sending…',
    invalid: 'Enter an e-mail address like name@example.com, of at most 100 characters.',
    alreadyAdmin: 'This address already belongs to an admin.',
    invited: (email: string) => `Invitation sent to ${email}. The link works for one hour.`,
    promoted: (email: string) =>
      `${email} already had an account and is now an admin. They sign in with their own password.`,
  },
  reset: {
    button: 'Reset two-step sign-in',
    title: (email: string) => `Reset two-step sign-in for ${email}?`,
    text: 'Their authenticator app stops working for this account. At their next sign-in they set it up again with their password.',
    confirm: 'Reset',
    busy: 'Resetting…',
    done: (email: string) =>
      `Two-step sign-in for ${email} is reset. They set it up again at their next sign-in.`,
  },
  remove: {
    button: 'Remove as admin',
    title: (email: string) => `Remove ${email} as admin?`,
    text: 'Their account stays, but they can no longer open the admin area. You can invite them again later.',
    selfTitle: 'Remove yourself as admin?',
    selfText:
      'You lose access to the admin area at once and are signed out. Only another admin can add you again.',
    selfCheck: 'I understand that I will lose access',
    selfCheckMissing: 'Tick the box to confirm that you want to remove yourself.',
    confirm: 'Remove',
    busy: 'Removing…',
    done: (email: string) => `${email} is no longer an admin.`,
  },
  noticeLanguage: {
    label: 'Language of your security e-mails',
    help: 'Every admin gets an e-mail when an authenticator app is added to or removed from an admin account.',
    both: 'Dutch and English',
    en: 'English',
    nl: 'Dutch',
    saved: 'Saved. Your security e-mails come in the language you chose.',
  },
  factors: {
    show: 'Show authenticator apps',
    hide: 'Hide authenticator apps',
    heading: (email: string) => `Authenticator apps of ${email}`,
    none: 'No authenticator app yet.',
    unnamed: 'Authenticator app',
    verified: 'In use',
    unverified: 'Set-up not finished',
    bound: 'Approved by e-mail',
    unbound: 'Not approved: does not count for the admin area',
    added: 'Added',
    remove: 'Remove app',
    removeTitle: (name: string, email: string) => `Remove ${name} from ${email}?`,
    removeText:
      'Codes from this app stop working for this account at once, and whoever signed in with it needs a code again. Each admin gets an e-mail about it.',
    removeOwnText:
      'Codes from this app stop working for your account at once. Each admin gets an e-mail about it.',
    confirm: 'Remove',
    busy: 'Removing…',
    done: (email: string) => `The app is removed from ${email}. Each admin gets an e-mail about it.`,
  },
  cancel: 'Cancel',
  errors: {
    lastAdmin: 'This is the only admin. Invite another admin before removing this one.',
    notFound: 'This person is no longer an admin. The list has been refreshed.',
    ownFactors: 'You cannot reset your own two-step sign-in here. Ask another admin to do it.',
    ownLastFactor:
      'This is your only authenticator app. Add another app first, or ask another admin to remove it.',
    factorsFailed: 'The apps could not be loaded. Check your connection and try again.',
    failed: 'That did not work. Check your connection and try again.',
  },
  acceptInvite: {
    title: 'Choose a password',
    lead: 'Welcome to the admin area of Skydive Events Holland. Choose a password of at least 12 characters. Next, you set up two-step sign-in with an authenticator app.',
    password: 'Password',
    repeat: 'Password again',
    tooShort: 'Your password needs at least 12 characters.',
    mismatch: 'The two passwords are not the same. Type the same password twice.',
  },
  dashboard: {
    withoutMfa: (count: number) =>
      count === 1
        ? '1 admin has not set up two-step sign-in.'
        : `${count} admins have not set up two-step sign-in.`,
    show: 'Show admins',
  },
};

export type AccountsCopy = typeof en;

const nl: AccountsCopy = {
  title: 'Beheerders',
  lead: 'Iedereen die in dit beheer kan inloggen. Elke beheerder logt in met een wachtwoord en een code uit een authenticator-app.',
  listHeading: (count: number) => (count === 1 ? '1 beheerder' : `${count} beheerders`),
  you: 'jij',
  email: 'E-mailadres',
  mfa: 'Inloggen in twee stappen',
  mfaOn: 'Ingesteld',
  mfaOff: 'Niet ingesteld',
  invitePending: 'Uitnodiging nog niet geaccepteerd',
  lastSignIn: 'Laatst ingelogd',
  never: 'Nooit',
  addedAt: 'Beheerder sinds',
  invite: {
    heading: 'Beheerder uitnodigen',
    lead: 'We sturen een e-mail met een link. De nieuwe beheerder kiest een wachtwoord en stelt inloggen in twee stappen in. Heeft iemand al een account, dan is die meteen beheerder en logt in met het eigen wachtwoord.',
    email: 'E-mailadres',
    submit: 'Uitnodiging versturen',
    submitting: 'Bezig met versturen…',
    invalid: 'Vul een e-mailadres in zoals naam@voorbeeld.nl, van maximaal 100 tekens.',
    alreadyAdmin: 'Dit e-mailadres is al van een beheerder.',
    invited: (email: string) => `Uitnodiging verstuurd naar ${email}. De link werkt een uur.`,
    promoted: (email: string) =>
      `${email} had al een account en is nu beheerder. Inloggen gaat met het eigen wachtwoord.`,
  },
  reset: {
    button: 'Twee stappen resetten',
    title: (email: string) => `Inloggen in twee stappen resetten voor ${email}?`,
    text: 'De authenticator-app werkt dan niet meer voor dit account. Bij de volgende keer inloggen stelt deze beheerder het opnieuw in, na het wachtwoord.',
    confirm: 'Resetten',
    busy: 'Bezig met resetten…',
    done: (email: string) =>
      `Inloggen in twee stappen is gereset voor ${email}. Bij de volgende keer inloggen stelt deze beheerder het opnieuw in.`,
  },
  remove: {
    button: 'Als beheerder verwijderen',
    title: (email: string) => `${email} verwijderen als beheerder?`,
    text: 'Het account blijft bestaan, maar kan het beheer niet meer openen. Je kunt deze persoon later opnieuw uitnodigen.',
    selfTitle: 'Jezelf verwijderen als beheerder?',
    selfText:
      'Je verliest meteen de toegang tot het beheer en wordt uitgelogd. Alleen een andere beheerder kan je weer toevoegen.',
    selfCheck: 'Ik begrijp dat ik mijn toegang verlies',
    selfCheckMissing: 'Vink het vakje aan om te bevestigen dat je jezelf wilt verwijderen.',
    confirm: 'Verwijderen',
    busy: 'Bezig met verwijderen…',
    done: (email: string) => `${email} is geen beheerder meer.`,
  },
  noticeLanguage: {
    label: 'Taal van je beveiligingsmails',
    help: 'Elke beheerder krijgt een e-mail als er een authenticator-app wordt toegevoegd aan of verwijderd van een beheeraccount.',
    both: 'Nederlands en Engels',
    en: 'Engels',
    nl: 'Nederlands',
    saved: 'Opgeslagen. Je beveiligingsmails komen in de taal die je hebt gekozen.',
  },
  factors: {
    show: 'Authenticator-apps tonen',
    hide: 'Authenticator-apps verbergen',
    heading: (email: string) => `Authenticator-apps van ${email}`,
    none: 'Nog geen authenticator-app.',
    unnamed: 'Authenticator-app',
    verified: 'In gebruik',
    unverified: 'Instellen niet afgemaakt',
    bound: 'Goedgekeurd via e-mail',
    unbound: 'Niet goedgekeurd: telt niet voor het beheer',
    added: 'Toegevoegd',
    remove: 'App verwijderen',
    removeTitle: (name: string, email: string) => `${name} verwijderen van ${email}?`,
    removeText:
      'Codes uit deze app werken meteen niet meer voor dit account, en wie ermee is ingelogd, moet opnieuw een code invullen. Elke beheerder krijgt hierover een e-mail.',
    removeOwnText:
      'Codes uit deze app werken meteen niet meer voor je account. Elke beheerder krijgt hierover een e-mail.',
    confirm: 'Verwijderen',
    busy: 'Bezig met verwijderen…',
    done: (email: string) => `De app is verwijderd van ${email}. Elke beheerder krijgt hierover een e-mail.`,
  },
  cancel: 'Annuleren',
  errors: {
    lastAdmin: 'Dit is de enige beheerder. Nodig eerst een andere beheerder uit en verwijder dan pas deze.',
    notFound: 'Deze persoon is geen beheerder meer. De lijst is bijgewerkt.',
    ownFactors:
      'Je eigen inloggen in twee stappen reset je niet hier. Vraag een andere beheerder om dat te doen.',
    ownLastFactor:
      'Dit is je enige authenticator-app. Voeg eerst een andere app toe, of vraag een andere beheerder om deze te verwijderen.',
    factorsFailed: 'De apps konden niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
    failed: 'Dat is niet gelukt. Controleer je verbinding en probeer het opnieuw.',
  },
  acceptInvite: {
    title: 'Kies een wachtwoord',
    lead: 'Welkom in het beheer van Skydive Events Holland. Kies een wachtwoord van minimaal 12 tekens. Daarna stel je inloggen in twee stappen in met een authenticator-app.',
    password: 'Wachtwoord',
    repeat: 'Wachtwoord herhalen',
    tooShort: 'Je wachtwoord moet minimaal 12 tekens hebben.',
    mismatch: 'De twee wachtwoorden zijn niet gelijk. Typ twee keer hetzelfde wachtwoord.',
  },
  dashboard: {
    withoutMfa: (count: number) =>
      count === 1
        ? '1 beheerder heeft inloggen in twee stappen nog niet ingesteld.'
        : `${count} beheerders hebben inloggen in twee stappen nog niet ingesteld.`,
    show: 'Beheerders tonen',
  },
};

export const accountsCopy = { en, nl } as const;

export const ACCOUNTS_PATH = '/admin/accounts';
