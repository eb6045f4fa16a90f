// The short facts strip of a service page: lead time, duration, season and limits, by service,
// all read from business.ts.
import { uiCopy } from '@/content/ui';
import { statFigure } from '@/lib/format';
import { business } from '@contract/business.ts';
import type { Service } from '@contract/enquiry/options.ts';
import type { Language } from '@contract/language.ts';
import { factsCopy } from './facts-copy';

export interface Fact {
  label: string;
  value: string;
}

const lim = business.limits;
const lead = business.leadTimes;
const dur = business.durations;

const monthName = (month: number, lang: Language) =>
  new Intl.DateTimeFormat(uiCopy[lang].locale, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );

export function serviceFacts(service: Service, lang: Language): Fact[] {
  const t = factsCopy[lang];
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
        { label: t.shows, value: statFigure(business.stats.shows, lang) },
        { label: t.countries, value: String(business.stats.countries) },
      ];
    case 'media-production':
      return [
        { label: t.bookAhead, value: t.weeks(lead.demonstrationsAndMedia) },
        { label: t.delivery, value: t.within(dur.mediaDeliveryHours) },
        { label: t.shows, value: statFigure(business.stats.shows, lang) },
      ];
    case 'rigging-service':
    case 'other':
      return [
        { label: t.bookAhead, value: t.weeks(lead.demonstrationsAndMedia) },
        { label: t.reply, value: t.within(business.replyWithinHours) },
        { label: t.clients, value: statFigure(business.stats.clients, lang) },
      ];
  }
}
