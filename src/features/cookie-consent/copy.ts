// The cookie banner and preferences panel in both languages. The Dutch object has the English type.

const en = {
  label: 'Cookie consent',
  title: 'Cookies on this site',
  text: 'We use essential storage to make this site work. With your permission we also use analytics cookies to learn how visitors use the site. We never use your data for advertising.',
  policy: 'Read our cookie policy',
  acceptAll: 'Accept all',
  rejectNonEssential: 'Reject non-essential',
  manage: 'Manage preferences',
  panel: {
    title: 'Cookie preferences',
    description:
      'Choose which cookies we may use. Your choice applies when you save it, and you can change it at any time through Cookie settings at the bottom of every page.',
    close: 'Close cookie preferences',
    alwaysOn: 'Always on',
    categories: {
      essential: {
        name: 'Essential',
        text: 'Remembers your language, colour theme and this cookie choice. The site needs these to work.',
      },
      analytics: {
        name: 'Analytics',
        text: 'Counts page views, clicks and loading times without identifying you, through Google Analytics and our own measurements, so we can improve the site.',
      },
      marketing: {
        name: 'Marketing',
        text: 'Measures our campaigns. We place no marketing cookies at the moment; advertising storage and ad personalisation always stay off.',
      },
    },
    save: 'Save preferences',
    acceptAll: 'Accept all',
    reset: 'Forget my choice',
    privacy: 'Privacy policy',
  },
};

export type ConsentCopy = typeof en;

const nl: ConsentCopy = {
  label: 'Cookietoestemming',
  title: 'Cookies op deze site',
  text: 'We gebruiken noodzakelijke cookies en opslag om deze site te laten werken. Met je toestemming gebruiken we ook analytische cookies om te zien hoe bezoekers de site gebruiken. Je gegevens gebruiken we nooit voor advertenties.',
  policy: 'Lees ons cookiebeleid',
  acceptAll: 'Alles accepteren',
  rejectNonEssential: 'Alleen noodzakelijke',
  manage: 'Voorkeuren beheren',
  panel: {
    title: 'Cookievoorkeuren',
    description:
      'Kies welke cookies we mogen gebruiken. Je keuze geldt zodra je hem opslaat, en je kunt hem altijd wijzigen via ‘Cookie-instellingen’ onderaan elke pagina.',
    close: 'Cookievoorkeuren sluiten',
    alwaysOn: 'Altijd aan',
    categories: {
      essential: {
        name: 'Noodzakelijk',
        text: 'Onthoudt je taal, kleurenthema en deze cookiekeuze. De site heeft deze nodig om te werken.',
      },
      analytics: {
        name: 'Analytisch',
        text: 'Telt paginabezoeken, klikken en laadtijden zonder te weten wie je bent, via Google Analytics en onze eigen metingen, zodat we de site kunnen verbeteren.',
      },
      marketing: {
        name: 'Marketing',
        text: 'Meet onze campagnes. We plaatsen op dit moment geen marketingcookies; opslag voor advertenties en advertentiepersonalisatie blijven altijd uit.',
      },
    },
    save: 'Voorkeuren opslaan',
    acceptAll: 'Alles accepteren',
    reset: 'Mijn keuze wissen',
    privacy: 'Privacyverklaring',
  },
};

export const consentCopy = { en, nl } as const;
