import { business, dropZonePlace } from '@contract/business.ts';

type JumpWeather = typeof business.jumpWeather;

const dz = dropZonePlace;
const makeUp = business.limits.forceMajeureMakeUpMonths;

const en = {
  h1: `Jump weather at ${dz}`,
  intro:
    'We only jump when the weather is safe. Before every jump day our team checks the forecast for the drop zone against three fixed rules, and the jump goes ahead only when all three are met.',
  forecastTitle: 'The forecast',
  forecastIntro:
    'The forecast for the drop zone and the cities where we perform, with the outlook our three rules give for every hour.',
  disclaimer:
    'This is an outlook, not a decision: our instructors decide on the day, at the drop zone. Not sure about your date?',
  callUs: 'Call us on',
  rulesTitle: 'The three rules',
  rules: (w: JumpWeather) => [
    {
      title: 'Visibility',
      text: `At least ${w.minVisibilityKm} km, so the pilot and the jumpers can see the airfield and each other.`,
    },
    {
      title: 'Wind',
      text: `Under ${w.maxWindMs} m/s on the ground, for a controlled canopy ride and a soft landing.`,
    },
    {
      title: 'No rain',
      text: 'Rain at freefall speed stings, and wet canopies and low cloud go together.',
    },
  ],
  noGoTitle: 'When the weather says no',
  noGo: `We contact you as early as we can and plan a new date together. A jump that cannot go ahead through the weather can be made up within ${makeUp} months, at no extra cost.`,
  back: 'Back to the website',
  contact: 'Ask about your date',
};

export type WeatherPageCopy = typeof en;

const nl: WeatherPageCopy = {
  h1: `Springweer op ${dz}`,
  intro:
    'We springen alleen als het weer veilig is. Voor elke springdag toetst ons team de verwachting voor het springterrein aan drie vaste regels, en de sprong gaat alleen door als aan alle drie is voldaan.',
  forecastTitle: 'De verwachting',
  forecastIntro:
    'De verwachting voor het springterrein en de steden waar we optreden, met voor elk uur wat onze drie regels ervan zeggen.',
  disclaimer:
    'Dit is een verwachting, geen besluit: onze instructeurs beslissen op de dag zelf, op het springterrein. Twijfel je over je datum?',
  callUs: 'Bel ons op',
  rulesTitle: 'De drie regels',
  rules: (w: JumpWeather) => [
    {
      title: 'Zicht',
      text: `Minstens ${w.minVisibilityKm} km, zodat piloot en springers het vliegveld en elkaar goed zien.`,
    },
    {
      title: 'Wind',
      text: `Onder ${w.maxWindMs} m/s aan de grond, voor een beheerste vlucht aan de parachute en een zachte landing.`,
    },
    {
      title: 'Geen regen',
      text: 'Regen prikt bij de snelheid van een vrije val, en regen gaat vaak samen met lage bewolking en natte parachutes.',
    },
  ],
  noGoTitle: 'Als het weer niet meewerkt',
  noGo: `We nemen zo vroeg mogelijk contact met je op en plannen samen een nieuwe datum. Een sprong die door het weer niet doorgaat, haal je zonder extra kosten binnen ${makeUp} maanden in.`,
  back: 'Terug naar de website',
  contact: 'Vraag naar je datum',
};

export const weatherPageCopy = { en, nl } as const;
