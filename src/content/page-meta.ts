// Head metadata (title, description, keywords) for every public page, in English and Dutch.
// Facts come from business.ts and are interpolated, never restated. The Dutch table has the same
// type as the English one, so a page without a Dutch entry is a compile error.
import { formatCount, leadWeeks, moreThan } from '@/lib/format';
import type { NewsletterPageId, PageId } from '@/routing/page-ids';
import { business, dropZonePlace } from '@contract/business.ts';
import type { Language } from '@contract/language.ts';
import { seasonEn, seasonNl } from './season';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
}

/**
 * Every page whose head metadata is here: all but the admin area (always noindex), the story pages
 * (whose head comes from the story) and the newsletter's pages (whose words live with their
 * feature, so this table, which most pages load, does not carry them).
 */
export type MetaPageId = Exclude<PageId, 'admin' | 'story' | NewsletterPageId>;

export type PageMetaTable = Record<MetaPageId, PageMeta>;

const brand = ` | ${business.name}`;
const s = business.stats;
const lim = business.limits;
const dur = business.durations;
/** "Teuge", taken from the drop zone's name so it is stated once. */
const dz = dropZonePlace;
const hq = business.address.locality;

const en: PageMetaTable = {
  home: {
    title: `Skydiving Shows & Tandem Jumps${brand}`,
    description: `Tandem jumps, helicopter and balloon skydives and stadium demos from ${hq}. More than ${s.yearsExperience} years, ${moreThan(s.shows, 'en')} shows and a ${s.safetyRecord} safety record. Ask for a quote.`,
    keywords: [
      'skydiving Netherlands',
      'tandem jump',
      'parachute demonstration',
      'stadium show',
      'helicopter skydive',
      'hot air balloon jump',
      'corporate skydiving',
    ],
  },
  services: {
    title: `Our Skydiving Services & Demos${brand}`,
    description: `Everything we fly: tandem, helicopter and balloon jumps, stadium and festival demos, corporate days, aerial media and rigging. Request a tailored quote.`,
    keywords: [
      'skydiving services',
      'tandem skydive',
      'demonstration jump',
      'aerial media',
      'parachute rigging',
      'event skydiving',
    ],
  },
  experiences: {
    title: `Helicopter & Balloon Skydives${brand}`,
    description: `Jump from a helicopter or a hot air balloon instead of a plane. Balloon flights run ${seasonEn}, about ${dur.balloonHours} hours. See what makes these jumps so special.`,
    keywords: [
      'helicopter skydive',
      'hot air balloon jump',
      'unique skydiving experience',
      'exclusive jump',
      'balloon skydiving Netherlands',
    ],
  },
  stories: {
    title: `Stories from the Sky & Jump Reports${brand}`,
    description: `Read first-jump stories, behind-the-scenes reports from stadium shows and news from the drop zone. After ${moreThan(s.jumps, 'en')} jumps, we have plenty to tell you about.`,
    keywords: [
      'skydiving stories',
      'skydiving blog',
      'tandem jump experience',
      'stadium show report',
      'parachute news',
    ],
  },
  about: {
    title: `About Us: Skydiving Since ${business.foundingYear}${brand}`,
    description: `Founded in ${business.foundingYear} by ${business.founder}: more than ${s.yearsExperience} years, ${moreThan(s.jumps, 'en')} jumps, ${s.countries} countries and a ${s.safetyRecord} safety record. Meet the licensed, insured team behind every jump.`,
    keywords: [
      `about ${business.name}`,
      `skydiving company ${hq}`,
      'professional skydivers',
      'skydiving safety record',
      'KNVvL licensed',
    ],
  },
  partners: {
    title: `Our Partners in Aviation & Events${brand}`,
    description: `Football clubs, broadcasters, air traffic control, balloon and helicopter operators: meet the partners who help us fly every show and jump safely.`,
    keywords: [
      'skydiving partners',
      'aviation partners',
      'event partners',
      'stadium partners',
      'helicopter operator',
    ],
  },
  faq: {
    title: `Skydiving Questions Answered${brand}`,
    description: `Weight and age limits, weather rules, lead times, what to bring and how booking works: clear answers to the questions people ask us before they jump.`,
    keywords: [
      'skydiving FAQ',
      'tandem jump weight limit',
      'skydiving age limit',
      'skydiving weather',
      'booking a tandem jump',
    ],
  },
  contact: {
    title: `Contact Us & Request a Quote${brand}`,
    description: `Plan a tandem jump, demo or company event. Call ${business.phone.display}, send a WhatsApp or use the form: prices are on request and we reply within ${business.replyWithinHours} hours.`,
    keywords: [
      'contact skydiving',
      'skydiving quote',
      'book tandem jump',
      'demo jump request',
      `skydiving ${hq}`,
    ],
  },
  'client-success': {
    title: `Client Success & Results in Numbers${brand}`,
    description: `More than ${formatCount(s.clients, 'en')} clients, ${s.satisfaction} satisfaction and ${s.repeatCustomers} who come back for more. See what stadiums, festivals and companies achieve with our jumps, then plan yours.`,
    keywords: [
      'client success',
      'skydiving reviews',
      'customer satisfaction',
      'event results',
      'repeat customers',
    ],
  },

  'service-tandem-jumps': {
    title: `Tandem Skydive at ${dz} Airfield${brand}`,
    description: `Your first freefall, strapped to an experienced instructor at ${dz} near ${hq}. From ${lim.minimumAge}, up to ${lim.tandemMaxWeightKg} kg, booked ${leadWeeks.en.tandem} weeks ahead. Request your date.`,
    keywords: [
      'tandem skydive',
      'tandem jump Netherlands',
      'first skydive',
      `tandem jump ${dz}`,
      `skydiving ${hq}`,
      'freefall experience',
    ],
  },
  'service-helicopter-jumps': {
    title: `Helicopter Skydiving Jumps${brand}`,
    description: `Leave a hovering helicopter instead of a plane: a quiet exit, a rare view and about ${dur.helicopterMinutes} minutes of experience. Book ${leadWeeks.en.helicopterOrBalloon} weeks ahead, price on request.`,
    keywords: [
      'helicopter skydive',
      'helicopter jump',
      'helicopter tandem',
      'exclusive skydive',
      'skydiving Netherlands',
    ],
  },
  'service-hot-air-balloon': {
    title: `Skydive from a Hot Air Balloon${brand}`,
    description: `Drift up in silence, then step off the basket. Balloon jumps run ${seasonEn} and take about ${dur.balloonHours} hours. Plan ${leadWeeks.en.helicopterOrBalloon} weeks ahead for your date.`,
    keywords: [
      'hot air balloon skydive',
      'balloon jump',
      'balloon tandem jump',
      'skydive from balloon',
      'balloon experience Netherlands',
    ],
  },
  'service-stadium-shows': {
    title: `Parachute Shows for Stadiums${brand}`,
    description: `Match ball deliveries, flag jumps and half-time shows that land on the centre spot. More than ${formatCount(s.shows, 'en')} shows so far. Plan ${leadWeeks.en.demonstrationsAndMedia} weeks ahead for your match day.`,
    keywords: [
      'stadium parachute show',
      'half-time show',
      'match ball delivery',
      'flag jump',
      'opening ceremony skydive',
      'stadium demo',
    ],
  },
  'service-media-production': {
    title: `Skydive Photo & Video Production${brand}`,
    description: `Aerial photography, freefall video, editing and live streaming by camera flyers who jump for a living. Edited footage delivered within ${dur.mediaDeliveryHours} hours of the jump.`,
    keywords: [
      'skydiving video',
      'aerial photography',
      'freefall camera',
      'live streaming skydive',
      'media production',
      'brand footage',
    ],
  },
  'hot-air-balloon-jumps': {
    title: `Hot Air Balloon Jumps in Holland${brand}`,
    description: `A parachute jump from a drifting balloon, high above the Dutch countryside. Season ${seasonEn}, about ${dur.balloonHours} hours from take-off to landing. Ask us for a date.`,
    keywords: [
      'hot air balloon jump',
      'balloon skydive Netherlands',
      'balloon parachute jump',
      'unique jump',
      'balloon season',
    ],
  },
  'stadium-demonstrations': {
    title: `Stadium Demonstration Jumps${brand}`,
    description: `Precision demonstration jumps into packed stadiums: smoke, flags and a landing on the mark, coordinated with air traffic control. More than ${formatCount(s.shows, 'en')} shows and counting.`,
    keywords: [
      'stadium demonstration',
      'demo jump',
      'precision landing',
      'parachute display',
      'sports event entertainment',
    ],
  },
  'stadium-demonstrations-netherlands': {
    title: `Stadium Demos in the Netherlands${brand}`,
    description: `For Eredivisie grounds, cup finals and club jubilees: stadium demonstration jumps, with permits, airspace and safety arranged by us. Plan ${leadWeeks.en.demonstrationsAndMedia} weeks ahead.`,
    keywords: [
      'stadium demo Netherlands',
      'parachute show football',
      'Eredivisie half-time',
      'demonstration jump Netherlands',
      'stadium opening',
    ],
  },
  'corporate-events': {
    title: `Corporate Events with Skydiving${brand}`,
    description: `Team building, client days and product launches with tandem jumps or a demo landing right at your venue. More than ${formatCount(s.clients, 'en')} clients so far, and ${s.retention} of them stay with us.`,
    keywords: [
      'corporate event',
      'team building skydive',
      'client entertainment',
      'product launch',
      'company outing',
      'corporate skydiving',
    ],
  },
  'festival-performances': {
    title: `Parachute Performances at Festivals${brand}`,
    description: `Open your festival with skydivers trailing smoke over the main stage. We handle airspace, permits and timing so the jump lands exactly on cue with your line-up.`,
    keywords: [
      'festival performance',
      'parachute festival show',
      'festival opening',
      'skydivers main stage',
      'event act',
    ],
  },

  'professional-skydiving-netherlands': {
    title: `Professional Skydiving, Netherlands${brand}`,
    description: `Professional skydivers since ${business.foundingYear}: ${moreThan(s.jumps, 'en')} jumps, ${moreThan(s.shows, 'en')} shows and a ${s.safetyRecord} safety record. Stadium demos, tandems, aerial media and rigging from ${hq}.`,
    keywords: [
      'professional skydiving Netherlands',
      'skydiving company',
      'parachute team',
      'safety record',
      'demonstration team',
      'rigging',
    ],
  },
  'tandem-jumps-netherlands': {
    title: `Tandem Jumps in the Netherlands${brand}`,
    description: `Tandem skydiving in the Netherlands with instructors who have made ${moreThan(s.jumps, 'en')} jumps. Minimum age ${lim.minimumAge}, maximum ${lim.tandemMaxWeightKg} kg. Read how we keep you safe.`,
    keywords: [
      'tandem jump Netherlands',
      'tandem skydive Holland',
      'skydiving safety',
      'first parachute jump',
      'tandem weight limit',
    ],
  },
  'helicopter-skydiving-netherlands': {
    title: `Helicopter Skydiving in Holland${brand}`,
    description: `Skydive from a helicopter over the Netherlands: a quiet exit from the hover and about ${dur.helicopterMinutes} minutes of experience. Reserve ${leadWeeks.en.helicopterOrBalloon} weeks ahead, price on request.`,
    keywords: [
      'helicopter skydiving Netherlands',
      'helicopter jump Holland',
      'helicopter tandem',
      'exclusive skydive',
      'heli jump',
    ],
  },
  'festival-parachute-demonstraties': {
    title: `Festival Parachute Demonstrations${brand}`,
    description: `Parachute demonstrations for Dutch festivals and city events: a show act that starts in the sky and lands in front of your crowd. Plan ${leadWeeks.en.demonstrationsAndMedia} weeks ahead.`,
    keywords: [
      'festival parachute demonstration',
      'parachute show festival',
      'skydive act',
      'event demonstration',
      'festival Netherlands',
    ],
  },
  'corporate-skydiving-events': {
    title: `Skydiving Team Days for Companies${brand}`,
    description: `A team day colleagues still talk about years later: tandem jumps at ${dz}, planned around your group and the weather, with photo and video if you like.`,
    keywords: [
      'corporate skydiving',
      'team day skydive',
      'company skydiving event',
      'team building Netherlands',
      'group tandem jumps',
    ],
  },

  'city-amsterdam': {
    title: `Amsterdam Groups & Expats Skydive${brand}`,
    description: `Stag do, hen party or an expat weekend out of Amsterdam? Tandem jumps at ${dz}, an easy trip east, planned in English or Dutch for your whole group.`,
    keywords: [
      'skydiving Amsterdam',
      'tandem jump Amsterdam',
      'stag do Amsterdam',
      'hen party skydive',
      'expat activities Netherlands',
    ],
  },
  'city-rotterdam': {
    title: `Rotterdam Team Days: Skydiving${brand}`,
    description: `Rotterdam companies and crews come to ${dz} for tandem jumps and team days that stand out. One straight drive east, and we arrange the rest of the day for you.`,
    keywords: [
      'skydiving Rotterdam',
      'tandem jump Rotterdam',
      'team building Rotterdam',
      'company outing Rotterdam',
      'parachutespringen Rotterdam',
    ],
  },
  'city-utrecht': {
    title: `Skydiving for Utrecht Students${brand}`,
    description: `Utrecht students and study associations jump with us at ${dz}, an easy trip from the Randstad. Celebrate your degree or your committee year in freefall.`,
    keywords: [
      'skydiving Utrecht',
      'tandem jump Utrecht',
      'student skydive',
      'study association outing',
      'parachutespringen Utrecht',
    ],
  },
  'city-den-haag': {
    title: `The Hague Teams Go Skydiving${brand}`,
    description: `Diplomats, ministries and international teams from The Hague book tandem jumps and group days at ${dz}. Planned in English or Dutch, quote on request.`,
    keywords: [
      'skydiving The Hague',
      'tandem jump Den Haag',
      'team day The Hague',
      'expat activity The Hague',
      'parachutespringen Den Haag',
    ],
  },
  'city-eindhoven': {
    title: `Eindhoven Tech Teams Go Skydiving${brand}`,
    description: `Engineers from Brainport Eindhoven swap the screen for freefall: tandem jumps and team days at ${dz}, with wind and visibility checked before you set off.`,
    keywords: [
      'skydiving Eindhoven',
      'tandem jump Eindhoven',
      'team building Eindhoven',
      'Brainport company outing',
      'parachutespringen Eindhoven',
    ],
  },
  'city-groningen': {
    title: `Skydiving Weekend from Groningen${brand}`,
    description: `Coming from Groningen? Make a weekend of it: a tandem jump at ${dz}, a night on the Veluwe and time to relive the video. Students and groups welcome.`,
    keywords: [
      'skydiving Groningen',
      'tandem jump Groningen',
      'skydiving weekend',
      'student outing Groningen',
      'parachutespringen Groningen',
    ],
  },
  'city-tilburg': {
    title: `Tandem Skydive from Tilburg${brand}`,
    description: `From Tilburg it is an easy drive north to ${dz} for your first tandem jump. Popular for birthdays, student clubs and Brabant friend groups after a bold day.`,
    keywords: [
      'skydiving Tilburg',
      'tandem jump Tilburg',
      'birthday skydive',
      'Brabant day out',
      'parachutespringen Tilburg',
    ],
  },
  'city-almere': {
    title: `Tandem Skydive from Almere${brand}`,
    description: `Almere is closer to ${dz} than most people think: across the water and onto the Veluwe. Tandem jumps for friends, colleagues and anyone in Flevoland.`,
    keywords: [
      'skydiving Almere',
      'tandem jump Almere',
      'Flevoland activity',
      'day out Almere',
      'parachutespringen Almere',
    ],
  },
  'city-breda': {
    title: `Skydiving from Breda & West Brabant${brand}`,
    description: `Breda groups, Belgian neighbours and West Brabant companies book tandem jumps at ${dz}. Add a team day and we plan the timing around the weather for you.`,
    keywords: [
      'skydiving Breda',
      'tandem jump Breda',
      'West Brabant outing',
      'team day Breda',
      'parachutespringen Breda',
    ],
  },
  'city-nijmegen': {
    title: `Nijmegen Skydiving: Tandem Jumps${brand}`,
    description: `Nijmegen is one of our nearest cities, along the A50 to ${dz}. Radboud and HAN students and Four Days Marchers after a new challenge jump with us.`,
    keywords: [
      'skydiving Nijmegen',
      'tandem jump Nijmegen',
      'student skydive Nijmegen',
      'Gelderland skydiving',
      'parachutespringen Nijmegen',
    ],
  },
  'city-haarlem': {
    title: `Haarlem to the Sky: Tandem Jumps${brand}`,
    description: `From Haarlem and the Kennemer coast to the sky over the Veluwe: tandem jumps at ${dz} for birthdays, bucket lists and friend groups. Plan your date now.`,
    keywords: [
      'skydiving Haarlem',
      'tandem jump Haarlem',
      'bucket list Haarlem',
      'Kennemerland day out',
      'parachutespringen Haarlem',
    ],
  },

  terms: {
    title: `Terms & Conditions for Bookings${brand}`,
    description: `Our booking terms in plain words: payment before delivery, no refunds, a make-up date within ${lim.forceMajeureMakeUpMonths} months after force majeure and complaints handled in ${lim.complaintHandledWithinDays} days.`,
    keywords: [
      'terms and conditions',
      'booking terms',
      'cancellation policy',
      'force majeure',
      'complaints procedure',
    ],
  },
  privacy: {
    title: `Privacy Policy & Your Personal Data${brand}`,
    description: `Which personal data we collect when you enquire, chat or book, why we keep customer records for ${lim.retentionYears} years and how you can view, correct or delete your data.`,
    keywords: ['privacy policy', 'personal data', 'GDPR', 'data retention', 'your privacy rights'],
  },
  'cookie-policy': {
    title: `Cookie Policy & Consent Settings${brand}`,
    description: `Which cookies this site uses, why essential ones are always on and how to switch analytics and marketing cookies on or off at any time in your preferences.`,
    keywords: [
      'cookie policy',
      'cookie consent',
      'analytics cookies',
      'marketing cookies',
      'cookie preferences',
    ],
  },
  weather: {
    title: `Jump Weather Dashboard & Forecast${brand}`,
    description: `The forecast for wind, gusts, cloud base, visibility and rain at the drop zone, checked hour by hour against our three weather rules. Look before you drive up for your jump.`,
    keywords: ['skydiving weather', 'jump weather forecast', 'wind forecast', 'cloud base', `weather ${dz}`],
  },
  search: {
    title: `Search the Site: Jumps, Shows & FAQ${brand}`,
    description: `Search every page of our site: tandem, helicopter and balloon jumps, stadium shows, corporate events, city pages and answers from the FAQ, in English or Dutch.`,
    keywords: ['search', 'site search', 'find a service', 'skydiving information'],
  },
  'chat-confirm': {
    title: `Confirm Your E-mail for the Chat Transcript${brand}`,
    description: `Confirm your e-mail address with the link we sent you, and we e-mail you the transcript of your chat with our assistant, now and after later chats.`,
    keywords: ['chat transcript', 'confirm e-mail address', 'chat assistant'],
  },
  'not-found': {
    title: `Page Not Found: Find Your Way Back${brand}`,
    description: `This page has drifted off course. Head back to the home page, browse our jumps and shows, or search the site. Questions? Call us on ${business.phone.display}.`,
    keywords: ['page not found', '404', 'skydiving', business.name],
  },
};

const nl: PageMetaTable = {
  home: {
    title: `Tandemsprongen en parachutedemo's${brand}`,
    description: `Tandemsprongen, sprongen uit helikopter of luchtballon en stadiondemo's vanuit ${hq}. Ruim ${s.yearsExperience} jaar ervaring, ${moreThan(s.shows, 'nl')} shows en een vlekkeloos veiligheidsrecord. Vraag een offerte aan.`,
    keywords: [
      'parachutespringen',
      'tandemsprong',
      'demonstratiesprong',
      'stadionshow',
      'helikoptersprong',
      'luchtballonsprong',
      'bedrijfsuitje',
    ],
  },
  services: {
    title: `Onze diensten: springen en shows${brand}`,
    description: `Alles wat we doen: tandem-, helikopter- en ballonsprongen, demo's in stadions en op festivals, bedrijfsuitjes, luchtopnames en rigging. Vraag een offerte aan.`,
    keywords: [
      'parachutespringen',
      'tandemsprong',
      'demonstratiesprong',
      'luchtopnames',
      'parachute rigging',
      'evenementen',
    ],
  },
  experiences: {
    title: `Springen uit helikopter of ballon${brand}`,
    description: `Spring eens uit een helikopter of luchtballon in plaats van een vliegtuig. Ballonsprongen van ${seasonNl}, zo'n ${dur.balloonHours} uur. Ontdek het verschil.`,
    keywords: [
      'helikoptersprong',
      'luchtballonsprong',
      'unieke parachutesprong',
      'bijzondere ervaring',
      'ballonspringen',
    ],
  },
  stories: {
    title: `Verhalen en sprongverslagen${brand}`,
    description: `Verhalen over eerste sprongen, een kijkje achter de schermen bij stadionshows en nieuws van het springterrein. Na ${moreThan(s.jumps, 'nl')} sprongen valt er genoeg te vertellen.`,
    keywords: [
      'parachutespringen verhalen',
      'blog parachutespringen',
      'tandemsprong ervaring',
      'stadionshow',
      'nieuws',
    ],
  },
  about: {
    title: `Over ons: springen sinds ${business.foundingYear}${brand}`,
    description: `In ${business.foundingYear} opgericht door ${business.founder}: ruim ${s.yearsExperience} jaar, ${moreThan(s.jumps, 'nl')} sprongen, ${s.countries} landen en een veiligheidsrecord van ${s.safetyRecord}. Maak kennis met het erkende, verzekerde team.`,
    keywords: ['over ons', `parachutespringen ${hq}`, 'professionele parachutisten', 'veiligheid', 'KNVvL'],
  },
  partners: {
    title: `Partners in luchtvaart en events${brand}`,
    description: `Voetbalclubs, omroepen, luchtverkeersleiding en ballon- en helikopterbedrijven: maak kennis met de partners die onze shows en sprongen veilig mogelijk maken.`,
    keywords: ['partners', 'luchtvaartpartners', 'evenementenpartners', 'voetbalclubs', 'helikopterbedrijf'],
  },
  faq: {
    title: `Veelgestelde vragen over springen${brand}`,
    description: `Gewicht, leeftijd, weersregels, boekingstermijnen, wat je meeneemt en hoe je reserveert: heldere antwoorden op de vragen die we het vaakst krijgen.`,
    keywords: [
      'veelgestelde vragen',
      'tandemsprong gewicht',
      'minimumleeftijd parachutespringen',
      'weer parachutespringen',
      'tandemsprong boeken',
    ],
  },
  contact: {
    title: `Contact en offerte aanvragen${brand}`,
    description: `Een tandemsprong, demo of bedrijfsevenement plannen? Bel ${business.phone.display}, app ons of vul het formulier in. Prijzen op aanvraag, antwoord binnen ${business.replyWithinHours} uur.`,
    keywords: [
      'contact',
      'offerte parachutespringen',
      'tandemsprong boeken',
      'demonstratiesprong aanvragen',
      hq,
    ],
  },
  'client-success': {
    title: `Onze klanten in cijfers${brand}`,
    description: `Ruim ${formatCount(s.clients, 'nl')} klanten, ${s.satisfaction} tevredenheid en ${s.repeatCustomers} boekt opnieuw. Bekijk wat stadions, festivals en bedrijven met onze sprongen bereiken, en plan je eigen sprong.`,
    keywords: ['klantresultaten', 'ervaringen', 'klanttevredenheid', 'referenties', 'vaste klanten'],
  },

  'service-tandem-jumps': {
    title: `Tandemsprong op vliegveld ${dz}${brand}`,
    description: `Je eerste vrije val, vast aan een ervaren instructeur, op vliegveld ${dz} bij ${hq}. Vanaf ${lim.minimumAge} jaar, tot ${lim.tandemMaxWeightKg} kg, ${leadWeeks.nl.tandem} weken vooraf boeken. Kies je datum.`,
    keywords: [
      'tandemsprong',
      'tandemsprong Nederland',
      'eerste parachutesprong',
      `parachutespringen ${dz}`,
      `parachutespringen ${hq}`,
      'vrije val',
    ],
  },
  'service-helicopter-jumps': {
    title: `Parachutespringen uit een helikopter${brand}`,
    description: `Spring uit een stilhangende helikopter in plaats van een vliegtuig: rustige exit, zeldzaam uitzicht, zo'n ${dur.helicopterMinutes} minuten beleving. Boek ${leadWeeks.nl.helicopterOrBalloon} weken vooraf.`,
    keywords: [
      'helikoptersprong',
      'parachutespringen helikopter',
      'tandemsprong helikopter',
      'exclusieve sprong',
      'parachutespringen Nederland',
    ],
  },
  'service-hot-air-balloon': {
    title: `Parachutesprong uit een luchtballon${brand}`,
    description: `In stilte omhoog, en dan stap je over de rand van de mand. Ballonsprongen van ${seasonNl}, zo'n ${dur.balloonHours} uur in totaal. Plan je datum ${leadWeeks.nl.helicopterOrBalloon} weken vooruit.`,
    keywords: [
      'luchtballonsprong',
      'parachutesprong luchtballon',
      'tandemsprong ballon',
      'ballonvaart',
      'bijzondere sprong',
    ],
  },
  'service-stadium-shows': {
    title: `Parachuteshows in het stadion${brand}`,
    description: `De wedstrijdbal per parachute, vlaggensprongen en rustshows, geland op de middenstip. Ruim ${s.shows} shows in ${s.countries} landen. Plan ${leadWeeks.nl.demonstrationsAndMedia} weken voor de aftrap.`,
    keywords: [
      'parachuteshow stadion',
      'rustshow',
      'wedstrijdbal parachute',
      'vlaggensprong',
      'openingsceremonie',
      'demonstratiesprong',
    ],
  },
  'service-media-production': {
    title: `Foto- en videoproductie in de lucht${brand}`,
    description: `Luchtfoto's, vrije-valvideo, montage en livestreams door cameraspringers die dit dagelijks doen. Het gemonteerde materiaal heb je binnen ${dur.mediaDeliveryHours} uur na de sprong.`,
    keywords: [
      'parachutespringen video',
      'luchtfotografie',
      'vrije val camera',
      'livestream',
      'mediaproductie',
      'bedrijfsvideo',
    ],
  },
  'hot-air-balloon-jumps': {
    title: `Ballonsprongen boven Nederland${brand}`,
    description: `Een parachutesprong uit een drijvende luchtballon, hoog boven het Nederlandse landschap. Seizoen van ${seasonNl}, zo'n ${dur.balloonHours} uur van start tot landing.`,
    keywords: [
      'ballonsprong',
      'luchtballon parachutespringen',
      'parachutesprong ballon',
      'unieke sprong',
      'ballonseizoen',
    ],
  },
  'stadium-demonstrations': {
    title: `Demonstratiesprongen in stadions${brand}`,
    description: `Precisiesprongen in een vol stadion: rook, vlaggen en een landing op de stip, afgestemd met de luchtverkeersleiding. Al ${moreThan(s.shows, 'nl')} shows, prijs op aanvraag.`,
    keywords: ['demonstratiesprong', 'stadiondemo', 'precisielanding', 'parachuteshow', 'sportevenement'],
  },
  'stadium-demonstrations-netherlands': {
    title: `Stadiondemo's door heel Nederland${brand}`,
    description: `Voor eredivisieclubs, bekerfinales en jubilea: demonstratiesprongen in Nederlandse stadions, vergunningen en luchtruim door ons geregeld. Plan ${leadWeeks.nl.demonstrationsAndMedia} weken vooraf.`,
    keywords: [
      'stadiondemo Nederland',
      'parachuteshow voetbal',
      'rustprogramma eredivisie',
      'demonstratiesprong Nederland',
      'stadionopening',
    ],
  },
  'corporate-events': {
    title: `Bedrijfsuitje met parachutespringen${brand}`,
    description: `Teambuilding, relatiedagen en productlanceringen met tandemsprongen of een demolanding op jullie locatie. Ruim ${formatCount(s.clients, 'nl')} klanten, en ${s.retention} blijft klant.`,
    keywords: [
      'bedrijfsuitje',
      'teambuilding parachutespringen',
      'relatie-evenement',
      'productlancering',
      'personeelsuitje',
      'bedrijfsevenement',
    ],
  },
  'festival-performances': {
    title: `Parachuteoptredens op festivals${brand}`,
    description: `Open je festival met parachutisten en rook boven het hoofdpodium. Wij regelen luchtruim, vergunningen en timing, zodat de landing precies in je programma past.`,
    keywords: [
      'festivalact',
      'parachuteshow festival',
      'festivalopening',
      'parachutisten podium',
      'evenementenact',
    ],
  },

  'professional-skydiving-netherlands': {
    title: `Professioneel parachutespringen in NL${brand}`,
    description: `Professionele parachutisten sinds ${business.foundingYear}: ${moreThan(s.jumps, 'nl')} sprongen, ${moreThan(s.shows, 'nl')} shows en een veiligheidsrecord van ${s.safetyRecord}. Demo's, tandems, media en rigging vanuit ${hq}.`,
    keywords: [
      'professioneel parachutespringen',
      'parachutespringen Nederland',
      'demonstratieteam',
      'veiligheidsrecord',
      'rigging',
    ],
  },
  'tandem-jumps-netherlands': {
    title: `Tandemsprongen in Nederland${brand}`,
    description: `Een tandemsprong in Nederland met instructeurs die samen ${moreThan(s.jumps, 'nl')} sprongen maakten. Minimaal ${lim.minimumAge} jaar, maximaal ${lim.tandemMaxWeightKg} kg. Lees hoe we je veiligheid borgen.`,
    keywords: [
      'tandemsprong Nederland',
      'tandemsprong',
      'veilig parachutespringen',
      'eerste parachutesprong',
      'maximaal gewicht tandemsprong',
    ],
  },
  'helicopter-skydiving-netherlands': {
    title: `Helikoptersprongen in Nederland${brand}`,
    description: `Spring uit een helikopter boven Nederland: een rustige exit vanuit de hover en zo'n ${dur.helicopterMinutes} minuten beleving. Reserveer ${leadWeeks.nl.helicopterOrBalloon} weken vooraf, prijs op aanvraag.`,
    keywords: [
      'helikoptersprong Nederland',
      'parachutespringen helikopter',
      'tandemsprong helikopter',
      'exclusieve sprong',
      'helisprong',
    ],
  },
  'festival-parachute-demonstraties': {
    title: `Parachutedemonstraties op festivals${brand}`,
    description: `Parachutedemonstraties voor festivals en stadsevenementen: een act die in de lucht begint en voor je publiek landt. Plan ${leadWeeks.nl.demonstrationsAndMedia} weken vooraf, prijs op aanvraag.`,
    keywords: [
      'parachutedemonstratie',
      'festival parachutespringers',
      'demonstratiesprong festival',
      'evenementenact',
      'stadsfeest',
    ],
  },
  'corporate-skydiving-events': {
    title: `Teamdag parachutespringen voor bedrijven${brand}`,
    description: `Een teamdag waar collega's nog jaren over praten: tandemsprongen op ${dz}, gepland rond je groep en het weer, met foto en video als je wilt. Prijs op aanvraag.`,
    keywords: [
      'bedrijfsuitje parachutespringen',
      'teamdag',
      'groepsuitje tandemsprong',
      'teambuilding',
      'personeelsuitje',
    ],
  },

  'city-amsterdam': {
    title: `Parachutespringen vanuit Amsterdam${brand}`,
    description: `Vrijgezellenfeest, groepsuitje of expatweekend vanuit Amsterdam? Tandemsprongen op ${dz}, ruim een uur rijden naar het oosten. Briefing in het Nederlands of Engels.`,
    keywords: [
      'parachutespringen Amsterdam',
      'tandemsprong Amsterdam',
      'vrijgezellenfeest',
      'groepsuitje Amsterdam',
      'expats',
    ],
  },
  'city-rotterdam': {
    title: `Parachutespringen vanuit Rotterdam${brand}`,
    description: `Rotterdamse bedrijven en havenploegen komen naar ${dz} voor tandemsprongen en teamdagen die eruitspringen. Gewoon rechtdoor naar het oosten, de rest regelen wij.`,
    keywords: [
      'parachutespringen Rotterdam',
      'tandemsprong Rotterdam',
      'bedrijfsuitje Rotterdam',
      'teamuitje haven',
      'teambuilding Rotterdam',
    ],
  },
  'city-utrecht': {
    title: `Tandemsprong vanuit Utrecht${brand}`,
    description: `Utrechtse studenten en studieverenigingen springen bij ons op ${dz}, makkelijk bereikbaar vanuit de Randstad. Vier je diploma of commissiejaar in vrije val.`,
    keywords: [
      'parachutespringen Utrecht',
      'tandemsprong Utrecht',
      'studentenuitje',
      'studievereniging activiteit',
      'diploma vieren',
    ],
  },
  'city-den-haag': {
    title: `Parachutespringen vanuit Den Haag${brand}`,
    description: `Diplomaten, ministeries en internationale teams uit Den Haag boeken tandemsprongen en groepsdagen op ${dz}. In het Nederlands of Engels, offerte op aanvraag.`,
    keywords: [
      'parachutespringen Den Haag',
      'tandemsprong Den Haag',
      'teamuitje overheid',
      'internationale teams',
      'groepsuitje Den Haag',
    ],
  },
  'city-eindhoven': {
    title: `Parachutespringen vanuit Eindhoven${brand}`,
    description: `Techneuten uit Brainport Eindhoven ruilen het scherm in voor de vrije val: tandemsprongen en teamdagen op ${dz}, met wind en zicht gecheckt vóór vertrek.`,
    keywords: [
      'parachutespringen Eindhoven',
      'tandemsprong Eindhoven',
      'bedrijfsuitje Eindhoven',
      'Brainport teamuitje',
      'teambuilding Brabant',
    ],
  },
  'city-groningen': {
    title: `Springweekend vanuit Groningen${brand}`,
    description: `Uit Groningen? Maak er een weekend van: een tandemsprong op ${dz}, een nacht op de Veluwe en tijd om je video terug te kijken. Ook voor studenten en groepen.`,
    keywords: [
      'parachutespringen Groningen',
      'tandemsprong Groningen',
      'weekendje weg Veluwe',
      'studentenuitje Groningen',
      'groepsuitje noorden',
    ],
  },
  'city-tilburg': {
    title: `Tandemsprong vanuit Tilburg${brand}`,
    description: `Vanuit Tilburg rij je zo naar ${dz} voor je eerste tandemsprong. Populair voor verjaardagen, studentenclubs en Brabantse vriendengroepen die iets durven.`,
    keywords: [
      'parachutespringen Tilburg',
      'tandemsprong Tilburg',
      'verjaardag parachutespringen',
      'uitje Brabant',
      'vriendengroep',
    ],
  },
  'city-almere': {
    title: `Parachutespringen vanuit Almere${brand}`,
    description: `Almere ligt dichter bij ${dz} dan je denkt: over het water en de Veluwe op. Tandemsprongen voor vrienden, collega's en iedereen in Flevoland die wat durft.`,
    keywords: [
      'parachutespringen Almere',
      'tandemsprong Almere',
      'uitje Flevoland',
      'dagje uit Almere',
      'groepsuitje',
    ],
  },
  'city-breda': {
    title: `Tandemsprong vanuit Breda${brand}`,
    description: `Groepen uit Breda, Belgische buren en West-Brabantse bedrijven boeken tandemsprongen op ${dz}. Koppel het aan een teamdag; wij plannen de timing rond het weer.`,
    keywords: [
      'parachutespringen Breda',
      'tandemsprong Breda',
      'uitje West-Brabant',
      'teamdag Breda',
      'bedrijfsuitje Breda',
    ],
  },
  'city-nijmegen': {
    title: `Parachutespringen vanuit Nijmegen${brand}`,
    description: `Nijmegen ligt vlakbij: via de A50 ben je zo in ${dz}. Studenten van de Radboud Universiteit en de HAN en Vierdaagselopers die een nieuwe uitdaging zoeken, springen hier.`,
    keywords: [
      'parachutespringen Nijmegen',
      'tandemsprong Nijmegen',
      'studentenuitje Nijmegen',
      'parachutespringen Gelderland',
      'uitdaging',
    ],
  },
  'city-haarlem': {
    title: `Tandemsprong vanuit Haarlem${brand}`,
    description: `Van Haarlem en de Kennemerkust naar de lucht boven de Veluwe: tandemsprongen op ${dz} voor verjaardagen, bucketlists en vriendengroepen. Plan je datum.`,
    keywords: [
      'parachutespringen Haarlem',
      'tandemsprong Haarlem',
      'bucketlist',
      'uitje Kennemerland',
      'verjaardagsuitje',
    ],
  },

  terms: {
    title: `Algemene voorwaarden voor boekingen${brand}`,
    description: `Onze voorwaarden in gewone taal: betaling vooraf, geen restitutie, een inhaaldatum binnen ${lim.forceMajeureMakeUpMonths} maanden bij overmacht en klachten afgehandeld binnen ${lim.complaintHandledWithinDays} dagen.`,
    keywords: [
      'algemene voorwaarden',
      'boekingsvoorwaarden',
      'annuleringsbeleid',
      'overmacht',
      'klachtenprocedure',
    ],
  },
  privacy: {
    title: `Privacyverklaring en persoonsgegevens${brand}`,
    description: `Welke gegevens we vastleggen als je een aanvraag doet, chat of boekt, waarom we klantgegevens ${lim.retentionYears} jaar bewaren en hoe je ze inziet, laat corrigeren of verwijdert.`,
    keywords: ['privacybeleid', 'persoonsgegevens', 'AVG', 'bewaartermijn', 'privacyrechten'],
  },
  'cookie-policy': {
    title: `Cookiebeleid en toestemming${brand}`,
    description: `Welke cookies deze site gebruikt, waarom noodzakelijke cookies altijd aan staan en hoe je analytische cookies en marketingcookies aan- of uitzet in je voorkeuren.`,
    keywords: [
      'cookiebeleid',
      'cookietoestemming',
      'analytische cookies',
      'marketingcookies',
      'cookievoorkeuren',
    ],
  },
  weather: {
    title: `Springweer en weersverwachting${brand}`,
    description: `De verwachting voor wind, windstoten, wolkenbasis, zicht en neerslag op het springterrein, per uur getoetst aan onze drie weerregels. Bekijk hem voordat je naar je sprong vertrekt.`,
    keywords: ['springweer', 'weer parachutespringen', 'windverwachting', 'wolkenbasis', `weer ${dz}`],
  },
  search: {
    title: `Doorzoek de site: sprongen en shows${brand}`,
    description: `Zoek op de hele site: tandem-, helikopter- en ballonsprongen, stadionshows, bedrijfsuitjes, stedenpagina's en veelgestelde vragen, in het Nederlands of Engels.`,
    keywords: ['zoeken', 'zoeken op de site', 'dienst vinden', 'informatie parachutespringen'],
  },
  'chat-confirm': {
    title: `Bevestig je e-mailadres voor het chatverslag${brand}`,
    description: `Bevestig je e-mailadres met de link die we je stuurden, dan mailen we je het verslag van je chat met onze assistent, nu en na latere gesprekken.`,
    keywords: ['chatverslag', 'e-mailadres bevestigen', 'chatassistent'],
  },
  'not-found': {
    title: `Pagina niet gevonden${brand}`,
    description: `Deze pagina is uit koers geraakt. Ga terug naar de homepage, bekijk onze sprongen en shows of doorzoek de site. Vragen? Bel ons op ${business.phone.display}.`,
    keywords: ['pagina niet gevonden', '404', 'parachutespringen', business.name],
  },
};

export const pageMeta: Record<Language, PageMetaTable> = { en, nl };

/** A page's name without the brand suffix, for headings and breadcrumbs. */
export const shortTitle = (title: string) => title.split(' | ')[0];

/** Generic metadata for a place page that has no entry of its own. */
export const placeMeta = (place: string, lang: Language): PageMeta =>
  lang === 'nl'
    ? {
        title: `Parachutespringen vanuit ${place}${brand}`,
        description: `Vanuit ${place} naar ${dz} bij ${hq} voor een tandemsprong, teamdag of demo: ruim ${s.yearsExperience} jaar ervaring, een veiligheidsrecord van ${s.safetyRecord} en prijzen op aanvraag.`,
        keywords: [
          `parachutespringen ${place}`,
          `tandemsprong ${place}`,
          `uitje ${place}`,
          'parachutespringen',
          'tandemsprong',
        ],
      }
    : {
        title: `Skydiving near ${place}: Tandem Jumps${brand}`,
        description: `From ${place} to ${dz} near ${hq} for a tandem jump, team day or demo: more than ${s.yearsExperience} years of experience, a ${s.safetyRecord} safety record and prices on request.`,
        keywords: [
          `skydiving ${place}`,
          `tandem jump ${place}`,
          `day out ${place}`,
          'skydiving Netherlands',
          'tandem jump',
        ],
      };

/** The newsletter link pages: reached from an e-mail, never indexed, but named in every tab. */
export const newsletterPageMeta: Record<Language, Record<NewsletterPageId, PageMeta>> = {
  en: {
    'newsletter-confirm': {
      title: `Confirm Your Newsletter Subscription${brand}`,
      description: `Confirm your subscription to the ${business.name} newsletter and receive our free first-timer's guide to a tandem skydive by e-mail.`,
      keywords: ['newsletter', 'confirm subscription', 'free skydiving guide'],
    },
    'newsletter-unsubscribe': {
      title: `Unsubscribe from the Newsletter${brand}`,
      description: `Unsubscribe from the ${business.name} newsletter with the link from one of our e-mails. No account needed: after that we send you no more newsletters.`,
      keywords: ['newsletter', 'unsubscribe'],
    },
  },
  nl: {
    'newsletter-confirm': {
      title: `Bevestig je inschrijving voor de nieuwsbrief${brand}`,
      description: `Bevestig je inschrijving voor de nieuwsbrief van ${business.name} en ontvang onze gratis gids voor je eerste tandemsprong per e-mail.`,
      keywords: ['nieuwsbrief', 'inschrijving bevestigen', 'gratis gids parachutespringen'],
    },
    'newsletter-unsubscribe': {
      title: `Afmelden voor de nieuwsbrief${brand}`,
      description: `Meld je af voor de nieuwsbrief van ${business.name} met de link uit een van onze e-mails. Een account is niet nodig: daarna sturen we je geen nieuwsbrieven meer.`,
      keywords: ['nieuwsbrief', 'afmelden'],
    },
  },
};
