// Copy for the ten service pages and the five service landing pages. Each page has a hero (h1,
// lead), three feature cards, a four-step section and a closing call to action that leads to the
// contact page with `contactService` preselected. The Dutch copy has the same type as the English.
// Facts (lead times, limits, durations, stats) are interpolated from business.ts.
import { formatCount, leadWeeks, moreThan } from '@/lib/format';
import type { LandingPageId, ServicePageId } from '@/routing/page-ids';
import { business, dropZonePlace } from '@contract/business.ts';
import type { Service } from '@contract/enquiry/options.ts';
import type { Language } from '@contract/language.ts';
import { seasonEn, seasonNl } from './season';

/** Every lucide-react icon name used here, so a page can map names to components exhaustively. */
export const serviceIconNames = [
  'Plane',
  'Helicopter',
  'Wind',
  'Sun',
  'Trophy',
  'Flag',
  'Camera',
  'Building2',
  'Briefcase',
  'Music',
  'PartyPopper',
  'ShieldCheck',
  'Users',
] as const;
export type ServiceIconName = (typeof serviceIconNames)[number];

export interface Feature {
  title: string;
  text: string;
}

export interface Step {
  title: string;
  text: string;
}

export interface ServiceCopy {
  h1: string;
  lead: string;
  features: [Feature, Feature, Feature];
  stepsTitle: string;
  steps: [Step, Step, Step, Step];
  ctaTitle: string;
  ctaText: string;
  ctaLabel: string;
}

/** The `#safety` section of the two landing pages that have one. */
export interface SafetyBlock {
  title: string;
  text: string;
  points: string[];
}

export interface ServicePageContent {
  contactService: Service;
  icon: ServiceIconName;
  en: ServiceCopy;
  nl: ServiceCopy;
}

export interface ServicePageWithSafety extends ServicePageContent {
  safety: Record<Language, SafetyBlock>;
}

export type ServiceContentPageId = ServicePageId | LandingPageId;
/** Pages with a `#safety` anchor. */
export type SafetyPageId = 'tandem-jumps-netherlands' | 'professional-skydiving-netherlands';

export type ServiceContentTable = {
  [K in ServiceContentPageId]: K extends SafetyPageId ? ServicePageWithSafety : ServicePageContent;
};

const dz = dropZonePlace;
const hq = business.address.locality;
const lim = business.limits;
const dur = business.durations;
const s = business.stats;
const w = business.jumpWeather;

const quoteEn = 'Request a quote';
const quoteNl = 'Offerte aanvragen';
const bookEn = 'Book your jump';
const bookNl = 'Boek je sprong';

export const serviceContent: ServiceContentTable = {
  'service-tandem-jumps': {
    contactService: 'tandem-jump',
    icon: 'Plane',
    en: {
      h1: `Tandem skydiving at ${dz}`,
      lead: `Your first freefall, with an experienced instructor attached to you from exit to landing. No training course needed: a thorough briefing, a climb over the Veluwe, and the minute of freefall you will talk about for years.`,
      features: [
        {
          title: 'An instructor on your back',
          text: `Your instructor handles the exit, the parachute and the landing, so you can enjoy the fall. Our team has made ${moreThan(s.jumps, 'en')} jumps and keeps a ${s.safetyRecord} safety record.`,
        },
        {
          title: 'Open to almost everyone',
          text: `You need to be at least ${lim.minimumAge} years old and weigh no more than ${lim.tandemMaxWeightKg} kg; most of our tandem jumpers weigh between ${lim.tandemTypicalWeightKg.min} and ${lim.tandemTypicalWeightKg.max} kg. No experience required.`,
        },
        {
          title: 'Photos and video',
          text: `Want to relive it? Add our media service and a camera flyer records your jump, with the edited footage delivered within ${dur.mediaDeliveryHours} hours.`,
        },
      ],
      stepsTitle: 'How your tandem day works',
      steps: [
        {
          title: 'Request your date',
          text: `Send us your preferred dates, weight and age. Book ${leadWeeks.en.tandem} weeks ahead for the best choice.`,
        },
        {
          title: 'Briefing on the ground',
          text: 'Your instructor explains the exit position, the freefall and the landing, and fits your harness.',
        },
        {
          title: 'Climb and freefall',
          text: 'The plane climbs to altitude; you exit together and fall at full speed before the canopy opens.',
        },
        {
          title: 'Canopy ride and landing',
          text: 'A quiet glide over the Veluwe with time to take in the view, then a gentle landing on the airfield.',
        },
      ],
      ctaTitle: 'Ready for your first jump?',
      ctaText: `Prices are on request and include VAT. Tell us when you would like to jump and we reply within ${business.replyWithinHours} hours.`,
      ctaLabel: bookEn,
    },
    nl: {
      h1: `Tandemsprong op ${dz}`,
      lead: `Je eerste vrije val, met een ervaren instructeur aan je vast van exit tot landing. Geen cursus nodig: een grondige briefing, een klim boven de Veluwe en de minuut vrije val waar je nog jaren over praat.`,
      features: [
        {
          title: 'Een instructeur op je rug',
          text: `Je instructeur regelt de exit, de parachute en de landing, zodat jij kunt genieten. Ons team maakte ${moreThan(s.jumps, 'nl')} sprongen en heeft een veiligheidsrecord van ${s.safetyRecord}.`,
        },
        {
          title: 'Voor bijna iedereen',
          text: `Je moet minimaal ${lim.minimumAge} jaar zijn en mag maximaal ${lim.tandemMaxWeightKg} kg wegen; de meeste tandemspringers wegen tussen de ${lim.tandemTypicalWeightKg.min} en ${lim.tandemTypicalWeightKg.max} kg. Ervaring is niet nodig.`,
        },
        {
          title: "Foto's en video",
          text: `Wil je het nog eens beleven? Boek onze mediaservice erbij en een cameraspringer legt je sprong vast. Het gemonteerde materiaal heb je binnen ${dur.mediaDeliveryHours} uur.`,
        },
      ],
      stepsTitle: 'Zo verloopt je tandemdag',
      steps: [
        {
          title: 'Vraag je datum aan',
          text: `Stuur ons je voorkeursdata, gewicht en leeftijd. Boek ${leadWeeks.nl.tandem} weken vooruit voor de meeste keus.`,
        },
        {
          title: 'Briefing op de grond',
          text: 'Je instructeur legt de exithouding, de vrije val en de landing uit en past je harnas aan.',
        },
        {
          title: 'Klim en vrije val',
          text: 'Het toestel klimt naar hoogte; samen stap je uit en val je op volle snelheid tot de parachute opengaat.',
        },
        {
          title: 'Onder de parachute naar beneden',
          text: 'Een rustige glijvlucht boven de Veluwe met tijd voor het uitzicht, en dan een zachte landing op het vliegveld.',
        },
      ],
      ctaTitle: 'Klaar voor je eerste sprong?',
      ctaText: `Prijzen op aanvraag, inclusief btw. Laat weten wanneer je wilt springen, dan reageren we binnen ${business.replyWithinHours} uur.`,
      ctaLabel: bookNl,
    },
  },

  'service-helicopter-jumps': {
    contactService: 'helicopter-jump',
    icon: 'Helicopter',
    en: {
      h1: 'Skydiving from a helicopter',
      lead: `No slipstream, no rush at the door: a helicopter hovers while you step out into still air. It is one of the rarest ways to start a skydive, and the whole experience takes about ${dur.helicopterMinutes} minutes.`,
      features: [
        {
          title: 'A completely different exit',
          text: 'From a hovering helicopter you drop away in calm air and feel the speed build up, instead of being caught by the wind of a moving plane.',
        },
        {
          title: 'No experience needed',
          text: `You jump in tandem with an experienced instructor who handles the exit and the parachute. From ${lim.minimumAge} years old, up to ${lim.tandemMaxWeightKg} kg.`,
        },
        {
          title: 'Made for special moments',
          text: 'Anniversaries, proposals, brand moments or a once-in-a-lifetime present: a helicopter jump turns the occasion into the story.',
        },
      ],
      stepsTitle: 'From request to landing',
      steps: [
        {
          title: 'Plan ahead',
          text: `Helicopter jumps are booked ${leadWeeks.en.helicopterOrBalloon} weeks ahead so we can reserve the aircraft and crew.`,
        },
        {
          title: 'Briefing',
          text: 'We explain the helicopter exit, which is different from a plane, and prepare your equipment.',
        },
        {
          title: 'Lift-off and hover',
          text: 'The helicopter climbs to jump altitude and holds its position over the drop zone.',
        },
        {
          title: 'Step out',
          text: `You leave the skids, fall, fly the canopy and land: about ${dur.helicopterMinutes} minutes from briefing to landing.`,
        },
      ],
      ctaTitle: 'Reserve a helicopter jump',
      ctaText: `Prices depend on the date and number of jumpers and are on request. Tell us what you have in mind and we plan it with you.`,
      ctaLabel: quoteEn,
    },
    nl: {
      h1: 'Parachutespringen uit een helikopter',
      lead: `Geen harde wind bij de deur, geen haast: de helikopter hangt stil terwijl jij in de rustige lucht stapt. Een van de zeldzaamste manieren om een sprong te beginnen, en de hele beleving duurt zo'n ${dur.helicopterMinutes} minuten.`,
      features: [
        {
          title: 'Een heel andere exit',
          text: 'Vanuit een stilhangende helikopter val je weg in rustige lucht en voel je de snelheid opbouwen, in plaats van de harde luchtstroom bij een vliegtuigdeur.',
        },
        {
          title: 'Geen ervaring nodig',
          text: `Je springt tandem met een ervaren instructeur die de exit en de parachute verzorgt. Vanaf ${lim.minimumAge} jaar, tot ${lim.tandemMaxWeightKg} kg.`,
        },
        {
          title: 'Voor bijzondere momenten',
          text: 'Jubilea, aanzoeken, merkactivaties of een cadeau voor het leven: met een helikoptersprong wordt de dag zelf het verhaal dat iedereen navertelt.',
        },
      ],
      stepsTitle: 'Van aanvraag tot landing',
      steps: [
        {
          title: 'Plan vooruit',
          text: `Helikoptersprongen boek je ${leadWeeks.nl.helicopterOrBalloon} weken vooraf, zodat we toestel en crew kunnen reserveren.`,
        },
        {
          title: 'Briefing',
          text: 'We leggen de exit uit een helikopter uit, die anders is dan uit een vliegtuig, en maken je uitrusting klaar.',
        },
        {
          title: 'Opstijgen en stilhangen',
          text: 'De helikopter klimt naar springhoogte en blijft stil boven het springterrein hangen.',
        },
        {
          title: 'Uitstappen',
          text: `Je laat de landingsski's los, valt, stuurt je parachute en landt: zo'n ${dur.helicopterMinutes} minuten van briefing tot landing.`,
        },
      ],
      ctaTitle: 'Reserveer een helikoptersprong',
      ctaText:
        'De prijs hangt af van datum en aantal springers en is op aanvraag. Vertel wat je voor ogen hebt, dan plannen we het samen.',
      ctaLabel: quoteNl,
    },
  },

  'service-hot-air-balloon': {
    contactService: 'balloon-jump',
    icon: 'Wind',
    en: {
      h1: 'Skydive from a hot air balloon',
      lead: `Rise in near silence, drift with the wind over the Dutch countryside, then step off the edge of the basket. Balloon jumps run from ${seasonEn} and take about ${dur.balloonHours} hours from take-off to landing.`,
      features: [
        {
          title: 'Silence before the fall',
          text: 'No engine, no door, no slipstream: only the burner and the view. When you leave the basket, you fall straight down in still air.',
        },
        {
          title: 'A seasonal experience',
          text: `Balloons fly in calm weather, so we schedule balloon jumps from ${seasonEn}, usually early morning or early evening.`,
        },
        {
          title: 'Share it with your supporters',
          text: 'Friends and family can follow the balloon from the ground and be there to see you land under your canopy.',
        },
      ],
      stepsTitle: 'Your balloon jump, step by step',
      steps: [
        {
          title: 'Choose a date in season',
          text: `Ask ${leadWeeks.en.helicopterOrBalloon} weeks ahead; we match your date with the balloon crew's schedule.`,
        },
        {
          title: 'Launch',
          text: 'We meet at the launch field, brief you and inflate the balloon together with the pilot.',
        },
        {
          title: 'Drift to altitude',
          text: 'The balloon climbs slowly while the landscape spreads out beneath the basket.',
        },
        {
          title: 'Step off',
          text: `You jump, freefall and fly your canopy to the landing area; about ${dur.balloonHours} hours in all.`,
        },
      ],
      ctaTitle: 'Plan your balloon jump',
      ctaText: `Balloon dates are limited to the season and depend on calm weather. Request yours now; prices are on request.`,
      ctaLabel: quoteEn,
    },
    nl: {
      h1: 'Parachutesprong uit een luchtballon',
      lead: `Bijna geruisloos omhoog, met de wind mee over het Nederlandse landschap, en dan stap je over de rand van de mand. Ballonsprongen kunnen van ${seasonNl} en duren zo'n ${dur.balloonHours} uur van opstijgen tot landing.`,
      features: [
        {
          title: 'Stilte voor de val',
          text: 'Geen motor, geen deur, geen wind: alleen de brander en het uitzicht. Als je de mand verlaat, val je recht naar beneden in stille lucht.',
        },
        {
          title: 'Alleen in het ballonseizoen',
          text: `Ballonnen varen bij rustig weer, dus we plannen ballonsprongen van ${seasonNl}, meestal vroeg in de ochtend of in de vroege avond.`,
        },
        {
          title: 'Neem vrienden en familie mee',
          text: 'Vrienden en familie volgen de ballon vanaf de grond en zijn erbij als je aan je parachute landt.',
        },
      ],
      stepsTitle: 'Je ballonsprong, stap voor stap',
      steps: [
        {
          title: 'Kies een datum in het seizoen',
          text: `Vraag ${leadWeeks.nl.helicopterOrBalloon} weken vooraf aan; we stemmen je datum af met de planning van de ballonploeg.`,
        },
        {
          title: 'Opstijgen',
          text: 'We ontmoeten elkaar op het startveld, briefen je en maken samen met de piloot de ballon klaar.',
        },
        {
          title: 'Langzaam naar hoogte',
          text: 'De ballon stijgt rustig terwijl het landschap zich onder de mand uitspreidt.',
        },
        {
          title: 'Uitstappen',
          text: `Je springt, maakt een vrije val en stuurt je parachute naar het landingsterrein; alles bij elkaar zo'n ${dur.balloonHours} uur.`,
        },
      ],
      ctaTitle: 'Plan je ballonsprong',
      ctaText:
        'Ballonsprongen kunnen alleen in het seizoen en bij rustig weer, dus de data zijn beperkt. Vraag nu je datum aan; de prijs krijg je op aanvraag.',
      ctaLabel: quoteNl,
    },
  },

  'service-stadium-shows': {
    contactService: 'demo-event',
    icon: 'Trophy',
    en: {
      h1: 'Parachute shows for stadiums',
      lead: `The crowd looks up, smoke trails spiral down and the match ball lands on the centre spot. We have performed ${moreThan(s.shows, 'en')} shows for clubs, federations and event organisers, and every one starts with a plan that fits your schedule to the minute.`,
      features: [
        {
          title: 'Match ball delivery',
          text: 'A skydiver brings the match ball down into the stadium and hands it to the referee, a kick-off nobody in the stands forgets.',
        },
        {
          title: 'Flag and smoke jumps',
          text: 'Giant club or sponsor flags and coloured smoke in your club colours turn the sky above the pitch into part of the show.',
        },
        {
          title: 'Half-time and openings',
          text: 'From a single jumper to a full team: half-time shows, opening ceremonies, anniversaries and cup finals.',
        },
      ],
      stepsTitle: 'How we build a stadium show',
      steps: [
        {
          title: 'Brief and concept',
          text: `Tell us about the event; plan ${leadWeeks.en.demonstrationsAndMedia} weeks ahead so permits and airspace can be arranged.`,
        },
        {
          title: 'Permits and airspace',
          text: 'We handle the aviation permits and coordinate with air traffic control and the stadium safety team.',
        },
        {
          title: 'Site survey and timing',
          text: 'We check the landing area, obstacles and wind patterns and agree the exact moment in your running order.',
        },
        {
          title: 'Show day',
          text: 'The team jumps on cue and lands on the agreed spot, with a ground crew in radio contact throughout.',
        },
      ],
      ctaTitle: 'Put your stadium on the map',
      ctaText:
        'Every show is tailored, so prices are on request. Share your event date and format and we send a proposal.',
      ctaLabel: quoteEn,
    },
    nl: {
      h1: 'Parachuteshows in het stadion',
      lead: `Het publiek kijkt omhoog, rooksporen draaien naar beneden en de wedstrijdbal landt op de middenstip. We verzorgden al ${moreThan(s.shows, 'nl')} shows voor clubs, bonden en organisatoren, en elke show begint met een plan dat tot op de minuut in je programma past.`,
      features: [
        {
          title: 'De wedstrijdbal uit de lucht',
          text: 'Een parachutist brengt de wedstrijdbal het stadion in en geeft hem aan de scheidsrechter: een aftrap die niemand op de tribune vergeet.',
        },
        {
          title: 'Vlaggen en rook',
          text: 'Reusachtige club- of sponsorvlaggen en rook in je clubkleuren maken de lucht boven het veld onderdeel van de show.',
        },
        {
          title: 'Rustshows en openingen',
          text: 'Van één springer tot een heel team: rustshows, openingsceremonies, jubilea en bekerfinales.',
        },
      ],
      stepsTitle: 'Zo bouwen we een stadionshow',
      steps: [
        {
          title: 'Briefing en concept',
          text: `Vertel ons over het evenement; plan ${leadWeeks.nl.demonstrationsAndMedia} weken vooruit, zodat vergunningen en luchtruim geregeld kunnen worden.`,
        },
        {
          title: 'Vergunningen en luchtruim',
          text: 'Wij regelen de luchtvaartvergunningen en stemmen af met de luchtverkeersleiding en de veiligheidsorganisatie van het stadion.',
        },
        {
          title: 'Locatiecheck en timing',
          text: 'We bekijken landingsplek, obstakels en windpatronen en spreken het exacte moment in je draaiboek af.',
        },
        {
          title: 'De showdag',
          text: 'Het team springt op het afgesproken moment en landt op de afgesproken plek, met een grondploeg die continu in radiocontact staat.',
        },
      ],
      ctaTitle: 'Maak van je wedstrijd een evenement',
      ctaText:
        'Elke show is maatwerk, dus prijzen zijn op aanvraag. Laat ons je datum en je programma weten, dan sturen we een voorstel.',
      ctaLabel: quoteNl,
    },
  },

  'service-media-production': {
    contactService: 'media-production',
    icon: 'Camera',
    en: {
      h1: 'Skydive photo and video production',
      lead: `Aerial photography, freefall video, editing and live streaming, filmed by camera flyers who jump for a living. Whether it is a personal tandem video or a brand campaign, you receive the edited result within ${dur.mediaDeliveryHours} hours.`,
      features: [
        {
          title: 'Freefall and aerial footage',
          text: 'Helmet and handheld cameras in freefall, plus aerial photography from the aircraft and the ground for the full story.',
        },
        {
          title: 'Editing and fast delivery',
          text: `We edit, grade and add music, then deliver online within ${dur.mediaDeliveryHours} hours in the formats you need for social media or broadcast.`,
        },
        {
          title: 'Live streaming',
          text: 'For stadiums, festivals and brand events we can stream the jump live, so the audience at home sees what the crowd sees.',
        },
      ],
      stepsTitle: 'From shot list to delivery',
      steps: [
        {
          title: 'Brief',
          text: `Tell us what you need and where it will be used; campaigns and events need ${leadWeeks.en.demonstrationsAndMedia} weeks of planning.`,
        },
        {
          title: 'Shot planning',
          text: 'We plan camera positions in the air and on the ground, and the angles that suit your story.',
        },
        {
          title: 'Shoot',
          text: 'Our camera flyers jump alongside the subject while the ground crew covers the exit and the landing.',
        },
        {
          title: 'Edit and deliver',
          text: `You receive the edited footage and selected photos within ${dur.mediaDeliveryHours} hours.`,
        },
      ],
      ctaTitle: 'Get footage that stands out',
      ctaText:
        'Media packages are made to measure, with prices on request. Tell us about your project and we suggest a plan.',
      ctaLabel: quoteEn,
    },
    nl: {
      h1: 'Foto- en videoproductie in de lucht',
      lead: `Luchtfotografie, vrije-valvideo, montage en livestreams, gemaakt door cameraspringers voor wie springen hun vak is. Of het nu om je eigen tandemvideo gaat of om een merkcampagne: het gemonteerde resultaat heb je binnen ${dur.mediaDeliveryHours} uur.`,
      features: [
        {
          title: 'Vrije val en luchtbeelden',
          text: "Helm- en handcamera's in de vrije val, plus luchtfoto's vanuit het toestel en beelden vanaf de grond voor het complete verhaal.",
        },
        {
          title: 'Montage en snelle levering',
          text: `We monteren, kleurcorrigeren en voegen muziek toe, en leveren binnen ${dur.mediaDeliveryHours} uur online in de formaten die je nodig hebt voor social media of tv.`,
        },
        {
          title: 'Livestreaming',
          text: 'Voor stadions, festivals en merkevents streamen we de sprong live, zodat het publiek thuis ziet wat de tribune ziet.',
        },
      ],
      stepsTitle: 'Van shotlist tot levering',
      steps: [
        {
          title: 'Briefing',
          text: `Vertel wat je nodig hebt en waar het gebruikt wordt; campagnes en evenementen plannen we ${leadWeeks.nl.demonstrationsAndMedia} weken vooruit.`,
        },
        {
          title: 'Shotplanning',
          text: 'We plannen cameraposities in de lucht en op de grond, en de standpunten die bij je verhaal passen.',
        },
        {
          title: 'Opnamedag',
          text: 'Onze cameraspringers springen mee met de hoofdpersoon terwijl de grondploeg de exit en de landing vastlegt.',
        },
        {
          title: 'Montage en levering',
          text: `Binnen ${dur.mediaDeliveryHours} uur heb je het gemonteerde materiaal en de geselecteerde foto's.`,
        },
      ],
      ctaTitle: 'Beelden die opvallen',
      ctaText:
        'Mediapakketten zijn maatwerk, met prijzen op aanvraag. Vertel over je project, dan stellen we een plan voor.',
      ctaLabel: quoteNl,
    },
  },

  'hot-air-balloon-jumps': {
    contactService: 'balloon-jump',
    icon: 'Sun',
    en: {
      h1: 'Hot air balloon jumps in the Netherlands',
      lead: `A parachute jump from a drifting balloon is one of the most peaceful ways to start a freefall. Our season runs from ${seasonEn}; plan early, because calm mornings and evenings fill up first.`,
      features: [
        {
          title: 'The right season',
          text: `From ${seasonEn} the weather is stable enough for balloon flights. Outside that window we suggest a tandem or helicopter jump instead.`,
        },
        {
          title: 'About two hours of experience',
          text: `From inflating the balloon to landing under your canopy, a balloon jump takes about ${dur.balloonHours} hours, with plenty of time to take in the view.`,
        },
        {
          title: 'Perfect for photos',
          text: 'The slow climb and the still exit make some of the best images in skydiving. Add our media crew and capture every moment.',
        },
      ],
      stepsTitle: 'Planning a balloon jump',
      steps: [
        {
          title: 'Pick a few dates',
          text: `Give us two or three preferred dates in season, ${leadWeeks.en.helicopterOrBalloon} weeks ahead.`,
        },
        {
          title: 'Weather check',
          text: `We confirm the day before once wind and visibility are right: wind under ${w.maxWindMs} m/s and at least ${w.minVisibilityKm} km of visibility.`,
        },
        {
          title: 'Fly and jump',
          text: 'Meet the crew, take off, and jump when the balloon reaches altitude over open land.',
        },
        {
          title: 'Celebrate the landing',
          text: 'Land near your friends and family, and receive your photos and video if you booked the media service.',
        },
      ],
      ctaTitle: 'Claim your date this season',
      ctaText: `Balloon jumps are only possible from ${seasonEn}. Send us your preferred dates; prices are on request.`,
      ctaLabel: quoteEn,
    },
    nl: {
      h1: 'Ballonsprongen in Nederland',
      lead: `Een parachutesprong uit een drijvende ballon is een van de rustigste manieren om aan een vrije val te beginnen. Ons seizoen loopt van ${seasonNl}; plan op tijd, want de windstille ochtenden en avonden zijn het eerst vol.`,
      features: [
        {
          title: 'Het juiste seizoen',
          text: `Van ${seasonNl} is het weer stabiel genoeg om te ballonvaren. Daarbuiten raden we een tandem- of helikoptersprong aan.`,
        },
        {
          title: "Zo'n twee uur beleving",
          text: `Van het opblazen van de ballon tot de landing aan je parachute duurt een ballonsprong zo'n ${dur.balloonHours} uur, met volop tijd voor het uitzicht.`,
        },
        {
          title: "Ideaal voor foto's",
          text: 'De langzame klim en de stille exit leveren een paar van de mooiste beelden in de parachutesport op. Boek onze mediacrew erbij en leg alles vast.',
        },
      ],
      stepsTitle: 'Een ballonsprong plannen',
      steps: [
        {
          title: 'Kies een paar data',
          text: `Geef twee of drie voorkeursdata in het seizoen door, ${leadWeeks.nl.helicopterOrBalloon} weken vooraf.`,
        },
        {
          title: 'Weercheck',
          text: `Een dag van tevoren laten we weten of wind en zicht goed genoeg zijn: wind onder ${w.maxWindMs} m/s en minstens ${w.minVisibilityKm} km zicht.`,
        },
        {
          title: 'Varen en springen',
          text: 'Maak kennis met de crew, stijg op en spring zodra de ballon op hoogte is boven open terrein.',
        },
        {
          title: 'Vier de landing',
          text: "Land bij je vrienden en familie, en ontvang je foto's en video als je de mediaservice hebt geboekt.",
        },
      ],
      ctaTitle: 'Leg je datum voor dit seizoen vast',
      ctaText: `Ballonsprongen kunnen alleen van ${seasonNl}. Stuur ons je voorkeursdata; prijzen op aanvraag.`,
      ctaLabel: quoteNl,
    },
  },

  'stadium-demonstrations': {
    contactService: 'demo-event',
    icon: 'Flag',
    en: {
      h1: 'Stadium demonstration jumps',
      lead: `A demonstration jump into a full stadium is precision flying in front of tens of thousands of people. With more than ${s.yearsExperience} years of experience and ${moreThan(s.shows, 'en')} shows behind us, we land where we say we will, when we say we will.`,
      features: [
        {
          title: 'Precision landings',
          text: 'Our demonstration jumpers fly high-performance canopies into tight landing areas such as a centre circle, a running track or a stage.',
        },
        {
          title: 'Safety first, always',
          text: `Licensed and insured, with a ${s.safetyRecord} safety record: no show goes ahead unless wind, visibility and the landing area allow it.`,
        },
        {
          title: 'A show, not just a jump',
          text: 'Smoke, flags, synchronised arrivals and a commentator script: we design the demonstration as a moment in your programme.',
        },
      ],
      stepsTitle: 'From first call to touchdown',
      steps: [
        {
          title: 'Feasibility check',
          text: `We assess the stadium, the surroundings and the airspace. Allow ${leadWeeks.en.demonstrationsAndMedia} weeks.`,
        },
        {
          title: 'Design the moment',
          text: 'Together we choose the format, the number of jumpers, flags, smoke and the exact minute.',
        },
        {
          title: 'Arrange everything',
          text: 'Permits, air traffic control, insurance and the briefing of the stadium security team.',
        },
        {
          title: 'Jump and land',
          text: 'The team exits over the stadium, flies the pattern and lands on the mark while your crowd watches.',
        },
      ],
      ctaTitle: 'Plan a demonstration jump',
      ctaText:
        'Tell us the venue, the date and the audience size. We check what is possible and send a proposal; prices on request.',
      ctaLabel: quoteEn,
    },
    nl: {
      h1: 'Demonstratiesprongen in stadions',
      lead: `Een demonstratiesprong in een vol stadion is precisievliegen voor tienduizenden mensen. Met ruim ${s.yearsExperience} jaar ervaring en ${moreThan(s.shows, 'nl')} shows achter de rug landen we precies waar en wanneer we dat hebben afgesproken.`,
      features: [
        {
          title: 'Precisielandingen',
          text: 'Onze demonstratiespringers vliegen met snelle koepels naar krappe landingsplekken, zoals de middencirkel, een atletiekbaan of een podium.',
        },
        {
          title: 'Veiligheid voorop',
          text: `Erkend en verzekerd, met een veiligheidsrecord van ${s.safetyRecord}: een show gaat alleen door als wind, zicht en landingsplek het toelaten.`,
        },
        {
          title: 'Een show, niet alleen een sprong',
          text: 'Rook, vlaggen, gelijktijdige landingen en een tekst voor de speaker: we ontwerpen de demonstratie als moment in je programma.',
        },
      ],
      stepsTitle: 'Van eerste telefoontje tot landing',
      steps: [
        {
          title: 'Haalbaarheid',
          text: `We beoordelen stadion, omgeving en luchtruim. Reken op ${leadWeeks.nl.demonstrationsAndMedia} weken.`,
        },
        {
          title: 'Het moment ontwerpen',
          text: 'Samen kiezen we het format, het aantal springers, vlaggen, rook en de exacte minuut.',
        },
        {
          title: 'Alles regelen',
          text: 'Vergunningen, luchtverkeersleiding, verzekering en de briefing van de stadionbeveiliging.',
        },
        {
          title: 'Springen en landen',
          text: 'Het team springt boven het stadion, vliegt het landingspatroon en landt op de stip terwijl je publiek toekijkt.',
        },
      ],
      ctaTitle: 'Plan een demonstratiesprong',
      ctaText:
        'Vertel ons de locatie, de datum en het aantal bezoekers. We kijken wat kan en sturen een voorstel; prijzen op aanvraag.',
      ctaLabel: quoteNl,
    },
  },

  'stadium-demonstrations-netherlands': {
    contactService: 'demo-event',
    icon: 'Trophy',
    en: {
      h1: 'Stadium demonstrations across the Netherlands',
      lead: `From Eredivisie grounds to athletics tracks and cup finals: we bring parachute demonstrations to Dutch stadiums, with the local permits, airspace coordination and safety plans arranged by a team based in ${hq}.`,
      features: [
        {
          title: 'Dutch rules, handled',
          text: 'Demonstration jumps over Dutch venues need aviation permits and coordination with air traffic control. We prepare and file everything for you.',
        },
        {
          title: 'Close to every venue',
          text: `From our base in ${hq} we reach stadiums from Groningen to Maastricht within a day's drive, from the Eredivisie to amateur football.`,
        },
        {
          title: 'Trusted by clubs',
          text: `Football clubs are among our partners, and ${s.repeatCustomers} of our clients book us again.`,
        },
      ],
      stepsTitle: 'Your Dutch stadium demo in four steps',
      steps: [
        {
          title: 'Enquiry',
          text: `Send us the venue and date, ideally ${leadWeeks.en.demonstrationsAndMedia} weeks before the event.`,
        },
        {
          title: 'Permits',
          text: 'We apply for the permits and agree the airspace with air traffic control.',
        },
        {
          title: 'Rehearsal plan',
          text: 'Timing, landing area and fallback options are agreed with the club and the safety officer.',
        },
        {
          title: 'Match day',
          text: 'Our team jumps on cue; if the weather does not allow it, the safety call is ours and made in time.',
        },
      ],
      ctaTitle: 'Book a demo for your Dutch venue',
      ctaText: `Ask for a proposal for your match or event. We reply within ${business.replyWithinHours} hours on working days; prices are on request.`,
      ctaLabel: quoteEn,
    },
    nl: {
      h1: "Stadiondemo's door heel Nederland",
      lead: `Van eredivisiestadion tot atletiekbaan en bekerfinale: we brengen parachutedemonstraties naar Nederlandse stadions, met vergunningen, luchtruimafstemming en veiligheidsplan geregeld door een team uit ${hq}.`,
      features: [
        {
          title: 'Nederlandse regels, geregeld',
          text: 'Voor demonstratiesprongen boven Nederlandse locaties zijn luchtvaartvergunningen en afstemming met de luchtverkeersleiding nodig. Wij bereiden alles voor en dienen het in.',
        },
        {
          title: 'Dicht bij elk stadion',
          text: `Vanuit ${hq} bereiken we stadions van Groningen tot Maastricht op een dag rijden, van de eredivisie tot het amateurvoetbal.`,
        },
        {
          title: 'Vaste partner van clubs',
          text: `Voetbalclubs horen bij onze partners, en ${s.repeatCustomers} van onze klanten boekt ons opnieuw.`,
        },
      ],
      stepsTitle: 'Je stadiondemo in vier stappen',
      steps: [
        {
          title: 'Aanvraag',
          text: `Stuur ons locatie en datum, het liefst ${leadWeeks.nl.demonstrationsAndMedia} weken voor het evenement.`,
        },
        {
          title: 'Vergunningen',
          text: 'Wij vragen de vergunningen aan en stemmen het luchtruim af met de luchtverkeersleiding.',
        },
        {
          title: 'Draaiboek',
          text: 'Timing, landingsplek en uitwijkopties spreken we af met de club en de veiligheidscoördinator.',
        },
        {
          title: 'Wedstrijddag',
          text: 'Ons team springt op het afgesproken moment; laat het weer het niet toe, dan nemen wij tijdig de veiligheidsbeslissing.',
        },
      ],
      ctaTitle: 'Boek een demo voor jouw stadion',
      ctaText: `Vraag een voorstel aan voor je wedstrijd of evenement. Op werkdagen reageren we binnen ${business.replyWithinHours} uur; prijzen op aanvraag.`,
      ctaLabel: quoteNl,
    },
  },

  'corporate-events': {
    contactService: 'other',
    icon: 'Building2',
    en: {
      h1: 'Corporate events with skydiving',
      lead: `Team building, client entertainment, product launches and company celebrations with a moment nobody forgets. From tandem jumps for your team to a demonstration jump that lands your new product in front of the guests.`,
      features: [
        {
          title: 'Team building',
          text: 'Colleagues who have faced the open door together come back closer. Tandem jumps in rounds keep the whole group involved all day.',
        },
        {
          title: 'Client entertainment',
          text: 'Invite your best clients to an experience they cannot buy anywhere else, hosted by a team that has done this since the eighties.',
        },
        {
          title: 'Launches and celebrations',
          text: 'A skydiver with your flag, logo or product landing at your venue makes an anniversary or launch impossible to ignore.',
        },
      ],
      stepsTitle: 'How we plan your company event',
      steps: [
        {
          title: 'Share your goals',
          text: 'Tell us the type of event, the number of participants and what the day should achieve.',
        },
        {
          title: 'Tailored proposal',
          text: `We propose a programme and a price. Tandem days need ${leadWeeks.en.tandem} weeks; demos and media ${leadWeeks.en.demonstrationsAndMedia}.`,
        },
        {
          title: 'Preparation',
          text: "We collect participants' details, arrange permits where needed and send a clear day schedule.",
        },
        {
          title: 'Event day',
          text: 'Our team runs the jumps and the timing, so you can be a host instead of an organiser.',
        },
      ],
      ctaTitle: 'Make your next company event unforgettable',
      ctaText: `More than ${formatCount(s.clients, 'en')} clients have trusted us so far. Tell us about your event and get a proposal; prices on request.`,
      ctaLabel: quoteEn,
    },
    nl: {
      h1: 'Bedrijfsevenementen met parachutespringen',
      lead: 'Teambuilding, relatie-evenementen, productlanceringen en bedrijfsfeesten met een moment dat niemand vergeet. Van tandemsprongen voor je team tot een demonstratiesprong die je nieuwe product voor de gasten laat landen.',
      features: [
        {
          title: 'Teambuilding',
          text: "Collega's die samen voor de open deur stonden, komen hechter terug. Doordat we in rondes springen, is de hele groep de hele dag bij de actie.",
        },
        {
          title: 'Relaties ontvangen',
          text: 'Nodig je beste klanten uit voor een ervaring die ze nergens kunnen kopen, met een team dat dit al sinds de jaren tachtig doet.',
        },
        {
          title: 'Lanceringen en jubilea',
          text: 'Een parachutist met je vlag, logo of product die op je locatie landt, zorgt ervoor dat niemand je jubileum of lancering mist.',
        },
      ],
      stepsTitle: 'Zo plannen we je bedrijfsevenement',
      steps: [
        {
          title: 'Vertel wat je wilt bereiken',
          text: 'Vertel ons het soort evenement, het aantal deelnemers en wat de dag moet opleveren.',
        },
        {
          title: 'Voorstel op maat',
          text: `We stellen een programma en prijs voor. Tandemdagen vragen ${leadWeeks.nl.tandem} weken; demo's en media ${leadWeeks.nl.demonstrationsAndMedia}.`,
        },
        {
          title: 'Voorbereiding',
          text: 'We verzamelen de gegevens van deelnemers, regelen waar nodig vergunningen en sturen een helder dagschema.',
        },
        {
          title: 'De dag zelf',
          text: 'Ons team verzorgt de sprongen en de timing, zodat jij gastheer kunt zijn in plaats van organisator.',
        },
      ],
      ctaTitle: 'Plan je volgende bedrijfsevenement met ons',
      ctaText: `Ruim ${formatCount(s.clients, 'nl')} klanten gingen je voor. Vertel over je evenement en ontvang een voorstel; prijzen op aanvraag.`,
      ctaLabel: quoteNl,
    },
  },

  'festival-performances': {
    contactService: 'demo-event',
    icon: 'Music',
    en: {
      h1: 'Parachute performances at festivals',
      lead: "Open the main stage with skydivers spiralling down through coloured smoke, or drop your headliner's flag into the crowd. A parachute act starts your festival in the sky and lands exactly on cue.",
      features: [
        {
          title: 'Timed to your line-up',
          text: 'We sync the jump to your running order and stay in radio contact with your stage manager, so the landing hits the first beat.',
        },
        {
          title: 'Smoke, flags and light',
          text: 'Coloured smoke, giant flags and sponsor banners make the act visible from every corner of the festival grounds.',
        },
        {
          title: 'Permits and safety',
          text: 'We arrange aviation permits and air traffic control, and agree a safe landing zone with your production and security teams.',
        },
      ],
      stepsTitle: 'From idea to opening act',
      steps: [
        {
          title: 'Tell us about the festival',
          text: `Dates, site map and audience size. Plan ${leadWeeks.en.demonstrationsAndMedia} weeks ahead.`,
        },
        {
          title: 'Site visit',
          text: 'We assess the landing area, stage structures, cables and lighting rigs.',
        },
        {
          title: 'Creative and cue',
          text: 'Choose smoke colours, flags and the exact moment in your programme.',
        },
        {
          title: 'De show',
          text: 'The team jumps, flies over the crowd and lands in the agreed zone, on cue.',
        },
      ],
      ctaTitle: 'Give your festival a flying start',
      ctaText:
        'Every festival site is different, so every act is made to measure. Send us your plans; prices on request.',
      ctaLabel: quoteEn,
    },
    nl: {
      h1: 'Parachuteoptredens op festivals',
      lead: 'Open het hoofdpodium met parachutisten die door gekleurde rook naar beneden draaien, of laat de vlag van je headliner boven het publiek neerdalen. Een parachute-act begint je festival in de lucht en landt precies op het afgesproken moment.',
      features: [
        {
          title: 'Afgestemd op je line-up',
          text: 'We stemmen de sprong af op je draaiboek en houden radiocontact met je stagemanager, zodat de landing op de eerste beat valt.',
        },
        {
          title: 'Rook, vlaggen en licht',
          text: 'Gekleurde rook, reuzenvlaggen en sponsorbanners maken de act zichtbaar vanuit elke hoek van het festivalterrein.',
        },
        {
          title: 'Vergunningen en veiligheid',
          text: 'Wij regelen luchtvaartvergunningen en luchtverkeersleiding en spreken met je productie- en beveiligingsteam een veilige landingszone af.',
        },
      ],
      stepsTitle: 'Van idee tot openingsact',
      steps: [
        {
          title: 'Vertel over je festival',
          text: `Data, plattegrond en bezoekersaantal. Plan ${leadWeeks.nl.demonstrationsAndMedia} weken vooruit.`,
        },
        {
          title: 'Locatiebezoek',
          text: 'We beoordelen landingsplek, podiumconstructies, kabels en lichttorens.',
        },
        {
          title: 'Ontwerp en timing',
          text: 'Kies rookkleuren, vlaggen en het exacte moment in je programma.',
        },
        {
          title: 'De show',
          text: 'Het team springt, vliegt over het publiek en landt precies op tijd in de afgesproken zone.',
        },
      ],
      ctaTitle: 'Geef je festival een vliegende start',
      ctaText:
        'Elk festivalterrein is anders, dus elke act is maatwerk. Stuur ons je plannen; prijzen op aanvraag.',
      ctaLabel: quoteNl,
    },
  },

  'professional-skydiving-netherlands': {
    contactService: 'demo-event',
    icon: 'ShieldCheck',
    en: {
      h1: 'Professional skydiving in the Netherlands',
      lead: `Since ${business.foundingYear}, ${business.name} has been the team that clubs, festivals, brands and first-time jumpers call. More than ${s.yearsExperience} years, ${moreThan(s.jumps, 'en')} jumps, ${moreThan(s.shows, 'en')} shows, ${s.countries} countries and one standard that never changes: safety first.`,
      features: [
        {
          title: 'Demonstrations and shows',
          text: 'Stadium shows, festival acts and corporate demos, planned and flown by professional demonstration jumpers.',
        },
        {
          title: 'Tandem and exclusive jumps',
          text: `Tandem jumps at ${dz}, and jumps from a helicopter or a hot air balloon for the moments that deserve more.`,
        },
        {
          title: 'Media and rigging',
          text: `Aerial photo and video delivered within ${dur.mediaDeliveryHours} hours, and a rigging service that has handled ${moreThan(s.repacks, 'en')} repacks.`,
        },
      ],
      stepsTitle: 'Working with us',
      steps: [
        {
          title: 'Get in touch',
          text: `Call, WhatsApp, e-mail or use the form. We reply within ${business.replyWithinHours} hours on working days.`,
        },
        {
          title: 'Advice and proposal',
          text: 'We advise on what is possible and safe, and send a tailored proposal with a price.',
        },
        {
          title: 'Preparation',
          text: 'Permits, airspace, equipment checks and a clear schedule, all handled by our team.',
        },
        {
          title: 'Delivery',
          text: 'We jump, film or repack as agreed, and follow up to make sure you got what you came for.',
        },
      ],
      ctaTitle: 'Talk to the professionals',
      ctaText:
        'Whatever you have in mind, from one tandem jump to a stadium show, ask us. Prices are on request.',
      ctaLabel: quoteEn,
    },
    nl: {
      h1: 'Professioneel parachutespringen in Nederland',
      lead: `Sinds ${business.foundingYear} is ${business.name} het team waar clubs, festivals, merken en beginnende springers naartoe bellen. Ruim ${s.yearsExperience} jaar, ${moreThan(s.jumps, 'nl')} sprongen, ${moreThan(s.shows, 'nl')} shows, ${s.countries} landen en één norm die nooit verandert: veiligheid voorop.`,
      features: [
        {
          title: 'Demonstraties en shows',
          text: "Stadionshows, festivalacts en bedrijfsdemo's, gepland en gesprongen door professionele demonstratiespringers.",
        },
        {
          title: 'Tandem en exclusieve sprongen',
          text: `Tandemsprongen op ${dz}, en sprongen uit een helikopter of luchtballon voor de momenten die meer verdienen.`,
        },
        {
          title: 'Media en rigging',
          text: `Luchtfoto's en video binnen ${dur.mediaDeliveryHours} uur geleverd, en een riggingservice met al ${moreThan(s.repacks, 'nl')} gepakte parachutes op de teller.`,
        },
      ],
      stepsTitle: 'Zo werken we samen',
      steps: [
        {
          title: 'Neem contact op',
          text: `Bel, app, mail of gebruik het formulier. Op werkdagen reageren we binnen ${business.replyWithinHours} uur.`,
        },
        {
          title: 'Advies en voorstel',
          text: 'We adviseren over wat mogelijk en veilig is en sturen een voorstel op maat met prijs.',
        },
        {
          title: 'Voorbereiding',
          text: 'Vergunningen, luchtruim, materiaalcontrole en een helder schema, allemaal door ons geregeld.',
        },
        {
          title: 'Uitvoering',
          text: 'We springen, filmen of pakken zoals afgesproken, en vragen achteraf of alles was zoals je had verwacht.',
        },
      ],
      ctaTitle: 'Leg je plan voor aan de professionals',
      ctaText:
        'Wat je ook voor ogen hebt, van één tandemsprong tot een stadionshow: vraag het ons. Prijzen op aanvraag.',
      ctaLabel: quoteNl,
    },
    safety: {
      en: {
        title: `A ${s.safetyRecord} safety record, earned jump by jump`,
        text: `In more than ${s.yearsExperience} years and ${moreThan(s.jumps, 'en')} jumps, safety has never been a department at ${business.name}; it is how we work. Every jump, show and repack follows the same checks, and when conditions are not right, we do not jump.`,
        points: [
          'Licensed by the KNVvL and insured, with FAA certified riggers',
          `Weather limits: at least ${w.minVisibilityKm} km visibility, wind under ${w.maxWindMs} m/s, no rain`,
          'Permits and air traffic control coordination for every demonstration',
          `Equipment maintained by our own riggers: ${moreThan(s.repacks, 'en')} repacks and counting`,
          `A jump missed through force majeure can be made up within ${lim.forceMajeureMakeUpMonths} months`,
        ],
      },
      nl: {
        title: 'Een smetteloos veiligheidsrecord, sprong na sprong opgebouwd',
        text: `In ruim ${s.yearsExperience} jaar en meer dan ${formatCount(s.jumps, 'nl')} sprongen is veiligheid bij ${business.name} nooit een afdeling geweest, maar de manier waarop we werken. Bij elke sprong, elke show en elke keer dat we een parachute pakken, doorlopen we dezelfde controles, en zijn de omstandigheden niet goed, dan springen we niet.`,
        points: [
          'Erkend door de KNVvL en verzekerd, met FAA-gecertificeerde riggers',
          `Weerslimieten: minstens ${w.minVisibilityKm} km zicht, wind onder ${w.maxWindMs} m/s, geen regen`,
          'Vergunningen en afstemming met de luchtverkeersleiding bij elke demonstratie',
          `Materiaal onderhouden door onze eigen riggers, die al ${moreThan(s.repacks, 'nl')} parachutes pakten`,
          `Een sprong die door overmacht niet doorgaat, haal je binnen ${lim.forceMajeureMakeUpMonths} maanden in`,
        ],
      },
    },
  },

  'tandem-jumps-netherlands': {
    contactService: 'tandem-jump',
    icon: 'Users',
    en: {
      h1: 'Tandem jumps in the Netherlands',
      lead: `Always wanted to skydive? A tandem jump is the way in: no course, no licence, just you and an experienced instructor. We fly from ${dz}, near ${hq} in the heart of the country, within reach of the whole Netherlands.`,
      features: [
        {
          title: 'Central location',
          text: `${dz} lies next to ${hq}, between the Veluwe and the IJssel valley, and most Dutch cities are within about two hours' drive.`,
        },
        {
          title: 'Clear requirements',
          text: `From ${lim.minimumAge} years old and up to ${lim.tandemMaxWeightKg} kg. Good general health is needed; tell us about any medical conditions when you book.`,
        },
        {
          title: 'Rated by our jumpers',
          text: `Our guests give us ${business.rating.value} out of ${business.rating.best} from ${business.rating.count} reviews, and ${s.satisfaction} say they are satisfied.`,
        },
      ],
      stepsTitle: 'Four steps to your tandem jump',
      steps: [
        {
          title: 'Check the requirements',
          text: `Age ${lim.minimumAge}+, weight up to ${lim.tandemMaxWeightKg} kg, and comfortable clothes and trainers on the day.`,
        },
        {
          title: 'Book your date',
          text: `Request a date ${leadWeeks.en.tandem} weeks ahead; we confirm the slot and send practical information.`,
        },
        {
          title: 'Watch the weather',
          text: 'We jump only when conditions are safe, and we let you know in time if the sky says no.',
        },
        {
          title: 'Jump',
          text: 'Briefing, climb, freefall, canopy ride and landing, with an instructor beside you the whole time.',
        },
      ],
      ctaTitle: 'Book your tandem jump',
      ctaText: `Prices are on request and include VAT. Send us your preferred dates and we reply within ${business.replyWithinHours} hours.`,
      ctaLabel: bookEn,
    },
    nl: {
      h1: 'Tandemsprongen in Nederland',
      lead: `Altijd al willen parachutespringen? Met een tandemsprong kan het meteen: geen cursus, geen brevet, alleen jij en een ervaren instructeur. We springen vanaf ${dz}, bij ${hq} midden in het land, goed bereikbaar vanuit heel Nederland.`,
      features: [
        {
          title: 'Centraal gelegen',
          text: `${dz} ligt naast ${hq}, tussen de Veluwe en de IJsselvallei, en vanuit de meeste Nederlandse steden rijd je er binnen zo'n twee uur naartoe.`,
        },
        {
          title: 'Duidelijke voorwaarden',
          text: `Vanaf ${lim.minimumAge} jaar en tot ${lim.tandemMaxWeightKg} kg. Een goede algemene gezondheid is nodig; meld medische bijzonderheden bij het boeken.`,
        },
        {
          title: 'Beoordeeld door springers',
          text: `Onze gasten geven ons gemiddeld een ${String(business.rating.value).replace('.', ',')} van de ${business.rating.best}, op basis van ${business.rating.count} reviews, en ${s.satisfaction} is tevreden.`,
        },
      ],
      stepsTitle: 'In vier stappen naar je tandemsprong',
      steps: [
        {
          title: 'Check de voorwaarden',
          text: `Minimaal ${lim.minimumAge} jaar, maximaal ${lim.tandemMaxWeightKg} kg, en op de dag zelf makkelijke kleding en sportschoenen.`,
        },
        {
          title: 'Boek je datum',
          text: `Vraag ${leadWeeks.nl.tandem} weken vooraf een datum aan; we bevestigen je datum en tijd en sturen praktische informatie.`,
        },
        {
          title: 'Houd het weer in de gaten',
          text: 'We springen alleen als het veilig is, en laten je op tijd weten als de lucht niet meewerkt.',
        },
        {
          title: 'Springen',
          text: 'Briefing, klim, vrije val, glijvlucht en landing, met de hele tijd een instructeur bij je.',
        },
      ],
      ctaTitle: 'Boek je tandemsprong',
      ctaText: `Prijzen op aanvraag, inclusief btw. Stuur ons je voorkeursdata, dan reageren we binnen ${business.replyWithinHours} uur.`,
      ctaLabel: bookNl,
    },
    safety: {
      en: {
        title: 'How we keep your tandem jump safe',
        text: `Our ${s.safetyRecord} safety record is no accident. It comes from experienced instructors, maintained equipment and firm limits that we never stretch, not even for a group that has travelled far.`,
        points: [
          `Minimum age ${lim.minimumAge}; no tandem jumps above ${lim.tandemMaxWeightKg} kg`,
          `We jump only with at least ${w.minVisibilityKm} km visibility, wind under ${w.maxWindMs} m/s and no rain`,
          'Every tandem system carries a main and a reserve parachute',
          `Equipment packed and maintained by our own riggers (${moreThan(s.repacks, 'en')} repacks)`,
          'Licensed by the KNVvL and insured, with FAA certified riggers',
          `Weather cancellation? Make up your jump within ${lim.forceMajeureMakeUpMonths} months`,
        ],
      },
      nl: {
        title: 'Zo houden we je tandemsprong veilig',
        text: `Ons veiligheidsrecord van ${s.safetyRecord} is geen toeval. Het is het resultaat van ervaren instructeurs, goed onderhouden materiaal en vaste grenzen die we nooit oprekken, ook niet voor een groep die van ver komt.`,
        points: [
          `Minimumleeftijd ${lim.minimumAge} jaar; geen tandemsprongen boven ${lim.tandemMaxWeightKg} kg`,
          `We springen alleen bij minstens ${w.minVisibilityKm} km zicht, wind onder ${w.maxWindMs} m/s en geen regen`,
          'Elk tandemsysteem heeft een hoofd- en een reserveparachute',
          `Materiaal gepakt en onderhouden door onze eigen riggers (al ${moreThan(s.repacks, 'nl')} parachutes)`,
          'Erkend door de KNVvL en verzekerd, met FAA-gecertificeerde riggers',
          `Afgelast door het weer? Haal je sprong binnen ${lim.forceMajeureMakeUpMonths} maanden in`,
        ],
      },
    },
  },

  'helicopter-skydiving-netherlands': {
    contactService: 'helicopter-jump',
    icon: 'Helicopter',
    en: {
      h1: 'Helicopter skydiving in the Netherlands',
      lead: `Few people ever jump from a helicopter, and that is exactly what makes it special. We arrange the aircraft, the crew and the permits; you arrive, get briefed and step out. About ${dur.helicopterMinutes} minutes you will not forget.`,
      features: [
        {
          title: 'For the occasion',
          text: 'A milestone birthday, a retirement, a wedding anniversary or a VIP guest: a helicopter jump lifts the day above the ordinary.',
        },
        {
          title: 'For brands and media',
          text: `Helicopter exits make spectacular footage. Combine the jump with our media crew and receive the edit within ${dur.mediaDeliveryHours} hours.`,
        },
        {
          title: 'Planned with care',
          text: `Helicopter time is scarce, so we plan ${leadWeeks.en.helicopterOrBalloon} weeks ahead and keep a weather fallback ready.`,
        },
      ],
      stepsTitle: 'Planning a helicopter jump',
      steps: [
        {
          title: 'Your request',
          text: 'Tell us the occasion, the number of jumpers and a few possible dates.',
        },
        {
          title: 'Aircraft and permits',
          text: 'We book the helicopter and arrange the landing site and the permits.',
        },
        {
          title: 'Weather go',
          text: `We give the go when visibility is at least ${w.minVisibilityKm} km and the wind is under ${w.maxWindMs} m/s.`,
        },
        { title: 'The jump', text: 'Briefing, lift-off, hover, exit and landing, usually within the hour.' },
      ],
      ctaTitle: 'Ask about a helicopter jump',
      ctaText:
        'Availability is limited and prices are on request. Tell us your plans and we come back with options.',
      ctaLabel: quoteEn,
    },
    nl: {
      h1: 'Helikoptersprongen in Nederland',
      lead: `Maar weinig mensen springen ooit uit een helikopter, en juist dat maakt het bijzonder. Wij regelen toestel, crew en vergunningen; jij komt, krijgt een briefing en stapt uit. Zo'n ${dur.helicopterMinutes} minuten die je niet vergeet.`,
      features: [
        {
          title: 'Voor de gelegenheid',
          text: 'Een kroonverjaardag, afscheid, huwelijksjubileum of VIP-gast: een helikoptersprong tilt de dag boven het gewone uit.',
        },
        {
          title: 'Voor merken en media',
          text: `Helikopterexits leveren spectaculaire beelden op. Combineer de sprong met onze mediacrew en ontvang de montage binnen ${dur.mediaDeliveryHours} uur.`,
        },
        {
          title: 'Zorgvuldig gepland',
          text: `Helikoptertijd is schaars, dus we plannen ${leadWeeks.nl.helicopterOrBalloon} weken vooruit en houden een uitwijkdatum achter de hand.`,
        },
      ],
      stepsTitle: 'Een helikoptersprong plannen',
      steps: [
        {
          title: 'Je aanvraag',
          text: 'Vertel ons de gelegenheid, het aantal springers en een paar mogelijke data.',
        },
        {
          title: 'Toestel en vergunningen',
          text: 'Wij boeken de helikopter en regelen landingsplek en vergunningen.',
        },
        {
          title: 'Groen licht van het weer',
          text: `We geven groen licht bij minstens ${w.minVisibilityKm} km zicht en wind onder ${w.maxWindMs} m/s.`,
        },
        {
          title: 'De sprong',
          text: 'Briefing, opstijgen, stilhangen, exit en landing, meestal binnen het uur.',
        },
      ],
      ctaTitle: 'Vraag naar een helikoptersprong',
      ctaText:
        'De beschikbaarheid is beperkt en prijzen zijn op aanvraag. Vertel je plannen, dan doen we je een paar voorstellen.',
      ctaLabel: quoteNl,
    },
  },

  'festival-parachute-demonstraties': {
    contactService: 'demo-event',
    icon: 'PartyPopper',
    en: {
      h1: 'Parachute demonstrations for festivals and events',
      lead: 'City festivals, fairs, sports days and open days: a parachute demonstration gives your event a moment that starts high above the crowd and ends right in front of it. Designed for Dutch events of every size.',
      features: [
        {
          title: 'For every kind of event',
          text: 'Music festivals, city anniversaries, air shows, fairs and sports tournaments: we adapt the act to the site and the audience.',
        },
        {
          title: 'Your message in the sky',
          text: 'Sponsor flags, banners and smoke in your colours make the demonstration a visible part of your event identity.',
        },
        {
          title: 'Fully arranged',
          text: 'Permits, air traffic control, insurance and a safety plan with your organisation: all handled by us.',
        },
      ],
      stepsTitle: 'Booking a demonstration',
      steps: [
        {
          title: 'Enquire early',
          text: `Events need ${leadWeeks.en.demonstrationsAndMedia} weeks for permits and planning.`,
        },
        { title: 'Choose the act', text: 'One jumper or a team, with flags, smoke or a special delivery.' },
        {
          title: 'Site and safety',
          text: 'We check the landing area and agree the safety plan with your security team.',
        },
        { title: 'The moment', text: 'The team jumps on cue and lands in front of your audience.' },
      ],
      ctaTitle: 'Add a demonstration to your event',
      ctaText: 'Tell us the date, place and expected audience. We send a proposal; prices are on request.',
      ctaLabel: quoteEn,
    },
    nl: {
      h1: 'Parachutedemonstraties voor festivals en evenementen',
      lead: 'Stadsfeesten, kermissen, sportdagen en open dagen: een parachutedemonstratie geeft je evenement een moment dat hoog boven het publiek begint en er recht voor eindigt. Voor Nederlandse evenementen van elke omvang.',
      features: [
        {
          title: 'Voor elk evenement',
          text: 'Muziekfestivals, stadsjubilea, vliegshows, kermissen en sporttoernooien: we passen de act aan op het terrein en het publiek.',
        },
        {
          title: 'Je boodschap in de lucht',
          text: 'Sponsorvlaggen, banners en rook in jullie kleuren maken de demonstratie een zichtbaar onderdeel van je evenement.',
        },
        {
          title: 'Volledig geregeld',
          text: 'Vergunningen, luchtverkeersleiding, verzekering en een veiligheidsplan met je organisatie: wij regelen het.',
        },
      ],
      stepsTitle: 'Een demonstratie boeken',
      steps: [
        {
          title: 'Vraag op tijd aan',
          text: `Evenementen hebben ${leadWeeks.nl.demonstrationsAndMedia} weken nodig voor vergunningen en planning.`,
        },
        {
          title: 'Kies de act',
          text: 'Eén springer of een team, met vlaggen, rook of een bijzondere levering.',
        },
        {
          title: 'Terrein en veiligheid',
          text: 'We controleren de landingsplek en stemmen het veiligheidsplan af met je beveiliging.',
        },
        { title: 'Het moment', text: 'Het team springt op het afgesproken moment en landt voor je publiek.' },
      ],
      ctaTitle: 'Maak je evenement compleet met een demonstratie',
      ctaText:
        'Vertel ons datum, plaats en verwacht aantal bezoekers. We sturen een voorstel; prijzen op aanvraag.',
      ctaLabel: quoteNl,
    },
  },

  'corporate-skydiving-events': {
    contactService: 'tandem-jump',
    icon: 'Briefcase',
    en: {
      h1: 'Corporate skydiving team days',
      lead: `Give your team a day where everyone steps out of their comfort zone, literally. Tandem jumps at ${dz} for groups of colleagues, planned around your agenda and the weather, with photos and video on request.`,
      features: [
        {
          title: 'Everyone can join',
          text: `Anyone aged ${lim.minimumAge} or over and up to ${lim.tandemMaxWeightKg} kg can jump. Colleagues who prefer to stay on the ground cheer the others in.`,
        },
        {
          title: 'Planned in rounds',
          text: 'We schedule the group in rounds, so there is always someone in the air and someone landing.',
        },
        {
          title: 'Something to share',
          text: `Our media crew captures the day and delivers the edit within ${dur.mediaDeliveryHours} hours, ready for your intranet or social channels.`,
        },
      ],
      stepsTitle: 'Your team day in four steps',
      steps: [
        { title: 'Group details', text: 'Number of participants, preferred dates and any special wishes.' },
        {
          title: 'Proposal',
          text: `We send a programme and a price; book ${leadWeeks.en.tandem} weeks ahead, or ${leadWeeks.en.demonstrationsAndMedia} with media.`,
        },
        {
          title: 'Participant check',
          text: 'Every jumper sends age and weight so we can plan the instructors.',
        },
        {
          title: 'Jump day',
          text: 'Briefing, rounds of tandem jumps, landings and a shared story to take back to work.',
        },
      ],
      ctaTitle: 'Plan your team day',
      ctaText: `Prices depend on group size and are on request. Tell us about your team and we reply within ${business.replyWithinHours} hours.`,
      ctaLabel: quoteEn,
    },
    nl: {
      h1: 'Teamdag parachutespringen voor bedrijven',
      lead: `Geef je team een dag waarop iedereen uit zijn comfortzone stapt, letterlijk. Tandemsprongen op ${dz} voor groepen collega's, gepland rond jullie agenda en het weer, met foto's en video op aanvraag.`,
      features: [
        {
          title: 'Iedereen kan mee',
          text: `Iedereen van ${lim.minimumAge} jaar of ouder en tot ${lim.tandemMaxWeightKg} kg kan springen. Collega's die liever op de grond blijven, juichen de rest binnen.`,
        },
        {
          title: 'Gepland in rondes',
          text: 'We plannen de groep in rondes, zodat er altijd iemand in de lucht is en iemand landt.',
        },
        {
          title: 'Iets om te delen',
          text: `Onze mediacrew legt de dag vast en levert de montage binnen ${dur.mediaDeliveryHours} uur, klaar voor intranet of social media.`,
        },
      ],
      stepsTitle: 'Je teamdag in vier stappen',
      steps: [
        { title: 'Groepsgegevens', text: 'Aantal deelnemers, voorkeursdata en eventuele bijzondere wensen.' },
        {
          title: 'Voorstel',
          text: `We sturen een programma en prijs; boek ${leadWeeks.nl.tandem} weken vooruit, of ${leadWeeks.nl.demonstrationsAndMedia} met media.`,
        },
        {
          title: 'Check per deelnemer',
          text: 'Iedere springer geeft leeftijd en gewicht door, zodat we de instructeurs kunnen plannen.',
        },
        {
          title: 'Springdag',
          text: 'Briefing, rondes tandemsprongen, landingen en een verhaal waar het hele kantoor nog weken over praat.',
        },
      ],
      ctaTitle: 'Plan je teamdag',
      ctaText: `De prijs hangt af van de groepsgrootte en is op aanvraag. Vertel over je team, dan reageren we binnen ${business.replyWithinHours} uur.`,
      ctaLabel: quoteNl,
    },
  },
};

/** The copy of one page in one language. */
export const serviceCopy = (id: ServiceContentPageId, lang: Language): ServiceCopy =>
  serviceContent[id][lang];

/** The `#safety` block of a page, or undefined when the page has none. */
export const serviceSafety = (id: ServiceContentPageId, lang: Language): SafetyBlock | undefined => {
  const page: ServicePageContent & { safety?: Record<Language, SafetyBlock> } = serviceContent[id];
  return page.safety?.[lang];
};
