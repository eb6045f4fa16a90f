// The words of the steps that bind an authenticator app to an admin through their mailbox.

const en = {
  setUpLink: {
    title: 'Continue from your mailbox',
    newFactor: (email: string) =>
      `You are signed in as ${email}. Two-step sign-in is set up from a link we send to your mailbox, so a password alone can never add an authenticator app to your account.`,
    unboundFactor: (email: string) =>
      `An authenticator app on ${email} was not set up from your mailbox, so it does not open the admin area. If you added it yourself, open the link we send you and enter the app's code to approve it. If you did not, do not use the link: ask another admin to remove the app, and change your password.`,
    send: 'Send link',
    sending: 'Sending…',
    sent: (email: string) =>
      `We sent a link to ${email}. Open it in this browser within an hour to continue.`,
    otherAccount: 'Sign in with another account',
  },
  bindFailed:
    'Your authenticator app is set up, but it could not be approved for the admin area. Ask for a new link and open it within an hour.',
};

type FactorCopy = typeof en;

const nl: FactorCopy = {
  setUpLink: {
    title: 'Ga verder vanuit je mailbox',
    newFactor: (email: string) =>
      `Je bent ingelogd als ${email}. Inloggen in twee stappen stel je in via een link die we naar je mailbox sturen. Zo kan niemand met alleen je wachtwoord een authenticator-app aan je account toevoegen.`,
    unboundFactor: (email: string) =>
      `Er staat een authenticator-app op ${email} die niet via je mailbox is ingesteld. Daarmee kom je niet in beheer. Heb je de app zelf toegevoegd? Open dan de link die we je sturen en vul de code van de app in om hem goed te keuren. Heb je dat niet gedaan? Gebruik de link dan niet, vraag een andere beheerder om de app te verwijderen en wijzig je wachtwoord.`,
    send: 'Link versturen',
    sending: 'Bezig met versturen…',
    sent: (email: string) =>
      `We hebben een link naar ${email} gestuurd. Open hem binnen een uur in deze browser om verder te gaan.`,
    otherAccount: 'Inloggen met een ander account',
  },
  bindFailed:
    'Je authenticator-app is ingesteld, maar kon niet worden goedgekeurd voor beheer. Vraag een nieuwe link aan en open hem binnen een uur.',
};

export const factorCopy = { en, nl } as const;
