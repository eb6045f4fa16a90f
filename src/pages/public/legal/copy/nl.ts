// The terms follow the spec's terms (section 8) as the company's intent, written so that they hold
// for consumers under Dutch law. What differs from the spec, and why:
// - Court: the spec's "district court of Zutphen" has not existed since 2013; it is rechtbank
//   Gelderland, with Zutphen as the seat. A consumer may also go to the court of their own town
//   (art. 108 Rv), so the terms say so.
// - Withdrawal: a jump, show or event on a fixed date is a leisure service with a set date, which has
//   no right of withdrawal (art. 6:230p sub f BW); the terms now say that plainly.
// - Complaints: the spec's 7 days stays as the wish, but a complaint made within two months of
//   discovering the problem counts as timely (art. 6:89 and 7:23 BW): a shorter hard deadline would
//   not hold against a consumer.
// - Refunds: none when the customer cancels, as the spec says. When we cancel for a reason within
//   our control, the customer chooses a new date or their money back: keeping the money then is
//   unreasonably onerous (art. 6:237 BW). Weather and other force majeure keep the spec's rule (a new
//   date within 12 months, the weather limits as the weather page applies them); should we be unable
//   to offer one in that time, the customer is refunded, since the service then never happens.
// - Liability: never limited for "opzet of bewuste roekeloosheid", the Dutch legal term, not a
//   translated "gross negligence".
// - Payment: the spec's methods (cash, credit card, bank transfer) as a sentence lists them; no
//   iDEAL, which the spec does not say the company offers.
// The English text says the same.
import { leadWeeks } from '@/lib/format';
import {
  address,
  analyticsCookies,
  analyticsRetentionMonths,
  business,
  chatRetentionDays,
  complaintLatestMonths,
  court,
  inWords,
  jumpWeather,
  lim,
  paymentMethods,
  retention,
  storageKeys,
} from './facts';
import type { LegalCopy } from './types';

const b = business;

export const nl: LegalCopy = {
  terms: {
    title: 'Algemene voorwaarden',
    intro: `Deze voorwaarden gelden voor elke offerte, boeking en dienst van ${b.legalName} (hierna: ‘wij’ of ‘ons’), ingeschreven in het Handelsregister van de Kamer van Koophandel onder nummer ${b.chamberOfCommerce}, btw-nummer ${b.vatNumber}, ${address}. Met het bevestigen van een boeking ga je ermee akkoord.`,
    sections: [
      {
        title: '1. Offertes en boekingen',
        paragraphs: [
          'Onze prijzen zijn op aanvraag. Een offerte noemt de dienst, de datum of periode, de prijs en wat erbij inbegrepen is. Een boeking staat vast zodra wij die schriftelijk hebben bevestigd (een e-mail is genoeg).',
          `We reageren op werkdagen binnen ${b.replyWithinHours} uur op elke aanvraag. Data voor tandem-, helikopter- en ballonsprongen, demonstraties en mediawerk zijn pas gereserveerd na onze bevestiging.`,
        ],
      },
      {
        title: '2. Prijzen en betaling',
        paragraphs: [
          `Alle prijzen zijn in euro en inclusief btw. Je betaalt voordat de dienst wordt geleverd, tenzij we schriftelijk iets anders afspreken. We accepteren ${paymentMethods('nl')}.`,
          'Is de betaling niet vóór de afgesproken datum binnen, dan mogen we de gereserveerde datum aan een andere klant geven.',
        ],
      },
      {
        title: '3. Wie mag springen',
        paragraphs: [
          'Je veiligheid bepaalt of je springt, en op de dag zelf heeft de instructeur het laatste woord.',
        ],
        list: [
          `Tandemspringers zijn minimaal ${lim.minimumAge} jaar; onder de 18 is schriftelijke toestemming van een ouder of voogd nodig.`,
          `We nemen geen tandemspringers boven de ${lim.tandemMaxWeightKg} kg mee. Geef bij het boeken eerlijk je gewicht op: de instructeur controleert het op de dag zelf.`,
          'Je bent redelijk gezond en meldt vooraf hart- of rugklachten, epilepsie, een recente operatie, zwangerschap of iets anders dat de sprong kan beïnvloeden.',
          'Je volgt de briefing en de aanwijzingen van onze medewerkers. Springen onder invloed van alcohol, drugs of medicijnen die je oordeel beïnvloeden is niet toegestaan.',
        ],
      },
      {
        title: '4. Weer en overmacht',
        paragraphs: [
          `We springen alleen als het veilig is: minstens ${jumpWeather.minVisibilityKm} km zicht, wind onder ${jumpWeather.maxWindMs} m/s en geen regen. Weer, beperkingen van de luchtverkeersleiding, technische problemen met het toestel en andere omstandigheden buiten onze macht gelden als overmacht.`,
          `Gaat je sprong vanwege het weer of andere overmacht niet door, dan kun je hem zonder extra kosten inhalen op een andere datum binnen ${lim.forceMajeureMakeUpMonths} maanden na de oorspronkelijke datum. We plannen de nieuwe datum samen met je. Kunnen wij je in die ${lim.forceMajeureMakeUpMonths} maanden geen datum bieden, dan betalen we je terug.`,
        ],
      },
      {
        title: '5. Herroepingsrecht, annuleren en terugbetaling',
        paragraphs: [
          'Een sprong, demonstratie of evenement boek je voor een vaste datum. Daarom heb je geen herroepingsrecht (bedenktijd): de wet zondert vrijetijdsdiensten op een bepaalde datum daarvan uit (artikel 6:230p, onder f, Burgerlijk Wetboek).',
          'Annuleer je zelf, dan betalen we niet terug. Kun je niet komen, laat het ons dan zo vroeg mogelijk weten: we proberen je boeking naar een andere datum te verplaatsen, en een tandemsprong mag je overdragen aan iemand anders die aan de eisen van artikel 3 voldoet.',
          'Annuleren wij om een reden die binnen onze macht ligt, dan kies je zelf: een nieuwe datum of je geld terug. Gaat je sprong vanwege het weer of andere overmacht niet door, dan geldt artikel 4.',
        ],
      },
      {
        title: '6. Demonstraties, evenementen en media',
        paragraphs: [
          `Voor demonstraties en evenementen hebben we ${leadWeeks.nl.demonstrationsAndMedia} weken nodig om vergunningen, luchtverkeersleiding en het veiligheidsplan te regelen. De organisator zorgt voor een landingsplek die aan onze eisen voldoet en voor toegang voor ons team; de teamleider mag een sprong om veiligheidsredenen altijd afbreken.`,
          `Foto's en video leveren we binnen ${b.durations.mediaDeliveryHours} uur na de sprong, tenzij anders afgesproken. Je mag het materiaal privé gebruiken; voor commercieel gebruik is onze schriftelijke toestemming nodig.`,
        ],
      },
      {
        title: '7. Aansprakelijkheid',
        paragraphs: [
          'Parachutespringen brengt risico’s met zich mee, die je aanvaardt door mee te doen. Onze aansprakelijkheid is beperkt tot het bedrag dat onze verzekering in het betreffende geval uitkeert. We zijn niet aansprakelijk voor indirecte schade of voor schade door onjuiste informatie die jij ons gaf.',
          'Niets in deze voorwaarden beperkt onze aansprakelijkheid voor schade door opzet of bewuste roekeloosheid van ons of onze leidinggevenden.',
        ],
      },
      {
        title: '8. Klachten',
        paragraphs: [
          `Meld een klacht bij voorkeur binnen ${lim.complaintWithinDays} dagen, en in elk geval binnen ${inWords(complaintLatestMonths, 'nl')} maanden nadat je het probleem hebt ontdekt. Dat doe je schriftelijk, per e-mail aan ${b.email} of per post naar ons adres. We bevestigen de ontvangst en handelen elke klacht binnen ${lim.complaintHandledWithinDays} dagen af.`,
        ],
      },
      {
        title: '9. Toepasselijk recht en geschillen',
        paragraphs: [
          `Op deze voorwaarden en elke overeenkomst met ons is Nederlands recht van toepassing. Geschillen die we niet samen oplossen, worden voorgelegd aan de rechtbank ${court.district} (zittingsplaats ${court.seat}), tenzij de wet een andere rechter aanwijst. Als consument mag je een geschil ook voorleggen aan de rechter van je eigen woonplaats.`,
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacyverklaring',
    intro: `${b.legalName} gaat zorgvuldig om met je persoonsgegevens, volgens de Algemene verordening gegevensbescherming (AVG). Hier lees je wat we verzamelen, waarom, hoe lang we het bewaren en welke rechten je hebt.`,
    sections: [
      {
        title: '1. Wie is verantwoordelijk',
        paragraphs: [
          `${b.legalName}, ${address}, KvK ${b.chamberOfCommerce}, btw ${b.vatNumber}, is verwerkingsverantwoordelijke voor je persoonsgegevens. Je bereikt ons via ${b.email} of ${b.phone.display}.`,
        ],
      },
      {
        title: '2. Wat we verzamelen',
        paragraphs: [
          'We verzamelen alleen wat we nodig hebben om je te antwoorden en onze diensten te leveren:',
        ],
        list: [
          'Aanvragen en boekingen: naam, e-mailadres, telefoonnummer, de dienst en data waar je naar vraagt, je bericht, en van springers leeftijd, gewicht en, als je die invult, medische informatie.',
          'Nieuwsbrief: je naam en e-mailadres, als je je aanmeldt.',
          'Chat: de berichten die je stuurt, je naam als je die opgeeft en het e-mailadres dat je opgeeft voor het verslag. Naar dat adres sturen we eerst een link om het te bevestigen; het verslag volgt pas als je hebt bevestigd.',
          'Websitegebruik: anonieme technische gegevens om de site te tonen, en analysegegevens alleen als je analytische cookies toestaat.',
        ],
      },
      {
        title: '3. Waarvoor we het gebruiken',
        paragraphs: [
          'We gebruiken je gegevens om je vragen te beantwoorden, offertes te maken en sprongen, demonstraties en mediawerk te plannen en uit te voeren (uitvoering van een overeenkomst), om te voldoen aan onze wettelijke administratie- en belastingplicht (wettelijke verplichting), om de website veilig te houden (gerechtvaardigd belang), en om nieuwsbrieven te sturen en het gebruik van de site te meten (toestemming). Medische informatie gebruiken we alleen met je uitdrukkelijke toestemming (zie hieronder).',
        ],
      },
      {
        title: '4. Medische informatie',
        paragraphs: [
          'Vul je bij een aanvraag voor een tandemsprong medische informatie in, zoals rug- of hartklachten, dan gaat het om gegevens over je gezondheid: een bijzonder persoonsgegeven (artikel 9 AVG). We gebruiken die informatie voor één doel: je sprong veilig laten verlopen, doordat de instructeur weet waar hij rekening mee moet houden.',
          'We verwerken haar alleen met je uitdrukkelijke toestemming. Die geef je met het aparte vakje naast het veld; zonder dat vinkje wordt je aanvraag niet verstuurd en bewaren we er niets van. Je kunt je toestemming altijd intrekken door ons te mailen; dan verwijderen we je medische informatie.',
          `Alleen medewerkers die in onze beheeromgeving inloggen met tweestapsverificatie kunnen haar lezen; in e-mails staat ze niet. We verwijderen haar automatisch ${retention.medicalAfterJumpDays} dagen na de springdatum die je opgeeft, of ${retention.medicalWithoutDateDays} dagen na je aanvraag als je geen datum opgeeft. De rest van je aanvraag bewaren we zoals hieronder staat.`,
        ],
      },
      {
        title: '5. Hoe lang we het bewaren',
        paragraphs: [
          'We bewaren persoonsgegevens niet langer dan nodig en verwijderen of anonimiseren ze daarna:',
        ],
        list: [
          `Klantgegevens (aanvragen, boekingen, facturen): ${lim.retentionYears} jaar, de termijn die de Nederlandse belastingwet voorschrijft. Aanvragen verwijderen we ${retention.enquiryYears} jaar na ontvangst automatisch uit onze database.`,
          `Medische informatie: ${retention.medicalAfterJumpDays} dagen na de springdatum, of ${retention.medicalWithoutDateDays} dagen na je aanvraag als je geen datum opgeeft; daarna wissen we haar automatisch.`,
          `Marketinggegevens (nieuwsbrief): tot je je toestemming intrekt, bijvoorbeeld via de afmeldlink in elke nieuwsbrief; ${retention.unsubscribedDays} dagen later wissen we je naam en e-mailadres automatisch. Bevestig je een aanmelding niet, dan wissen we die ${retention.unconfirmedDays} dagen nadat we de bevestigingsmail stuurden.`,
          `Analysegegevens: de gebruiksgegevens in onze eigen database ${analyticsRetentionMonths} maanden, daarna verwijderen we ze automatisch; cookies van Google Analytics zo lang als ons cookiebeleid beschrijft.`,
          `Chatgesprekken: ${chatRetentionDays} dagen na het laatste bericht, daarna verwijderen we ze automatisch, net als de bevestiging van je e-mailadres zodra geen gesprek die meer gebruikt. Wordt een gesprek een offerteaanvraag, dan bewaren we het als klantgegevens.`,
          `Grenzen aan hoe vaak formulieren, chatberichten en gebruiksgegevens verstuurd kunnen worden: die tellen we per IP-adres en per ingevuld e-mailadres, en die tellingen verwijderen we binnen ${inWords(retention.rateLimitWithinHours, 'nl')} uur. Zodat niemand via de site mail naar een ander kan laten sturen, tellen we ook de bevestigingsmails per e-mailadres; die tellingen verwijderen we na ${inWords(retention.recipientMailDays, 'nl')} dagen.`,
        ],
      },
      {
        title: '6. Met wie we het delen',
        paragraphs: [
          'We verkopen je gegevens nooit. We delen ze alleen met verwerkers die ons helpen onze diensten te leveren (hosting, database, e-mailverzending, Google voor de chatassistent en, met je toestemming, Google Analytics), onder een verwerkersovereenkomst, en met instanties als de wet dat eist. Zit een verwerker buiten de Europese Economische Ruimte, dan gelden de waarborgen die de AVG voorschrijft.',
          'De antwoorden van de chatassistent schrijft Gemini van Google, als die dienst beschikbaar is. We sturen Google de berichten van het gesprek en de taal van de pagina, nooit je naam of e-mailadres. Volgens de voorwaarden van Google voor betaald gebruik mag Google ze niet gebruiken om zijn producten te verbeteren. Gebruiken we Gemini niet, dan antwoordt ons eigen systeem met de informatie op deze site.',
        ],
      },
      {
        title: '7. Beveiliging',
        paragraphs: [
          'De website gebruikt een versleutelde verbinding (HTTPS). Alleen een paar medewerkers hebben toegang tot aanvragen, en zij loggen in met tweestapsverificatie.',
        ],
      },
      {
        title: '8. Je rechten',
        paragraphs: [
          `Je hebt het recht je gegevens in te zien, te laten corrigeren of verwijderen, het gebruik te beperken of er bezwaar tegen te maken, ze in een overdraagbare vorm te ontvangen en je toestemming op elk moment in te trekken. Stuur je verzoek naar ${b.email}; we antwoorden binnen een maand. Ben je niet tevreden over hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.`,
        ],
      },
    ],
  },

  'cookie-policy': {
    title: 'Cookiebeleid',
    intro:
      'Deze website gebruikt een paar kleine bestanden en gegevens in de opslag van je browser. Sommige zijn nodig om de site te laten werken; andere gebruiken we alleen als je dat toestaat. Hier staan ze allemaal.',
    sections: [
      {
        title: '1. Noodzakelijk (altijd aan)',
        paragraphs: [
          'Deze gegevens staan in de lokale opslag van je browser, worden met niemand gedeeld en zijn nodig om je keuzes te onthouden:',
        ],
        list: [
          `${storageKeys.consent}: je cookiekeuzes, zodat we je niet bij elk bezoek opnieuw om toestemming vragen.`,
          `${storageKeys.language}: je taal, Nederlands of Engels.`,
          `${storageKeys.theme}: licht, donker of systeemthema.`,
          `${storageKeys.bookingWidget}: of de boekingsknoppen geminimaliseerd zijn.`,
        ],
      },
      {
        title: '2. Analytisch (alleen met je toestemming)',
        paragraphs: [
          `Met je toestemming gebruiken we Google Analytics om te zien hoe bezoekers de site gebruiken, zodat we die kunnen verbeteren. Daarbij worden de cookies ${analyticsCookies.join(', ')} geplaatst: _ga en _ga_* tellen bezoeken gedurende maximaal twee jaar, _gid 24 uur, en _gat beperkt één minuut lang het aantal verzoeken. IP-adressen worden ingekort. Geen van deze cookies wordt geplaatst voordat je toestemming geeft, en ze worden verwijderd als je die intrekt.`,
          `Met dezelfde toestemming legt de site ook anonieme gebruiksgegevens vast in onze eigen database: de pagina, de taal, gebruikte knoppen en formulieren, en laadtijden. Ze zijn niet tot jou te herleiden en er worden geen cookies voor geplaatst. Na ${analyticsRetentionMonths} maanden verwijderen we ze automatisch.`,
        ],
      },
      {
        title: '3. Marketing (alleen met je toestemming)',
        paragraphs: [
          'Met deze categorie beslis je vooraf over cookies om campagnes te meten. Op dit moment plaatsen we er geen. Opslag voor advertenties, het delen van gebruikersgegevens voor advertenties en gepersonaliseerde advertenties staan altijd uit.',
        ],
      },
      {
        title: '4. Je keuze wijzigen',
        paragraphs: [
          'Bij je eerste bezoek kun je met een melding alle cookies accepteren, de niet-noodzakelijke weigeren of per categorie kiezen. Je kunt je toestemming altijd wijzigen of intrekken via de cookie-instellingen op deze website, of door de cookies en opgeslagen gegevens van deze site in je browser te verwijderen; de melding vraagt het dan opnieuw.',
          `Vragen over cookies? Mail naar ${b.email}. In onze privacyverklaring lees je hoe we met persoonsgegevens omgaan.`,
        ],
      },
    ],
  },
};
