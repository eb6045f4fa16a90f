// Copy for the eleven city landing pages (/parachutespringen-{city}). Every city has its own text,
// written for the people who actually come from there. Road distances and drive times are to the
// drop zone at Teuge, outside rush hour. Business facts are interpolated from business.ts.
import { leadWeeks } from '@/lib/format';
import type { City } from '@/routing/page-ids';
import { business, dropZonePlace } from '@contract/business.ts';
import type { Language } from '@contract/language.ts';

export interface CityFaqItem {
  question: string;
  answer: string;
}

export interface CityCopy {
  intro: string;
  travel: string;
  whyFromHere: string;
  localTip: string;
  faq: [CityFaqItem, CityFaqItem];
}

export interface CityInfo {
  /** The city's own (Dutch) name, e.g. "Den Haag". */
  name: string;
  /** The name as written in each language, e.g. "The Hague" in English. */
  names: Record<Language, string>;
  province: string;
  /** Road distance to the drop zone, in km. */
  distanceKm: number;
  /** Typical drive outside rush hour, in minutes. */
  driveMinutes: number;
  /** Public transport route, language-neutral (station names and arrows). */
  trainRoute: string;
  en: CityCopy;
  nl: CityCopy;
}

type CityBase = Omit<CityInfo, 'en' | 'nl'>;

/** Builds a city entry; the copy functions get the city's own numbers to interpolate. */
const defineCity = (base: CityBase, copy: (c: CityBase) => { en: CityCopy; nl: CityCopy }): CityInfo => ({
  ...base,
  ...copy(base),
});

/** "Teuge", taken from the drop zone's name so it is stated once. */
const dz = dropZonePlace;
const hq = business.address.locality;
const lim = business.limits;
const s = business.stats;

export const cityInfo: Record<City, CityInfo> = {
  amsterdam: defineCity(
    {
      name: 'Amsterdam',
      names: { en: 'Amsterdam', nl: 'Amsterdam' },
      province: 'Noord-Holland',
      distanceKm: 100,
      driveMinutes: 70,
      trainRoute: `Amsterdam Centraal → ${hq} (intercity, direct, ±65 min) → taxi / bus → ${dz}`,
    },
    (c) => ({
      en: {
        intro: `Amsterdam has canals, not clouds to fall through. For the real thing, groups from the capital head east to ${dz}, where the Veluwe forest opens up beneath you. It is the day out that stag and hen parties, expat teams and friends visiting from abroad remember long after the city trip is over.`,
        travel: `It is about ${c.distanceKm} km by road, roughly ${c.driveMinutes} minutes along the A1 towards ${hq} outside rush hour. Without a car, the direct intercity from Amsterdam Centraal reaches ${hq} in about an hour; from there it is a short taxi or bus ride to the airfield.`,
        whyFromHere: `Groups are simple to organise: tell us how many people are coming and which weekend you have in mind, and we plan the jumps and the waiting time around your party. We brief in English or Dutch, and booking ${leadWeeks.en.tandem} weeks ahead gives you the widest choice of dates.`,
        localTip: `Celebrating a stag or hen weekend? Keep the drinks for the evening back in Amsterdam. You want a clear head for the briefing, and the video of your jump is a far better story to share at dinner.`,
        faq: [
          {
            question: 'Can we come as a stag or hen group from Amsterdam?',
            answer: `Yes. Send us the size of your group, your preferred date and each jumper's weight and age: tandem jumpers must be at least ${lim.minimumAge} and weigh no more than ${lim.tandemMaxWeightKg} kg. We reply within ${business.replyWithinHours} hours with a plan and a quote.`,
          },
          {
            question: 'Is the briefing given in English?',
            answer: `Yes. We brief in English or Dutch, so international colleagues, expats and visiting friends can jump with us without any language worries.`,
          },
        ],
      },
      nl: {
        intro: `Amsterdam heeft grachten, maar om door de wolken te vallen moet je naar ${dz}. Voor het echte werk rijden groepen uit de hoofdstad naar ${dz}, waar de Veluwe zich onder je uitstrekt. Een dagje uit dat vrijgezellenfeesten, expatteams en vrienden van over de grens nog lang bijblijft.`,
        travel: `Het is zo'n ${c.distanceKm} km, buiten de spits ongeveer ${c.driveMinutes} minuten over de A1 richting ${hq}. Zonder auto brengt de intercity je vanaf Amsterdam Centraal in ongeveer een uur rechtstreeks naar ${hq}; daarna is het een korte rit met taxi of bus naar het vliegveld.`,
        whyFromHere: `Groepen zijn makkelijk te regelen: laat weten met hoeveel je komt en welk weekend je in gedachten hebt, dan plannen wij de sprongen en de wachttijd rond jullie dag. De briefing is in het Nederlands of Engels, en wie ${leadWeeks.nl.tandem} weken vooruit boekt heeft de meeste keus in data.`,
        localTip: `Vrijgezellenfeest? Bewaar de drankjes voor de avond in Amsterdam. Voor de briefing wil je een helder hoofd, en de video van je sprong is aan tafel een veel beter verhaal.`,
        faq: [
          {
            question: 'Kunnen we met een vrijgezellengroep uit Amsterdam komen?',
            answer: `Zeker. Stuur ons de groepsgrootte, je voorkeursdatum en van iedere springer gewicht en leeftijd: voor een tandemsprong ben je minimaal ${lim.minimumAge} jaar en maximaal ${lim.tandemMaxWeightKg} kg. Binnen ${business.replyWithinHours} uur krijg je een plan en een offerte.`,
          },
          {
            question: 'Kan de briefing in het Engels?',
            answer: `Ja. We geven de briefing in het Nederlands of Engels, dus internationale collega's, expats en vrienden uit het buitenland kunnen zonder taalzorgen met ons springen.`,
          },
        ],
      },
    }),
  ),

  rotterdam: defineCity(
    {
      name: 'Rotterdam',
      names: { en: 'Rotterdam', nl: 'Rotterdam' },
      province: 'Zuid-Holland',
      distanceKm: 130,
      driveMinutes: 85,
      trainRoute: `Rotterdam Centraal → Utrecht Centraal (intercity) → ${hq} (intercity) → taxi / bus → ${dz}`,
    },
    (c) => ({
      en: {
        intro: `Rotterdam works hard and does not do things by halves, and its companies plan their outings the same way. Port operators, logistics firms and the city's creative agencies come to ${dz} for team days where every colleague gets a story to take back to the office, from the quay to the boardroom.`,
        travel: `The drive is about ${c.distanceKm} km, some ${c.driveMinutes} minutes via the A12 and A50 when the roads are clear. By train, take the intercity to Utrecht Centraal and change for the direct train to ${hq}, then a taxi or bus for the last few kilometres.`,
        whyFromHere: `For company groups we plan the whole programme: arrival times for a coach from Rotterdam, the order of the tandem jumps, and an optional demonstration or media crew for your internal channels. Team days need ${leadWeeks.en.demonstrationsAndMedia} weeks of planning when a demo or film crew is included; tandem-only groups can go in ${leadWeeks.en.tandem} weeks.`,
        localTip: `Coming by coach from the port area? Leave early and you beat the A12 traffic, so your group is briefed and ready while the morning air is still calm.`,
        faq: [
          {
            question: 'Can you organise a team day for our Rotterdam company?',
            answer: `Yes. Tell us the number of participants, the goal of the day and your preferred dates. We put together tandem jumps, and if you wish a demonstration or a media crew, and send a tailored quote. Prices are on request.`,
          },
          {
            question: 'What if the weather is bad on our company day?',
            answer: `We only jump when it is safe. If the weather stops the jump, we move it to a new date; a jump missed through force majeure can be made up within ${lim.forceMajeureMakeUpMonths} months.`,
          },
        ],
      },
      nl: {
        intro: `Rotterdam maakt geen praatjes maar doet het gewoon, en zo pakken Rotterdamse bedrijven hun uitjes ook aan. Havenbedrijven, logistieke firma's en creatieve bureaus uit de stad komen naar ${dz} voor een teamdag waarmee iedere collega een verhaal mee terugneemt, van de kade tot de directiekamer.`,
        travel: `De rit is zo'n ${c.distanceKm} km, ongeveer ${c.driveMinutes} minuten via de A12 en de A50 als het rustig is. Met de trein neem je de intercity naar Utrecht Centraal en stap je over op de rechtstreekse trein naar ${hq}; het laatste stuk doe je met taxi of bus.`,
        whyFromHere: `Voor bedrijfsgroepen regelen we het hele programma: aankomsttijden voor een touringcar uit Rotterdam, de volgorde van de tandemsprongen en desgewenst een demonstratie of mediacrew voor je interne kanalen. Met demo of filmploeg plannen we ${leadWeeks.nl.demonstrationsAndMedia} weken vooruit; een dag met alleen tandemsprongen regelen we al in ${leadWeeks.nl.tandem} weken.`,
        localTip: `Met de bus vanuit het havengebied? Vertrek vroeg, dan ben je de files op de A12 voor en staat je groep gebriefd klaar terwijl de ochtendlucht nog rustig is.`,
        faq: [
          {
            question: 'Organiseren jullie een teamdag voor ons Rotterdamse bedrijf?',
            answer: `Ja. Laat weten met hoeveel deelnemers je komt, wat het doel van de dag is en welke data je voorkeur hebben. Wij stellen tandemsprongen samen, zo nodig met demonstratie of mediacrew, en sturen een offerte op maat. Prijzen op aanvraag.`,
          },
          {
            question: 'Wat als het weer slecht is op onze bedrijfsdag?',
            answer: `We springen alleen als het veilig kan. Houdt het weer de sprong tegen, dan plannen we een nieuwe datum; een sprong die door overmacht niet doorgaat, kun je binnen ${lim.forceMajeureMakeUpMonths} maanden inhalen.`,
          },
        ],
      },
    }),
  ),

  utrecht: defineCity(
    {
      name: 'Utrecht',
      names: { en: 'Utrecht', nl: 'Utrecht' },
      province: 'Utrecht',
      distanceKm: 75,
      driveMinutes: 55,
      trainRoute: `Utrecht Centraal → ${hq} (intercity, direct, ±45 min) → taxi / bus → ${dz}`,
    },
    (c) => ({
      en: {
        intro: `Utrecht is the country's biggest student city, and it shows in who calls us from there. Study associations celebrating a lustrum, committees rounding off their year and graduates ticking off a bucket-list item all make the short trip east to ${dz} for a tandem jump over the Veluwe.`,
        travel: `Utrecht is one of the closest big cities to the airfield: about ${c.distanceKm} km, around ${c.driveMinutes} minutes on the A12 and A50, or A28 and A1. The direct intercity to ${hq} takes roughly three quarters of an hour, after which a taxi or bus brings you to the drop zone.`,
        whyFromHere: `Because the journey is short, a jump fits into a single day without an overnight stay. Associations can bring a large group and we plan the jumps in rounds, so everyone is back in Utrecht in time for the drinks. Book ${leadWeeks.en.tandem} weeks ahead; popular dates around the end of the academic year go first.`,
        localTip: `Going as a committee? Nominate one person to collect everyone's weight and date of birth before you ask for a quote. It saves a round of e-mails and gets your date confirmed faster.`,
        faq: [
          {
            question: 'Is a tandem jump suitable for our study association?',
            answer: `Yes, as long as every jumper is at least ${lim.minimumAge} and weighs no more than ${lim.tandemMaxWeightKg} kg. No experience is needed: an instructor handles the parachute while you enjoy the freefall. Ask us for a group quote.`,
          },
          {
            question: 'Can we do it in one day from Utrecht?',
            answer: `Easily. The airfield is less than an hour away, so you can travel, jump and be back in the city the same afternoon, weather permitting.`,
          },
        ],
      },
      nl: {
        intro: `Utrecht is de grootste studentenstad van het land, en dat merk je aan wie ons vanuit daar belt. Studieverenigingen die een lustrum vieren, commissies die hun jaar afsluiten en afgestudeerden met een bucketlist maken de korte reis naar ${dz} voor een tandemsprong boven de Veluwe.`,
        travel: `Utrecht ligt dicht bij het vliegveld: zo'n ${c.distanceKm} km, ongeveer ${c.driveMinutes} minuten via de A12 en A50, of de A28 en A1. De intercity rijdt in ongeveer drie kwartier rechtstreeks naar ${hq}; daarna brengt een taxi of bus je naar het springterrein.`,
        whyFromHere: `Omdat de reis kort is, past een sprong in één dag, zonder overnachting. Verenigingen kunnen met een grote groep komen; we plannen de sprongen in rondes, zodat iedereen op tijd terug is in Utrecht voor de borrel. Boek ${leadWeeks.nl.tandem} weken vooruit: de data rond het einde van het studiejaar zijn snel weg.`,
        localTip: `Ga je als commissie? Laat één persoon vooraf van iedereen het gewicht en de geboortedatum verzamelen voordat je een offerte vraagt. Dat scheelt een rondje mailen en je datum staat sneller vast.`,
        faq: [
          {
            question: 'Is een tandemsprong geschikt voor onze studievereniging?',
            answer: `Ja, zolang iedere springer minimaal ${lim.minimumAge} jaar is en niet meer dan ${lim.tandemMaxWeightKg} kg weegt. Ervaring is niet nodig: de instructeur regelt de parachute, jij geniet van de vrije val. Vraag een groepsofferte aan.`,
          },
          {
            question: 'Kunnen we het in één dag doen vanuit Utrecht?',
            answer: `Zeker. Het vliegveld ligt binnen een uur rijden, dus je reist, springt en bent dezelfde middag terug in de stad, als het weer meewerkt.`,
          },
        ],
      },
    }),
  ),

  'den-haag': defineCity(
    {
      name: 'Den Haag',
      names: { en: 'The Hague', nl: 'Den Haag' },
      province: 'Zuid-Holland',
      distanceKm: 140,
      driveMinutes: 95,
      trainRoute: `Den Haag Centraal → ${hq} (intercity towards Enschede, direct) → taxi / bus → ${dz}`,
    },
    (c) => ({
      en: {
        intro: `The Hague is the city of embassies, ministries and international organisations, and of people whose working days are measured in memos and meetings. Diplomatic staff, government departments and international teams come to ${dz} for a day that is the complete opposite: one minute of freefall and nothing to negotiate.`,
        travel: `Expect about ${c.distanceKm} km and roughly ${c.driveMinutes} minutes by car via the A12 and A50. By train, the intercity from Den Haag Centraal towards Enschede runs straight to ${hq}; from the station a taxi or bus takes you to the airfield.`,
        whyFromHere: `We are used to groups with many nationalities and tight agendas. We brief in English or Dutch, plan around your team's calendar and keep the day running to schedule. For a team event with several jumpers, ask ${leadWeeks.en.tandem} weeks ahead; add a media crew and we need ${leadWeeks.en.demonstrationsAndMedia} weeks.`,
        localTip: `Organising for an embassy or international office? Send us the names and weights of your jumpers in one list and say which language each prefers for the briefing. We take it from there.`,
        faq: [
          {
            question: 'Can international colleagues without Dutch join?',
            answer: `Of course. Every briefing is available in English, and the instructors guide you through each step of the jump. All jumpers need to be at least ${lim.minimumAge} and weigh up to ${lim.tandemMaxWeightKg} kg.`,
          },
          {
            question: 'How do we get a quote for a team day from The Hague?',
            answer: `Use the contact form, call ${business.phone.display} or send a WhatsApp message with your group size and preferred dates. We reply within ${business.replyWithinHours} hours on working days with a proposal and a price.`,
          },
        ],
      },
      nl: {
        intro: `Den Haag is de stad van ambassades, ministeries en internationale organisaties, en van werkdagen vol notities en overleggen. Diplomaten, overheidsdiensten en internationale teams komen naar ${dz} voor een dag die daar precies tegenover staat: een minuut vrije val en niets om over te onderhandelen.`,
        travel: `Reken op zo'n ${c.distanceKm} km en ongeveer ${c.driveMinutes} minuten rijden via de A12 en de A50. Met de trein gaat de intercity vanaf Den Haag Centraal richting Enschede rechtstreeks naar ${hq}; vanaf het station brengt een taxi of bus je naar het vliegveld.`,
        whyFromHere: `We zijn gewend aan groepen met veel nationaliteiten en volle agenda's. De briefing is in het Nederlands of Engels, we plannen rond de agenda van je team en houden de dag strak op schema. Vraag voor een teamuitje ${leadWeeks.nl.tandem} weken vooraf aan; met mediacrew hebben we ${leadWeeks.nl.demonstrationsAndMedia} weken nodig.`,
        localTip: `Organiseer je het voor een ambassade of internationaal kantoor? Stuur ons de namen en gewichten van de springers in één lijst en geef aan in welke taal ieder de briefing wil. Dan regelen wij de rest.`,
        faq: [
          {
            question: "Kunnen collega's die geen Nederlands spreken meedoen?",
            answer: `Natuurlijk. Iedere briefing kan in het Engels en de instructeur begeleidt je door elke stap van de sprong. Alle springers zijn minimaal ${lim.minimumAge} jaar en wegen maximaal ${lim.tandemMaxWeightKg} kg.`,
          },
          {
            question: 'Hoe krijgen we een offerte voor een teamdag vanuit Den Haag?',
            answer: `Vul het contactformulier in, bel ${business.phone.display} of stuur een WhatsApp met je groepsgrootte en voorkeursdata. Op werkdagen krijg je binnen ${business.replyWithinHours} uur een voorstel met prijs.`,
          },
        ],
      },
    }),
  ),

  eindhoven: defineCity(
    {
      name: 'Eindhoven',
      names: { en: 'Eindhoven', nl: 'Eindhoven' },
      province: 'Noord-Brabant',
      distanceKm: 135,
      driveMinutes: 90,
      trainRoute: `Eindhoven Centraal → Utrecht Centraal (intercity) → ${hq} (intercity) → taxi / bus → ${dz}`,
    },
    (c) => ({
      en: {
        intro: `Eindhoven runs on engineering: Brainport's chip makers, design studios and high-tech start-ups fill the city with people who like to know how things work. A tandem skydive is the ultimate live demo of physics, and tech teams from the region come to ${dz} to feel terminal velocity instead of calculating it.`,
        travel: `It is about ${c.distanceKm} km, roughly ${c.driveMinutes} minutes on the A2, A59 and A50, a straightforward drive for a team in a few cars. By train, take the intercity to Utrecht Centraal and change for ${hq}, then a taxi or bus to the airfield.`,
        whyFromHere: `Engineers ask good questions, and we like answering them: how the tandem system works, why we jump only with enough visibility and low wind, how the reserve parachute deploys. Our ${s.safetyRecord} safety record comes from that same attention to detail. Plan a team day ${leadWeeks.en.tandem} weeks ahead, or ${leadWeeks.en.demonstrationsAndMedia} weeks with a film crew.`,
        localTip: `Check our weather page the evening before you drive up: it shows the forecast for wind, cloud base and visibility at the drop zone, checked against the same rules our team uses to decide whether we jump.`,
        faq: [
          {
            question: 'Can we add a video of our team day for internal communication?',
            answer: `Yes. Our media crew films and photographs the jumps and delivers edited footage within ${business.durations.mediaDeliveryHours} hours. Media production needs ${leadWeeks.en.demonstrationsAndMedia} weeks of planning; prices are on request.`,
          },
          {
            question: 'Is the drive from Eindhoven worth it for one jump?',
            answer: `Most teams make a full day of it: briefing, jumps in rounds, and time together on the airfield while colleagues jump. The drive is about ${c.driveMinutes} minutes each way, so you are home the same evening.`,
          },
        ],
      },
      nl: {
        intro: `Eindhoven draait op techniek: chipmakers, ontwerpstudio's en hightech-start-ups van Brainport vullen de stad met mensen die willen weten hoe dingen werken. Een tandemsprong is de ultieme live-demo van natuurkunde, en techteams uit de regio komen naar ${dz} om de eindsnelheid te voelen in plaats van te berekenen.`,
        travel: `Het is zo'n ${c.distanceKm} km, ongeveer ${c.driveMinutes} minuten over de A2, A59 en A50: een makkelijke rit voor een team in een paar auto's. Met de trein neem je de intercity naar Utrecht Centraal en stap je over naar ${hq}; daarna met taxi of bus naar het vliegveld.`,
        whyFromHere: `Techneuten stellen goede vragen, en die beantwoorden we graag: hoe het tandemsysteem werkt, waarom we alleen springen bij voldoende zicht en weinig wind, hoe de reserveparachute opengaat. Ons veiligheidsrecord van ${s.safetyRecord} komt voort uit diezelfde precisie. Plan een teamdag ${leadWeeks.nl.tandem} weken vooruit, of ${leadWeeks.nl.demonstrationsAndMedia} weken met filmploeg.`,
        localTip: `Kijk de avond voor vertrek op onze weerpagina: daar zie je de verwachting voor wind, wolkenbasis en zicht op het springterrein, getoetst aan dezelfde regels waarmee ons team beslist of er gesprongen wordt.`,
        faq: [
          {
            question: 'Kunnen we een video van onze teamdag laten maken voor intern gebruik?',
            answer: `Ja. Onze mediacrew filmt en fotografeert de sprongen en levert het gemonteerde materiaal binnen ${business.durations.mediaDeliveryHours} uur. Voor mediaproductie plannen we ${leadWeeks.nl.demonstrationsAndMedia} weken vooruit; prijzen op aanvraag.`,
          },
          {
            question: 'Is de rit vanuit Eindhoven de moeite waard voor één sprong?',
            answer: `De meeste teams maken er een hele dag van: briefing, sprongen in rondes en samen op het vliegveld terwijl collega's springen. De rit is zo'n ${c.driveMinutes} minuten enkele reis, dus 's avonds ben je thuis.`,
          },
        ],
      },
    }),
  ),

  groningen: defineCity(
    {
      name: 'Groningen',
      names: { en: 'Groningen', nl: 'Groningen' },
      province: 'Groningen',
      distanceKm: 150,
      driveMinutes: 100,
      trainRoute: `Groningen → Zwolle (intercity) → Deventer → ${hq} (intercity) → taxi / bus → ${dz}`,
    },
    (c) => ({
      en: {
        intro: `Groningen is a long way from most drop zones, and its students and northerners know it. That is exactly why so many turn the trip into something bigger: a weekend on the Veluwe with a tandem jump at ${dz} as the highlight, and a campfire story to take back up north.`,
        travel: `From Groningen it is about ${c.distanceKm} km, roughly ${c.driveMinutes} minutes via the A28 to Zwolle and the A50 south. By train, take the intercity to Zwolle, continue to Deventer and change for ${hq}, or take a taxi straight from Deventer; a taxi or bus covers the last stretch to the airfield.`,
        whyFromHere: `Because you travel further, we do our best to make the trip count. We plan your slot with the forecast in mind, keep an eye on it with you in the days before, and if the sky says no, your jump can be moved; after force majeure you have ${lim.forceMajeureMakeUpMonths} months to make it up.`,
        localTip: `Book a night in the Veluwe rather than driving up and back in one go. You arrive rested for the briefing, and if the wind is too strong in the morning, an afternoon window is still within reach.`,
        faq: [
          {
            question: 'Is it worth travelling from Groningen for a tandem jump?',
            answer: `Our northern guests say yes, especially when they make a weekend of it. Plan ${leadWeeks.en.tandem} weeks ahead, combine the jump with a night on the Veluwe and you turn a long drive into a short holiday.`,
          },
          {
            question: 'What happens if the weather cancels my jump after the long trip?',
            answer: `We only jump with enough visibility, low wind and no rain. If conditions are not safe, we reschedule with you; a jump missed through force majeure can be made up within ${lim.forceMajeureMakeUpMonths} months.`,
          },
        ],
      },
      nl: {
        intro: `Groningen ligt ver van de meeste springterreinen, en dat weten studenten en noorderlingen maar al te goed. Juist daarom maken velen er iets groters van: een weekend op de Veluwe met een tandemsprong op ${dz} als hoogtepunt, en een verhaal om mee terug te nemen naar het noorden.`,
        travel: `Vanuit Groningen is het zo'n ${c.distanceKm} km, ongeveer ${c.driveMinutes} minuten via de A28 naar Zwolle en de A50 naar het zuiden. Met de trein neem je de intercity naar Zwolle, reis je door naar Deventer en stap je over naar ${hq}; het laatste stuk doe je met taxi of bus.`,
        whyFromHere: `Omdat je verder reist, zorgen we dat de reis telt. We plannen je sprong met de weersverwachting in het achterhoofd, houden die de dagen ervoor samen met jou in de gaten, en zegt de lucht nee, dan verzetten we je sprong; bij overmacht heb je ${lim.forceMajeureMakeUpMonths} maanden om hem in te halen.`,
        localTip: `Boek een overnachting op de Veluwe in plaats van heen en terug op één dag. Je bent uitgerust bij de briefing, en is het 's ochtends te winderig, dan ligt een middagmoment nog binnen bereik.`,
        faq: [
          {
            question: 'Is het de moeite waard om vanuit Groningen te komen voor een tandemsprong?',
            answer: `Onze gasten uit het noorden zeggen ja, zeker als ze er een weekend van maken. Plan ${leadWeeks.nl.tandem} weken vooruit, combineer de sprong met een nacht op de Veluwe en je maakt van een lange rit een korte vakantie.`,
          },
          {
            question: 'Wat als het weer mijn sprong afblaast na die lange reis?',
            answer: `We springen alleen bij voldoende zicht, weinig wind en geen regen. Is het niet veilig, dan plannen we samen opnieuw; een sprong die door overmacht niet doorgaat, kun je binnen ${lim.forceMajeureMakeUpMonths} maanden inhalen.`,
          },
        ],
      },
    }),
  ),

  tilburg: defineCity(
    {
      name: 'Tilburg',
      names: { en: 'Tilburg', nl: 'Tilburg' },
      province: 'Noord-Brabant',
      distanceKm: 120,
      driveMinutes: 80,
      trainRoute: `Tilburg → Deventer (intercity towards Zwolle, direct) → ${hq} → taxi / bus → ${dz}`,
    },
    (c) => ({
      en: {
        intro: `Tilburg likes a party, from its famous summer fair to the student clubs around the university. When a birthday, a graduation or a friend's big milestone calls for something more than another night out, Tilburg groups drive up to ${dz} and celebrate at a few thousand metres instead.`,
        travel: `The airfield is about ${c.distanceKm} km from Tilburg, around ${c.driveMinutes} minutes via 's-Hertogenbosch and the A50 north. By train, the intercity towards Zwolle runs directly to Deventer, where you change for ${hq}; a taxi or bus brings you the last few kilometres.`,
        whyFromHere: `A tandem jump is the birthday present that needs no wrapping, and friend groups from Brabant often book several jumpers on the same day so nobody has to watch from the ground alone. Booking ${leadWeeks.en.tandem} weeks ahead usually gets you the date you want.`,
        localTip: `Surprising someone for a birthday? Check their weight and age discreetly first: tandem jumpers must be at least ${lim.minimumAge} and weigh no more than ${lim.tandemMaxWeightKg} kg, and it is a shame to discover that on the day.`,
        faq: [
          {
            question: 'Can I book a tandem jump as a birthday surprise?',
            answer: `Yes. Give us the jumper's details, or at least their weight and age, and a few possible dates. Keep in mind that the jumper follows the briefing in person on the day, so the surprise is the plan, not the preparation.`,
          },
          {
            question: 'Can the rest of our group watch the jump?',
            answer: `Yes, friends and family are welcome on the airfield to see the landing. If you want the moment on film, add our media service and you receive the edited footage within ${business.durations.mediaDeliveryHours} hours.`,
          },
        ],
      },
      nl: {
        intro: `Tilburg houdt van een feestje, van de kermis in juli tot de studentenclubs rond de universiteit. Vraagt een verjaardag, diploma of mijlpaal om meer dan weer een avond stappen, dan rijden Tilburgse groepen naar ${dz} en vieren ze het een paar duizend meter hoger.`,
        travel: `Het vliegveld ligt zo'n ${c.distanceKm} km van Tilburg, ongeveer ${c.driveMinutes} minuten via 's-Hertogenbosch en de A50 naar het noorden. Met de trein rijdt de intercity richting Zwolle rechtstreeks naar Deventer, waar je overstapt naar ${hq}; een taxi of bus brengt je het laatste stukje.`,
        whyFromHere: `Een tandemsprong is het verjaardagscadeau dat geen inpakpapier nodig heeft, en Brabantse vriendengroepen boeken vaak meerdere springers op dezelfde dag, zodat niemand alleen vanaf de grond hoeft te kijken. Wie ${leadWeeks.nl.tandem} weken vooruit boekt, krijgt meestal de gewenste datum.`,
        localTip: `Wil je iemand verrassen met een sprong als verjaardagscadeau? Check eerst onopvallend gewicht en leeftijd: tandemspringers zijn minimaal ${lim.minimumAge} jaar en wegen maximaal ${lim.tandemMaxWeightKg} kg, en dat wil je niet pas op de dag zelf ontdekken.`,
        faq: [
          {
            question: 'Kan ik een tandemsprong als verjaardagsverrassing boeken?',
            answer: `Ja. Geef ons de gegevens van de springer, of in elk geval gewicht en leeftijd, en een paar mogelijke data. Let op: de springer volgt op de dag zelf de briefing, dus de verrassing zit in het plan, niet in de voorbereiding.`,
          },
          {
            question: 'Kan de rest van de groep de sprong zien?',
            answer: `Ja, vrienden en familie zijn welkom op het vliegveld om de landing te zien. Wil je het moment op beeld, boek dan onze mediaservice erbij: je krijgt het gemonteerde materiaal binnen ${business.durations.mediaDeliveryHours} uur.`,
          },
        ],
      },
    }),
  ),

  almere: defineCity(
    {
      name: 'Almere',
      names: { en: 'Almere', nl: 'Almere' },
      province: 'Flevoland',
      distanceKm: 80,
      driveMinutes: 60,
      trainRoute: `Almere Centrum → Weesp / Hilversum → Amersfoort Centraal → ${hq} (intercity) → taxi / bus → ${dz}`,
    },
    (c) => ({
      en: {
        intro: `Almere is the Netherlands' youngest city, built on land that was seabed within living memory, and its people are used to trying new things. Young professionals, parents who finally get a day to themselves and colleagues from Flevoland's growing business parks find that ${dz} is closer than they expected.`,
        travel: `It is about ${c.distanceKm} km, roughly ${c.driveMinutes} minutes by car via the A6 or A27 and then the A1 towards ${hq}. By public transport you travel via Amersfoort Centraal, where you take the intercity to ${hq}; a taxi or bus covers the last part to the airfield.`,
        whyFromHere: `Because the trip is under an hour, a jump fits easily into a Saturday, with time left for the rest of the weekend. We fly as soon as the weather allows, and with more than ${s.yearsExperience} years behind us we know how to make a first jump calm and well explained. Book ${leadWeeks.en.tandem} weeks ahead.`,
        localTip: `Flat Flevoland barely prepares you for the view: from altitude on a clear day you see the Veluwe forests give way to the IJssel and, further west, the water you drove across that morning.`,
        faq: [
          {
            question: 'How far is the drop zone from Almere?',
            answer: `About ${c.distanceKm} km, which is roughly ${c.driveMinutes} minutes by car outside rush hour. By train you go via Amersfoort to ${hq} and take a taxi or bus for the last stretch.`,
          },
          {
            question: 'I have never jumped before. Is that a problem?',
            answer: `Not at all. A tandem jump is made for first-timers: after a thorough briefing you are attached to an experienced instructor who handles the parachute and the landing. You only need to be at least ${lim.minimumAge} and weigh no more than ${lim.tandemMaxWeightKg} kg.`,
          },
        ],
      },
      nl: {
        intro: `Almere is de jongste stad van Nederland, gebouwd op grond die kort geleden nog zeebodem was, en Almeerders zijn gewend nieuwe dingen te proberen. Jonge professionals, ouders die eindelijk een dag voor zichzelf hebben en collega's van de groeiende bedrijventerreinen merken dat ${dz} dichterbij ligt dan ze dachten.`,
        travel: `Het is zo'n ${c.distanceKm} km, ongeveer ${c.driveMinutes} minuten rijden via de A6 of A27 en dan de A1 richting ${hq}. Met het ov reis je via Amersfoort Centraal, waar je de intercity naar ${hq} neemt; met taxi of bus ben je daarna snel op het vliegveld.`,
        whyFromHere: `Omdat de reis binnen het uur blijft, past een sprong makkelijk in een zaterdag, met tijd over voor de rest van het weekend. We springen zodra het weer het toelaat, en na ruim ${s.yearsExperience} jaar weten we hoe we een eerste sprong rustig en helder uitleggen. Boek ${leadWeeks.nl.tandem} weken vooruit.`,
        localTip: `Het vlakke Flevoland bereidt je nauwelijks voor op het uitzicht: op een heldere dag zie je vanaf hoogte de Veluwse bossen overgaan in de IJssel en, verder naar het westen, het water waar je die ochtend overheen reed.`,
        faq: [
          {
            question: 'Hoe ver is het springterrein vanaf Almere?',
            answer: `Zo'n ${c.distanceKm} km, ongeveer ${c.driveMinutes} minuten met de auto buiten de spits. Met de trein reis je via Amersfoort naar ${hq} en neem je voor het laatste stuk een taxi of bus.`,
          },
          {
            question: 'Ik heb nog nooit gesprongen. Is dat een probleem?',
            answer: `Helemaal niet. Een tandemsprong is juist voor beginners: na een grondige briefing zit je vast aan een ervaren instructeur die de parachute en de landing verzorgt. Je moet wel minimaal ${lim.minimumAge} jaar zijn en maximaal ${lim.tandemMaxWeightKg} kg wegen.`,
          },
        ],
      },
    }),
  ),

  breda: defineCity(
    {
      name: 'Breda',
      names: { en: 'Breda', nl: 'Breda' },
      province: 'Noord-Brabant',
      distanceKm: 150,
      driveMinutes: 100,
      trainRoute: `Breda → Deventer (intercity towards Zwolle, direct) → ${hq} → taxi / bus → ${dz}`,
    },
    (c) => ({
      en: {
        intro: `Breda sits right on the Belgian border, with a military academy in its castle and a business community that looks south as often as north. Groups from Breda and West Brabant, and neighbours from Flanders, come to ${dz} for tandem jumps and company days with a bit more altitude than the usual outing.`,
        travel: `From Breda the airfield is about ${c.distanceKm} km, roughly ${c.driveMinutes} minutes via the A27 and A15 or via the A59, and then the A50 north. By train, the intercity towards Zwolle runs straight from Breda to Deventer; change there for ${hq} and take a taxi or bus to the drop zone.`,
        whyFromHere: `We work across borders every day: we serve clients in the Netherlands, Belgium and beyond, and have jumped in ${s.countries} countries. For Breda companies we combine jumps with a team programme and plan the timing around the weather, so the long drive always pays off.`,
        localTip: `Coming from Belgium as well? Tell us in your enquiry, and we align the arrival time so colleagues from both sides of the border start the briefing together.`,
        faq: [
          {
            question: 'Do you also welcome groups from Belgium?',
            answer: `Yes. We serve clients in Belgium as well as the Netherlands, and the route from Antwerp or the Kempen via Breda to ${dz} is a straightforward drive. Briefings are in Dutch or English.`,
          },
          {
            question: 'How far ahead should a Breda company book?',
            answer: `For tandem jumps ${leadWeeks.en.tandem} weeks is usually enough. If you want a demonstration jump or a media crew as part of the day, allow ${leadWeeks.en.demonstrationsAndMedia} weeks so we can arrange permits and crew.`,
          },
        ],
      },
      nl: {
        intro: `Breda ligt tegen de Belgische grens, met een militaire academie in het kasteel en een bedrijfsleven dat net zo vaak naar het zuiden kijkt als naar het noorden. Groepen uit Breda en West-Brabant, en buren uit Vlaanderen, komen naar ${dz} voor tandemsprongen en bedrijfsdagen met wat meer hoogte dan een gewoon uitje.`,
        travel: `Vanuit Breda ligt het vliegveld zo'n ${c.distanceKm} km verderop, ongeveer ${c.driveMinutes} minuten via de A27 en A15 of via de A59, en dan de A50 naar het noorden. Met de trein rijdt de intercity richting Zwolle rechtstreeks van Breda naar Deventer; stap daar over naar ${hq} en neem een taxi of bus naar het springterrein.`,
        whyFromHere: `Over de grens werken doen we dagelijks: we bedienen klanten in Nederland, België en verder, en sprongen al in ${s.countries} landen. Voor Bredase bedrijven combineren we de sprongen met een teamprogramma en plannen we rond het weer, zodat de lange rit altijd loont.`,
        localTip: `Komen er ook collega's uit België? Zet het in je aanvraag, dan stemmen we de aankomsttijd af zodat iedereen van beide kanten van de grens tegelijk aan de briefing begint.`,
        faq: [
          {
            question: 'Zijn groepen uit België ook welkom?',
            answer: `Ja. We werken voor klanten in België en Nederland, en de route vanuit Antwerpen of de Kempen via Breda naar ${dz} is eenvoudig te rijden. De briefing is in het Nederlands of Engels.`,
          },
          {
            question: 'Hoe ver vooruit moet een Bredaas bedrijf boeken?',
            answer: `Voor tandemsprongen is ${leadWeeks.nl.tandem} weken meestal genoeg. Wil je een demonstratiesprong of mediacrew in het programma, reken dan op ${leadWeeks.nl.demonstrationsAndMedia} weken, zodat we vergunningen en crew kunnen regelen.`,
          },
        ],
      },
    }),
  ),

  nijmegen: defineCity(
    {
      name: 'Nijmegen',
      names: { en: 'Nijmegen', nl: 'Nijmegen' },
      province: 'Gelderland',
      distanceKm: 60,
      driveMinutes: 45,
      trainRoute: `Nijmegen → Deventer (intercity towards Zwolle, direct) → ${hq} → taxi / bus → ${dz}`,
    },
    (c) => ({
      en: {
        intro: `Nijmegen is the oldest city in the Netherlands and one of our nearest neighbours, in the same province as ${hq}. Students from Radboud University and HAN, walkers who have finished the Four Days Marches and want a new challenge, and families from the Rijk van Nijmegen all find ${dz} within easy reach.`,
        travel: `It is only about ${c.distanceKm} km, around ${c.driveMinutes} minutes straight up the A50 past Arnhem. By train, take the intercity towards Zwolle to Deventer and change for ${hq}, or ask us about the quickest connection on your date; a taxi or bus covers the last part.`,
        whyFromHere: `Living this close means you can be flexible. If the wind picks up, a new slot later in the day or the following weekend is a short drive away, and for students that makes a jump easy to fit between lectures and exams. Book ${leadWeeks.en.tandem} weeks ahead for the best choice of dates.`,
        localTip: `From the top you can often follow the A50 south towards the Waal: on a clear day, look for the river bend and you are looking towards home.`,
        faq: [
          {
            question: 'Can students from Nijmegen get a group quote?',
            answer: `Yes. Student associations and sports clubs can request a quote for a group; tell us how many jumpers, their weights and ages (at least ${lim.minimumAge}, up to ${lim.tandemMaxWeightKg} kg) and your preferred dates. Prices are on request.`,
          },
          {
            question: 'How quickly can I jump when I live this close?',
            answer: `Tandem jumps are normally booked ${leadWeeks.en.tandem} weeks ahead. Because you are nearby, moving to another slot when the weather changes is easy, and we keep you posted about conditions before you set off.`,
          },
        ],
      },
      nl: {
        intro: `Nijmegen is de oudste stad van Nederland en een van onze naaste buren, in dezelfde provincie als ${hq}. Studenten van de Radboud Universiteit en de HAN, lopers die de Vierdaagse hebben uitgelopen en een nieuwe uitdaging zoeken, en gezinnen uit het Rijk van Nijmegen hebben ${dz} binnen handbereik.`,
        travel: `Het is maar zo'n ${c.distanceKm} km, ongeveer ${c.driveMinutes} minuten rechtdoor over de A50 langs Arnhem. Met de trein neem je de intercity richting Zwolle tot Deventer en stap je over naar ${hq}, of je vraagt ons naar de snelste verbinding op jouw datum; een taxi of bus doet het laatste stuk.`,
        whyFromHere: `Zo dichtbij wonen maakt je flexibel. Trekt de wind aan, dan is een nieuw moment later op de dag of het weekend erna maar een korte rit, en voor studenten past een sprong zo makkelijk tussen colleges en tentamens. Boek ${leadWeeks.nl.tandem} weken vooruit voor de meeste keus.`,
        localTip: `Vanaf hoogte kun je vaak de A50 naar het zuiden volgen, richting de Waal: zie je op een heldere dag de bocht in de rivier, dan kijk je richting huis.`,
        faq: [
          {
            question: 'Kunnen studenten uit Nijmegen een groepsofferte krijgen?',
            answer: `Ja. Studentenverenigingen en sportclubs kunnen een offerte voor een groep aanvragen; geef het aantal springers door, hun gewicht en leeftijd (minimaal ${lim.minimumAge} jaar, tot ${lim.tandemMaxWeightKg} kg) en je voorkeursdata. Prijzen op aanvraag.`,
          },
          {
            question: 'Hoe snel kan ik springen als ik zo dichtbij woon?',
            answer: `Tandemsprongen boek je normaal ${leadWeeks.nl.tandem} weken vooruit. Omdat je dichtbij woont, is uitwijken naar een ander moment bij wisselend weer makkelijk, en we houden je voor vertrek op de hoogte van de omstandigheden.`,
          },
        ],
      },
    }),
  ),

  haarlem: defineCity(
    {
      name: 'Haarlem',
      names: { en: 'Haarlem', nl: 'Haarlem' },
      province: 'Noord-Holland',
      distanceKm: 120,
      driveMinutes: 80,
      trainRoute: `Haarlem → Amsterdam Centraal (intercity) → ${hq} (intercity, direct) → taxi / bus → ${dz}`,
    },
    (c) => ({
      en: {
        intro: `Haarlem lives between the dunes and the old town's courtyards, and its people know a good view when they see one. For a view that beats the beach at Zandvoort, Haarlem friends, couples and colleagues head inland to ${dz}, trading sea wind for the quiet forests of the Veluwe below.`,
        travel: `It is about ${c.distanceKm} km, roughly ${c.driveMinutes} minutes via the A9 or A200 to Amsterdam and then the A1 east. By train, take any train to Amsterdam Centraal and change to the direct intercity to ${hq}; from there it is a short taxi or bus ride to the airfield.`,
        whyFromHere: `Haarlemmers often come to tick a bucket-list item or to give someone a present they will never forget. We make sure the day itself is as good as the idea: a clear briefing, an instructor with years of experience and a landing your supporters can watch. Our guests rate us ${business.rating.value} out of ${business.rating.best}.`,
        localTip: `Coastal weather can fool you: a breezy day in Haarlem is not necessarily a breezy day at ${dz}. Check the forecast for the drop zone on our weather page before you cancel plans yourself.`,
        faq: [
          {
            question: 'Can I give a tandem jump as a present to someone in Haarlem?',
            answer: `Yes. Contact us with the recipient's details or an indication of their weight and age and a few possible dates, and we send you a proposal. The jumper must be at least ${lim.minimumAge} and weigh no more than ${lim.tandemMaxWeightKg} kg.`,
          },
          {
            question: 'What should I bring from Haarlem on the day?',
            answer: `Comfortable clothes, trainers with laces, a valid ID and something to eat and drink. We provide the jumpsuit, harness, helmet and goggles. Leave loose jewellery and anything in your pockets at home or in the car.`,
          },
        ],
      },
      nl: {
        intro: `Haarlem leeft tussen de duinen en de hofjes van de binnenstad, en Haarlemmers weten wat een mooi uitzicht is. Voor een uitzicht dat het strand van Zandvoort overtreft, trekken Haarlemse vrienden, stellen en collega's landinwaarts naar ${dz}, en ruilen ze de zeewind in voor de stille Veluwse bossen onder hen.`,
        travel: `Het is zo'n ${c.distanceKm} km, ongeveer ${c.driveMinutes} minuten via de A9 of A200 naar Amsterdam en dan de A1 naar het oosten. Met de trein reis je naar Amsterdam Centraal en stap je over op de intercity die rechtstreeks naar ${hq} rijdt; daarna is het een korte rit met taxi of bus.`,
        whyFromHere: `Haarlemmers komen vaak om iets van hun bucketlist af te strepen of om iemand een onvergetelijk cadeau te geven. Wij zorgen dat de dag net zo goed is als het idee: een heldere briefing, een ervaren instructeur en een landing waar je vrienden en familie bij kunnen zijn. Onze gasten geven ons gemiddeld een ${String(business.rating.value).replace('.', ',')} van de ${business.rating.best}.`,
        localTip: `Kustweer kan je op het verkeerde been zetten: een winderige dag in Haarlem is niet per se een winderige dag op ${dz}. Kijk op onze weerpagina wat de verwachting voor het springterrein is voordat je zelf plannen afzegt.`,
        faq: [
          {
            question: 'Kan ik een tandemsprong cadeau geven aan iemand in Haarlem?',
            answer: `Ja. Stuur ons de gegevens van de ontvanger, of een indicatie van gewicht en leeftijd, en een paar mogelijke data, dan krijg je een voorstel. De springer moet minimaal ${lim.minimumAge} jaar zijn en mag maximaal ${lim.tandemMaxWeightKg} kg wegen.`,
          },
          {
            question: 'Wat neem ik mee vanuit Haarlem op de dag zelf?',
            answer: `Makkelijke kleding, sportschoenen met veters, een geldig legitimatiebewijs en iets te eten en drinken. Springpak, harnas, helm en bril krijg je van ons. Laat losse sieraden en spullen uit je zakken thuis of in de auto.`,
          },
        ],
      },
    }),
  ),
};

export const cityList: readonly CityInfo[] = Object.values(cityInfo);
