const en = {
  h1: (city: string) => `Skydiving from ${city}`,
  gettingHere: 'Getting here',
  byCar: (km: number, min: number) => `${km} km · ${min} min`,
  summary: (city: string, dz: string, km: number, min: number) =>
    `${city} to ${dz}: ${km} km, about ${min} minutes by car`,
  byTrain: 'By public transport',
  why: (city: string) => `Why people from ${city} jump with us`,
  tip: 'Local tip',
  faq: (city: string) => `Questions from ${city}`,
  next: 'Plan your jump',
  tandem: 'Tandem jumps',
  corporate: 'Corporate events',
  contact: 'Ask about a date',
};

export type CityPageCopy = typeof en;

const nl: CityPageCopy = {
  h1: (city: string) => `Parachutespringen vanuit ${city}`,
  gettingHere: 'Zo kom je er',
  byCar: (km: number, min: number) => `${km} km · ${min} min`,
  summary: (city: string, dz: string, km: number, min: number) =>
    `Van ${city} naar ${dz}: ${km} km, ongeveer ${min} minuten met de auto`,
  byTrain: 'Met het openbaar vervoer',
  why: (city: string) => `Waarom mensen uit ${city} met ons springen`,
  tip: 'Tip',
  faq: (city: string) => `Vragen uit ${city}`,
  next: 'Plan je sprong',
  tandem: 'Tandemsprongen',
  corporate: 'Bedrijfsevenementen',
  contact: 'Vraag naar een datum',
};

export const cityPageCopy = { en, nl } as const;
