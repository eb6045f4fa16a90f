import type { NumberRange } from '@/lib/format';

// A fact is a short value, not a sentence: a range takes an en dash here ('1–2 weken').
const en = {
  bookAhead: 'Book ahead',
  weeks: (range: NumberRange) => `${range.min}–${range.max} weeks`,
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
};

export type FactsCopy = typeof en;

const nl: FactsCopy = {
  bookAhead: 'Vooruit boeken',
  weeks: (range: NumberRange) => `${range.min}–${range.max} weken`,
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
};

export const factsCopy = { en, nl } as const;
