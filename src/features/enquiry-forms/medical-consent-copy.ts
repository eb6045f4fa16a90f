// The words of the consent box beside the medical field of the tandem form. Medical details are
// health data (AVG/GDPR art. 9): the box asks for explicit consent and says who reads them and when
// they are deleted, as the privacy statement does.
import { RETENTION } from '@contract/retention.ts';

interface ConsentCopy {
  label: string;
  help: string;
}

const { medicalAfterJumpDays: afterJump, medicalWithoutDateDays: withoutDate } = RETENTION;

const en: ConsentCopy = {
  label: 'I explicitly consent to the use of my medical information to prepare a safe jump',
  help: `Needed only if you fill in medical information. Only the staff who sign in with two-factor authentication can read it, and we delete it ${afterJump} days after your jump date (${withoutDate} days after your request if you give no date). You can withdraw your consent at any time.`,
};

const nl: ConsentCopy = {
  label: 'Ik geef uitdrukkelijk toestemming om mijn medische informatie te gebruiken voor een veilige sprong',
  help: `Alleen nodig als je medische informatie invult. Alleen medewerkers die inloggen met tweestapsverificatie kunnen die lezen, en we verwijderen haar ${afterJump} dagen na je springdatum (${withoutDate} dagen na je aanvraag als je geen datum opgeeft). Je kunt je toestemming altijd intrekken.`,
};

export const medicalConsentCopy = { en, nl };
