// The organisations we work with (fictional names). Kept apart from their descriptions so the
// footer's logo row carries only names and logos. Each logo is `logos/<id>.svg`.
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
  /** The partner's site, when they have given us one. */
  url?: string;
}

export const partners: readonly Partner[] = [
  { id: 'fc-veluwe', name: 'FC Veluwe Adelaars' },
  { id: 'sc-rijnmond', name: 'SC Rijnmond Meeuwen' },
  { id: 'radio-zenith', name: 'Radio Zenith FM' },
  { id: 'lage-landen-tv', name: 'Lage Landen Omroep' },
  { id: 'delta-atc', name: 'Delta Air Traffic Services' },
  { id: 'hemelvaart-ballonteam', name: 'Hemelvaart Ballonteam' },
  { id: 'rotorwerk', name: 'Rotorwerk Helikopters' },
  { id: 'luchtsport-oost', name: 'Vereniging Luchtsport Oost' },
  { id: 'tripkompas', name: 'TripKompas' },
  { id: 'canopy-cargo', name: 'Canopy Cargo Logistics' },
  { id: 'freefall-supply', name: 'Freefall Supply Co.' },
];

/** The carousel shows at most this many partners. */
export const CAROUSEL_PARTNERS = 8;
export const PARTNER_AUTOPLAY_MS = 3000;
export const PARTNER_REVEAL_MS = 200;
