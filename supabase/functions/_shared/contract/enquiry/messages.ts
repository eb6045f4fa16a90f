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
    nameMax: 'Name must be less than 50 characters', // spec
    nameChars: 'Name can only contain letters, spaces, hyphens, apostrophes and dots', // the spec's, naming the whole rule
    emailInvalid: 'Please enter a valid email address', // spec
    emailMin: 'Email must be at least 5 characters', // spec
    emailMax: 'Email must be less than 100 characters', // spec
    phoneInvalid: 'Please enter a valid phone number', // spec
    serviceRequired: 'Please select a service', // spec
    serviceInvalid: 'Please select a valid service', // spec
    messageMin: 'Message must be at least 10 characters', // spec
    messageMax: 'Message must be less than 1000 characters', // spec
    messageEmpty: 'Message cannot be empty', // spec
    formTypeInvalid: 'Please choose one of the forms: contact, demo, tandem or corporate',
    dateInvalid: 'Please enter a valid date',
    datePast: 'The date cannot be in the past',
    locationMax: 'Location must be less than 200 characters',
    attendeesInvalid: 'Please enter a whole number',
    attendeesMin: 'Must have at least 1 participant', // spec (booking schema)
    attendeesMax: 'Maximum 100,000 participants',
    budgetInvalid: 'Please select a valid budget range',
    weightInvalid: 'Please enter your weight in whole kilograms',
    weightMin: 'Minimum weight is 40kg', // spec (booking schema)
    weightMax:
      'Tandem jumps are not possible above 100 kg, for safety reasons (see our terms and conditions)',
    experienceInvalid: 'Please select your experience level',
    medicalInfoMax: 'Medical information must be less than 500 characters',
    companyNameMax: 'Company name must be less than 100 characters',
    eventTypeInvalid: 'Please select a valid type',
    specialRequestsMax: 'Special requests must be less than 500 characters',
    unsupportedCharacters: 'Please remove unsupported characters',
    securityRejected: 'Please remove code, markup or extra links from this field',
    languageInvalid: 'Language must be en or nl',
    pageInvalid: 'Page must be a path on this site',
    unknownField: 'The form contains an unknown field',
    bodyInvalid: 'The form could not be read',
    validationFailed: 'Form validation failed. Please check your input.', // spec
    submissionFailed: 'Submission failed. Please try again.', // spec
    rateLimited: 'Rate limit exceeded. Please wait before submitting again.', // spec
  },
  nl: {
    nameMin: 'Naam moet minstens 2 tekens lang zijn',
    nameMax: 'Naam moet korter zijn dan 50 tekens',
    nameChars: 'Je naam mag alleen letters, spaties, koppeltekens, apostroffen en punten bevatten',
    emailInvalid: 'Vul een geldig e-mailadres in',
    emailMin: 'E-mailadres moet minstens 5 tekens lang zijn',
    emailMax: 'E-mailadres moet korter zijn dan 100 tekens',
    phoneInvalid: 'Vul een geldig telefoonnummer in',
    serviceRequired: 'Kies een dienst',
    serviceInvalid: 'Kies een geldige dienst',
    messageMin: 'Bericht moet minstens 10 tekens lang zijn',
    messageMax: 'Bericht moet korter zijn dan 1000 tekens',
    messageEmpty: 'Bericht mag niet leeg zijn',
    formTypeInvalid: 'Kies een van de formulieren: contact, demo, tandem of zakelijk',
    dateInvalid: 'Vul een geldige datum in',
    datePast: 'De datum mag niet in het verleden liggen',
    locationMax: 'Locatie moet korter zijn dan 200 tekens',
    attendeesInvalid: 'Vul een heel getal in',
    attendeesMin: 'Er moet minstens 1 deelnemer zijn',
    attendeesMax: 'Maximaal 100.000 deelnemers',
    budgetInvalid: 'Kies een geldig budget',
    weightInvalid: 'Vul je gewicht in hele kilo’s in',
    weightMin: 'Het minimale gewicht is 40 kg',
    weightMax: 'Boven 100 kg is een tandemsprong om veiligheidsredenen niet mogelijk (zie onze voorwaarden)',
    experienceInvalid: 'Kies je ervaringsniveau',
    medicalInfoMax: 'Medische informatie moet korter zijn dan 500 tekens',
    companyNameMax: 'Bedrijfsnaam moet korter zijn dan 100 tekens',
    eventTypeInvalid: 'Kies een geldig type',
    specialRequestsMax: 'Speciale wensen moeten korter zijn dan 500 tekens',
    unsupportedCharacters: 'Verwijder de niet-ondersteunde tekens',
    securityRejected: 'Verwijder code, opmaak of extra links uit dit veld',
    languageInvalid: 'Taal moet en of nl zijn',
    pageInvalid: 'Pagina moet een pad op deze site zijn',
    unknownField: 'Het formulier bevat een onbekend veld',
    bodyInvalid: 'Het formulier kon niet worden gelezen',
    validationFailed: 'Het formulier bevat fouten. Controleer je invoer.',
    submissionFailed: 'Versturen mislukt. Probeer het opnieuw.',
    rateLimited: 'Te veel verzoeken. Wacht even voordat je opnieuw verstuurt.',
  },
};
