const en = {
  title: 'Sign in required',
  text: 'This part of the site is for staff. Please sign in with your staff account and authenticator app to continue.',
  home: 'Back to the website',
};

export type SignInRequiredCopy = typeof en;

const nl: SignInRequiredCopy = {
  title: 'Inloggen vereist',
  text: 'Dit deel van de site is voor medewerkers. Log in met je medewerkersaccount en authenticator-app om verder te gaan.',
  home: 'Terug naar de website',
};

export const signInRequiredCopy = { en, nl } as const;
