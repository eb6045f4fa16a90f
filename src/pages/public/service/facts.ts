// The short facts strip of a service page: lead time, duration, season and limits, by service,
// all read from business.ts.
import type { Lang } from '../../../app/routes';
import { business } from '../../../content/business';
import type { ContactService } from '../../../content/services';

export interface Fact {
  label: string;
  value: string;
}

const lim = business.limits;
const lead = business.leadTimes;
const dur = business.durations;

const monthName = (month: number, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );

const copy = {
  en: {
    bookAhead: 'Book ahead',
    weeks: (range: string) => `${range} weeks`,
    minimumAge: 'Minimum age',
    years: (n: number) => `${n} years`,
    maxWeight: 'Maximum weight',
    duration: 'Duration',
    minutes: (n: number) => `About ${n} minutes`,
    hours: (n: number) => `About ${n} hours`,
    season: 'Season',
    months: (from: string, to: string) => `${from} to ${to}`,
    shows: 'Shows performed',
    countries: 'Countries',
    delivery: 'Delivery',
    within: (n: number) => `Within ${n} hours`,
    reply: 'Reply',
    clients: 'Clients',
  },
  nl: {
    bookAhead: 'Vooruit boeken',
    weeks: (range: string) => `${range} weken`,
    minimumAge: 'Minimumleeftijd',
    years: (n: number) => `${n} jaar`,
    maxWeight: 'Maximaal gewicht',
    duration: 'Duur',
    minutes: (n: number) => `Ongeveer ${n} minuten`,
    hours: (n: number) => `Ongeveer ${n} uur`,
    season: 'Seizoen',
    months: (from: string, to: string) => `${from} tot en met ${to}`,
    shows: 'Gegeven shows',
    countries: 'Landen',
    delivery: 'Oplevering',
    within: (n: number) => `Binnen ${n} uur`,
    reply: 'Reactie',
    clients: 'Klanten',
  },
};

export function serviceFacts(service: ContactService, lang: Lang): Fact[] {
  const t = copy[lang];
  const nlNum = (value: string) => (lang === 'nl' ? value.replace(/,/g, '.') : value);
  switch (service) {
    case 'tandem-jump':
      return [
        { label: t.bookAhead, value: t.weeks(lead.tandem) },
        { label: t.minimumAge, value: t.years(lim.minimumAge) },
        { label: t.maxWeight, value: `${lim.tandemMaxWeightKg} kg` },
      ];
    case 'helicopter-jump':
      return [
        { label: t.bookAhead, value: t.weeks(lead.helicopterOrBalloon) },
        { label: t.duration, value: t.minutes(dur.helicopterMinutes) },
        { label: t.minimumAge, value: t.years(lim.minimumAge) },
      ];
    case 'balloon-jump':
      return [
        { label: t.bookAhead, value: t.weeks(lead.helicopterOrBalloon) },
        { label: t.duration, value: t.hours(dur.balloonHours) },
        {
          label: t.season,
          value: t.months(
            monthName(business.balloonSeason.from, lang),
            monthName(business.balloonSeason.to, lang),
          ),
        },
      ];
    case 'demo-event':
      return [
        { label: t.bookAhead, value: t.weeks(lead.demonstrationsAndMedia) },
        { label: t.shows, value: business.stats.shows },
        { label: t.countries, value: business.stats.countries },
      ];
    case 'media-production':
      return [
        { label: t.bookAhead, value: t.weeks(lead.demonstrationsAndMedia) },
        { label: t.delivery, value: t.within(dur.mediaDeliveryHours) },
        { label: t.shows, value: business.stats.shows },
      ];
    case 'rigging-service':
    case 'other':
      return [
        { label: t.bookAhead, value: t.weeks(lead.demonstrationsAndMedia) },
        { label: t.reply, value: t.within(business.replyWithinHours) },
        { label: t.clients, value: nlNum(business.stats.clients) },
      ];
  }
}
