// The stories shown when none load from the blog (an empty table, or the backend unreachable). Each
// has a prerendered page of its own, so the lists that show them always link somewhere.
import { seasonEn, seasonNl } from '@/content/season';
import { moreThan } from '@/lib/format';
import { business } from '@contract/business.ts';
import { illustrations, type Story } from './stories';

const s = business.stats;
const lim = business.limits;
const dur = business.durations;

export const fallbackStories: readonly Story[] = [
  {
    slug: 'centre-spot',
    image: null,
    illustration: illustrations.stadium,
    readTimeMinutes: 5,
    featured: true,
    publishedAt: null,
    updatedAt: null,
    languages: ['en', 'nl'],
    text: {
      en: {
        title: 'Landing on the centre spot in front of a full stadium',
        excerpt: `What happens in the hour before a half-time jump: the weather call, the radio checks with the tower and the last look at the flag. Lessons from ${moreThan(s.shows, 'en')} shows.`,
        category: 'Stadium shows',
        imageAlt: '',
        tags: ['stadium', 'demonstration', 'safety'],
      },
      nl: {
        title: 'Landen op de middenstip voor een vol stadion',
        excerpt: `Wat er gebeurt in het uur voor een sprong in de rust: de weerbeslissing, de radiocheck met de toren en de laatste blik op de vlag. Lessen uit ${moreThan(s.shows, 'nl')} shows.`,
        category: 'Stadionshows',
        imageAlt: '',
        tags: ['stadion', 'demonstratie', 'veiligheid'],
      },
    },
    body: {
      en: `## An hour before kick-off

The team meets at the airfield with the stadium's schedule in hand. We check the **wind at altitude**, the cloud base and the visibility, and we agree on one moment to decide: jump or no jump.

## The radio checks

- the tower clears the aircraft for the stadium's airspace
- the ground crew in the stadium confirms the landing area is clear
- every jumper repeats the order of exit

## Why we sometimes say no

After ${moreThan(s.shows, 'en')} shows, the most important lesson is still the simplest: *safety decides, not the schedule*. If the wind is over the limit, the ball is delivered another way.

> The crowd never sees the planning. They see a flag, a canopy and a landing on the spot.

Planning a show at your ground? [Tell us about your event](/contact).`,
      nl: `## Een uur voor de aftrap

Het team komt samen op het vliegveld, met het schema van het stadion in de hand. We controleren de **wind op hoogte**, de wolkenbasis en het zicht, en spreken één moment af om te beslissen: springen of niet.

## De radiochecks

- de toren geeft het toestel toestemming voor het luchtruim boven het stadion
- de grondploeg in het stadion bevestigt dat de landingsplek vrij is
- elke springer herhaalt de volgorde van uitspringen

## Waarom we soms nee zeggen

Na ${moreThan(s.shows, 'nl')} shows is de belangrijkste les nog altijd de eenvoudigste: *veiligheid beslist, niet het schema*. Staat er te veel wind, dan komt de bal op een andere manier het veld op.

> Het publiek ziet de voorbereiding nooit. Het ziet een vlag, een scherm en een landing op de stip.

Een show in jouw stadion? [Vertel ons over je evenement](/nl/contact).`,
    },
  },
  {
    slug: 'first-tandem',
    image: null,
    illustration: illustrations.canopy,
    readTimeMinutes: 4,
    featured: false,
    publishedAt: null,
    updatedAt: null,
    languages: ['en', 'nl'],
    text: {
      en: {
        title: 'Your first tandem jump, minute by minute',
        excerpt:
          'From the briefing on the ground to the moment the canopy opens: what you will feel, hear and see.',
        category: 'Tandem jumps',
        imageAlt: '',
        tags: ['tandem', 'first jump'],
      },
      nl: {
        title: 'Je eerste tandemsprong, minuut voor minuut',
        excerpt:
          'Van de briefing op de grond tot het moment dat het scherm opengaat: wat je voelt, hoort en ziet.',
        category: 'Tandemsprongen',
        imageAlt: '',
        tags: ['tandem', 'eerste sprong'],
      },
    },
    body: {
      en: `## The briefing

Your instructor shows you the harness, the exit position and how to lift your legs for the landing. You can jump from the age of ${lim.minimumAge}, up to ${lim.tandemMaxWeightKg} kg.

## The climb

The climb takes about a quarter of an hour. This is when the nerves peak, and when the view takes over.

## Freefall and canopy

1. The door opens and the noise of the wind fills the aircraft.
2. You leave together, and fall for close to a minute.
3. The canopy opens and everything goes *quiet*.

Ready for yours? [Ask for a date](/contact).`,
      nl: `## De briefing

Je instructeur laat je het harnas zien, de uitspringhouding en hoe je bij de landing je benen optilt. Je kunt springen vanaf ${lim.minimumAge} jaar, tot ${lim.tandemMaxWeightKg} kg.

## De klim

De klim duurt ongeveer een kwartier. Dan zijn de zenuwen op hun hoogst, en dan neemt het uitzicht het over.

## Vrije val en scherm

1. De deur gaat open en het geluid van de wind vult het toestel.
2. Jullie springen samen en vallen bijna een minuut.
3. Het scherm gaat open en alles wordt *stil*.

Klaar voor jouw sprong? [Vraag een datum aan](/nl/contact).`,
    },
  },
  {
    slug: 'balloon-sunrise',
    image: null,
    illustration: illustrations.balloon,
    readTimeMinutes: 3,
    featured: false,
    publishedAt: null,
    updatedAt: null,
    languages: ['en', 'nl'],
    text: {
      en: {
        title: 'Why a balloon jump starts before sunrise',
        excerpt:
          'Calm air, cool temperatures and a sky to yourself: the early start is what makes the jump so quiet.',
        category: 'Experiences',
        imageAlt: '',
        tags: ['balloon', 'experience'],
      },
      nl: {
        title: 'Waarom een ballonsprong voor zonsopgang begint',
        excerpt:
          'Windstille lucht, koele temperaturen en de hemel voor jezelf: door de vroege start is de sprong zo stil.',
        category: 'Ervaringen',
        imageAlt: '',
        tags: ['ballon', 'ervaring'],
      },
    },
    body: {
      en: `## Calm air

A balloon needs still air, and the stillest air of the day comes just after dawn. Balloon jumps run ${seasonEn} and take about ${dur.balloonHours} hours from take-off to landing.

## A different exit

There is no slipstream: you *step* off the basket and fall into silence for the first seconds. Many jumpers say it is the quietest jump they have made.

Read more about [jumping from a balloon](/services/hot-air-balloon).`,
      nl: `## Windstille lucht

Een ballon heeft stille lucht nodig, en de stilste lucht van de dag is er net na zonsopgang. Ballonsprongen vinden plaats van ${seasonNl} en duren ongeveer ${dur.balloonHours} uur, van opstijgen tot landen.

## Een andere exit

Er is geen luchtstroom: je *stapt* van de mand en valt de eerste seconden in stilte. Veel springers noemen het de stilste sprong die ze ooit maakten.

Lees meer over [springen uit een ballon](/nl/services/hot-air-balloon).`,
    },
  },
  {
    slug: 'greenland',
    image: null,
    illustration: illustrations.greenland,
    readTimeMinutes: 6,
    featured: false,
    publishedAt: null,
    updatedAt: null,
    languages: ['en', 'nl'],
    text: {
      en: {
        title: 'Notes from the Greenland expedition',
        excerpt: `Cold starts, long days and jumps over the ice sheet: a logbook from our trip north, with jumpers from ${s.countries} countries in our history.`,
        category: 'Expeditions',
        imageAlt: '',
        tags: ['greenland', 'expedition'],
      },
      nl: {
        title: 'Aantekeningen van de expeditie naar Groenland',
        excerpt: `Koude starts, lange dagen en sprongen boven de ijskap: een logboek van onze reis naar het noorden, met springers uit ${s.countries} landen in onze geschiedenis.`,
        category: 'Expedities',
        imageAlt: '',
        tags: ['groenland', 'expeditie'],
      },
    },
    body: {
      en: `## Cold starts

Cold air is dense: canopies fly differently and every landing area is checked on foot first.

## Long days

In summer the sun barely sets, so the jump window is set by the weather, not the clock. After ${moreThan(s.jumps, 'en')} jumps at home, the ice sheet still felt new.

## What we packed

- cold-weather jumpsuits and gloves
- spare radios and batteries
- a satellite phone for the helicopter crew`,
      nl: `## Koude starts

Koude lucht is dichter: schermen vliegen anders en elke landingsplek wordt eerst te voet gecontroleerd.

## Lange dagen

In de zomer gaat de zon nauwelijks onder, dus het weer bepaalt wanneer we springen, niet de klok. Na ${moreThan(s.jumps, 'nl')} sprongen thuis voelde de ijskap nog steeds nieuw.

## Wat we meenamen

- springpakken en handschoenen voor de kou
- extra radio's en batterijen
- een satelliettelefoon voor de helikopterbemanning`,
    },
  },
];
