// The organisations we work with (fictional names). Kept apart from their descriptions so the
// footer's logo row carries only names and monograms.
export type PartnerId =
  | 'fc-veluwe'
  | 'sc-rijnmond'
  | 'radio-zenith'
  | 'lage-landen-tv'
  | 'delta-atc'
  | 'hemelvaart-ballonteam'
  | 'rotorwerk'
  | 'luchtsport-oost'
  | 'tripkompas'
  | 'canopy-cargo'
  | 'freefall-supply';

export interface Partner {
  id: PartnerId;
  name: string;
  /** Two letters shown in the round logo. */
  monogram: string;
  /** The logo's background, a brand-safe colour with white text on it (AA contrast). */
  colour: string;
  /** The partner's site, when they have given us one. */
  url?: string;
}

export const partners: readonly Partner[] = [
  { id: 'fc-veluwe', name: 'FC Veluwe Adelaars', monogram: 'VA', colour: '#0b1f4d' },
  { id: 'sc-rijnmond', name: 'SC Rijnmond Meeuwen', monogram: 'RM', colour: '#9a3412' },
  { id: 'radio-zenith', name: 'Radio Zenith FM', monogram: 'ZF', colour: '#1836b0' },
  { id: 'lage-landen-tv', name: 'Lage Landen Omroep', monogram: 'LL', colour: '#19318b' },
  { id: 'delta-atc', name: 'Delta Air Traffic Services', monogram: 'DA', colour: '#0f766e' },
  { id: 'hemelvaart-ballonteam', name: 'Hemelvaart Ballonteam', monogram: 'HB', colour: '#c2410c' },
  { id: 'rotorwerk', name: 'Rotorwerk Helikopters', monogram: 'RW', colour: '#334155' },
  { id: 'luchtsport-oost', name: 'Vereniging Luchtsport Oost', monogram: 'LO', colour: '#1d47d9' },
  { id: 'tripkompas', name: 'TripKompas', monogram: 'TK', colour: '#6d28d9' },
  { id: 'canopy-cargo', name: 'Canopy Cargo Logistics', monogram: 'CC', colour: '#15803d' },
  { id: 'freefall-supply', name: 'Freefall Supply Co.', monogram: 'FS', colour: '#be123c' },
];

/** The carousel shows at most this many partners. */
export const CAROUSEL_PARTNERS = 8;
export const PARTNER_AUTOPLAY_MS = 3000;
export const PARTNER_REVEAL_MS = 200;
