// The client success section. Every number comes from business.ts.
import { leadWeeks, statFigure } from '@/lib/format';
import { business } from '@contract/business.ts';

const s = business.stats;
const r = business.rating;

const en = {
  eyebrow: 'Client success',
  title: 'Clients who come back, and bring friends',
  lead: 'Stadiums, companies and first-time jumpers: the numbers behind the applause.',
  // No live figure: the badge states what is true at any moment (see the README's design notes).
  planning: `Planning a jump? Book your date early: a tandem jump is booked ${leadWeeks.en.tandem} weeks ahead.`,
  stats: [
    { value: statFigure(s.clients, 'en'), label: 'happy clients' },
    { value: s.retention, label: 'client retention' },
    { value: s.satisfaction, label: 'satisfaction' },
    { value: s.repeatCustomers, label: 'repeat customers' },
    { value: `${r.value}/${r.best}`, label: `average of ${r.count} reviews` },
    { value: statFigure(s.jumps, 'en'), label: 'jumps made' },
  ],
  ctaTitle: 'Ready to be our next success story?',
  ctaText: `Tell us about your plans. We reply within ${business.replyWithinHours} hours.`,
  ctaButton: 'Contact us',
};

const nl: typeof en = {
  eyebrow: 'Klantverhalen',
  title: 'Klanten die terugkomen en hun vrienden meenemen',
  lead: 'Stadions, bedrijven en beginnende springers: de cijfers achter het applaus.',
  planning: `Plan je een sprong? Leg je datum op tijd vast: een tandemsprong boek je ${leadWeeks.nl.tandem} weken vooruit.`,
  stats: [
    { value: statFigure(s.clients, 'nl'), label: 'tevreden klanten' },
    { value: s.retention, label: 'klantbehoud' },
    { value: s.satisfaction, label: 'tevredenheid' },
    { value: s.repeatCustomers, label: 'terugkerende klanten' },
    {
      value: `${String(r.value).replace('.', ',')}/${r.best}`,
      label: `gemiddelde van ${r.count} beoordelingen`,
    },
    { value: statFigure(s.jumps, 'nl'), label: 'sprongen gemaakt' },
  ],
  ctaTitle: 'Ook iets bijzonders plannen?',
  ctaText: `Vertel ons over je plannen. We antwoorden binnen ${business.replyWithinHours} uur.`,
  ctaButton: 'Neem contact op',
};

export const clientSuccessCopy = { en, nl } as const;
