import type { Language } from '../language.ts';

// Every message the enquiry and newsletter forms can show, in both languages. The English ones
// marked "spec" are the product specification's exact wording.

export interface EnquiryMessages {
  nameMin: string;
  nameMax: string;
  nameChars: string;
  emailInvalid: string;
  emailMin: string;
  emailMax: string;
  phoneInvalid: string;
  serviceRequired: string;
  serviceInvalid: string;
  messageMin: string;
  messageMax: string;
  messageEmpty: string;
  formTypeInvalid: string;
  dateInvalid: string;
  datePast: string;
  locationMax: string;
  attendeesInvalid: string;
  attendeesMin: string;
  attendeesMax: string;
  budgetInvalid: string;
  weightInvalid: string;
  weightMin: string;
  weightMax: string;
  experienceInvalid: string;
  medicalInfoMax: string;
  /** Medical information was given without the box that consents to its use. */
  medicalConsentRequired: string;
  companyNameMax: string;
  eventTypeInvalid: string;
  specialRequestsMax: string;
  unsupportedCharacters: string;
  securityRejected: string;
  languageInvalid: string;
  pageInvalid: string;
  unknownField: string;
  bodyInvalid: string;
  validationFailed: string;
  submissionFailed: string;
  rateLimited: string;
}

export const messages: Record<Language, EnquiryMessages> = {
  en: {
    nameMin: 'Name must be at least 2 characters', // spec
    nameMax: 'Name must be at most 50 characters', // the spec's "less than 50", which 50 passes
    nameChars: 'Name can only contain letters, spaces, hyphens, apostrophes and dots', // the spec's, naming the whole rule
    emailInvalid: 'Please enter a valid email address', // spec
    emailMin: 'Email must be at least 5 characters', // spec
    emailMax: 'Email must be at most 100 characters', // the spec's "less than 100", which 100 passes
    phoneInvalid: 'Please enter a valid phone number', // spec
    serviceRequired: 'Please select a service', // spec
    serviceInvalid: 'Please select a valid service', // spec
    messageMin: 'Message must be at least 10 characters', // spec
    messageMax: 'Message must be at most 1000 characters', // the spec's "less than 1000", which 1000 passes
    messageEmpty: 'Message cannot be empty', // spec
    formTypeInvalid: 'Please choose one of the forms: contact, demo, tandem or corporate',
    dateInvalid: 'Please enter a valid date',
    datePast: 'The date cannot be in the past',
    locationMax: 'Location must be at most 200 characters',
    attendeesInvalid: 'Please enter a whole number',
    attendeesMin: 'Must have at least 1 participant', // spec (booking schema)
    attendeesMax: 'Maximum 100,000 participants',
    budgetInvalid: 'Please select a valid budget range',
    weightInvalid: 'Please enter your weight in whole kilograms',
    weightMin: 'Minimum weight is 40kg', // spec (booking schema)
    weightMax:
      'Tandem jumps are not possible above 100 kg, for safety reasons (see our terms and conditions)',
    experienceInvalid: 'Please select your experience level',
    medicalInfoMax: 'Medical information must be at most 500 characters',
    medicalConsentRequired:
      'Tick the box to consent to the use of your medical information, or leave that field empty.',
    companyNameMax: 'Company name must be at most 100 characters',
    eventTypeInvalid: 'Please select a valid type',
    specialRequestsMax: 'Special requests must be at most 500 characters',
    unsupportedCharacters: 'Please remove unsupported characters',
    securityRejected: 'Please remove code, markup or extra links from this field',
    languageInvalid: 'Language must be ‘en’ or ‘nl’',
    pageInvalid: 'Page must be a path on this site',
    unknownField: 'The form contains an unknown field',
    bodyInvalid: 'The form could not be read',
    validationFailed: 'Form validation failed. Please check your input.', // spec
    submissionFailed: 'Submission failed. Please try again.', // spec
    rateLimited: 'Rate limit exceeded. Please wait before submitting again.', // spec
  },
  nl: {
    nameMin: 'Vul je naam in (minimaal 2 tekens).',
    nameMax: 'Je naam mag maximaal 50 tekens lang zijn.',
    nameChars: 'Gebruik in je naam alleen letters, spaties, koppeltekens, apostroffen en punten.',
    emailInvalid: 'Vul een geldig e-mailadres in.',
    emailMin: 'Dit e-mailadres is te kort: een e-mailadres heeft minimaal 5 tekens.',
    emailMax: 'Je e-mailadres mag maximaal 100 tekens lang zijn.',
    phoneInvalid: 'Vul een geldig telefoonnummer in.',
    serviceRequired: 'Kies een dienst.',
    serviceInvalid: 'Kies een dienst uit de lijst.',
    messageMin: 'Je bericht is wat kort: schrijf minimaal 10 tekens.',
    messageMax: 'Je bericht mag maximaal 1000 tekens lang zijn.',
    messageEmpty: 'Vul een bericht in.',
    formTypeInvalid: 'Kies een van de formulieren: contact, demo, tandem of zakelijk.',
    dateInvalid: 'Vul een geldige datum in.',
    datePast: 'Kies een datum vanaf vandaag.',
    locationMax: 'De locatie mag maximaal 200 tekens lang zijn.',
    attendeesInvalid: 'Vul een heel getal in.',
    attendeesMin: 'Vul minimaal 1 deelnemer in.',
    attendeesMax: 'Vul maximaal 100.000 deelnemers in.',
    budgetInvalid: 'Kies een budget uit de lijst.',
    weightInvalid: 'Vul je gewicht in hele kilo’s in.',
    weightMin: 'Het minimale gewicht is 40 kg.',
    weightMax: 'Boven 100 kg is een tandemsprong om veiligheidsredenen niet mogelijk (zie onze voorwaarden).',
    experienceInvalid: 'Kies je ervaringsniveau.',
    medicalInfoMax: 'Je medische informatie mag maximaal 500 tekens lang zijn.',
    medicalConsentRequired:
      'Vink het vakje aan als je toestemming geeft voor het gebruik van je medische informatie, of laat dat veld leeg.',
    companyNameMax: 'De bedrijfsnaam mag maximaal 100 tekens lang zijn.',
    eventTypeInvalid: 'Kies een optie uit de lijst.',
    specialRequestsMax: 'Je speciale wensen mogen maximaal 500 tekens lang zijn.',
    unsupportedCharacters:
      'Dit veld bevat tekens die we niet kunnen verwerken. Haal ze weg en probeer het opnieuw.',
    securityRejected: 'Haal code, opmaak en extra links uit dit veld.',
    languageInvalid: 'Taal moet ‘en’ of ‘nl’ zijn.',
    pageInvalid: 'Pagina moet een pad op deze site zijn.',
    unknownField: 'Het formulier bevat een onbekend veld.',
    bodyInvalid: 'Het formulier kon niet worden gelezen.',
    validationFailed: 'Het formulier bevat fouten. Controleer je invoer.',
    submissionFailed: 'Versturen mislukt. Probeer het opnieuw.',
    rateLimited:
      'Je hebt het formulier een paar keer kort na elkaar verstuurd. Wacht even en probeer het dan opnieuw.',
  },
};
