// Every business fact the site states lives here, once. The spec's inconsistent claims are
// settled in this file (40+ years, 900+ shows, one rating record, weekday hours) and every page,
// JSON-LD block, e-mail and the terms read them from here. Counts and ranges are numbers: each
// language phrases them (a stat tile "900+", a sentence "ruim 900 shows" or "more than 900 shows";
// see business-wording.ts).

export const business = {
  name: 'Skydive Events Holland',
  legalName: 'Skydive Events Holland B.V.',
  founder: 'Henk Vermeulen',
  foundingYear: 1980,
  employees: { min: 5, max: 10 },
  siteUrl: 'https://skydiveevents.nl',
  primaryHost: 'skydiveevents.nl',
  /** Hosts that redirect to the primary host, keeping the path. */
  alternateHosts: [
    'skydiveevents.com',
    'www.skydiveevents.com',
    'skydive-events.nl',
    'parachutedemo.nl',
    'skydiveevents.eu',
  ],
  // Non-breaking spaces keep the number on one line.
  phone: { display: '+31\u00a06\u00a01234\u00a05678', e164: '+31612345678' },
  email: 'info@skydiveevents.nl',
  address: {
    street: 'Laan van Westenenk 501',
    postalCode: '7334 DT',
    locality: 'Apeldoorn',
    region: 'Gelderland',
    country: 'NL',
    latitude: 52.1955,
    longitude: 5.9446,
  },
  /** The drop zone where tandem jumps take off (Teuge, next to Apeldoorn). */
  dropZone: { name: 'Teuge airfield', latitude: 52.2447, longitude: 6.0467 },
  chamberOfCommerce: '08123456',
  vatNumber: 'NL001234567B01',
  bankAccount: 'NL91 ABNA 0417 1643 00',
  hours: { days: 'Mo-Fr', opens: '09:00', closes: '18:00', timezone: 'CET' },
  replyWithinHours: 24,
  priceRange: 'On request',
  paymentAccepted: ['Cash', 'Credit Card', 'Bank Transfer'],
  currency: 'EUR',
  servedCountries: ['Netherlands', 'Belgium', 'Germany', 'France', 'United Kingdom'],
  social: {
    instagram: 'https://www.instagram.com/skydiveeventsholland',
    linkedin: 'https://www.linkedin.com/company/skydive-events-holland',
  },
  rating: { value: 4.9, best: 5, count: 150 },
  /** Counts are lower bounds ("at least"), except countries, which is exact. */
  stats: {
    yearsExperience: 40,
    jumps: 20000,
    shows: 900,
    countries: 48,
    repacks: 1700,
    clients: 12500,
    retention: '92%',
    satisfaction: '98%',
    repeatCustomers: '67%',
    safetyRecord: '100%',
  },
  badges: ['FAA Certified', 'KNVvL Licensed', 'Insured', '5-Star Rated'],
  limits: {
    tandemMaxWeightKg: 100,
    tandemTypicalWeightKg: { min: 40, max: 95 },
    minimumAge: 16,
    forceMajeureMakeUpMonths: 12,
    /** Complaints: preferably within this many days, and at the latest within complaintLatestMonths of discovering the problem. */
    complaintWithinDays: 7,
    complaintLatestMonths: 2,
    complaintHandledWithinDays: 14,
    retentionYears: 7,
    court: 'Zutphen',
  },
  /** How many weeks ahead to book. */
  leadTimes: {
    tandem: { min: 1, max: 2 },
    helicopterOrBalloon: { min: 3, max: 4 },
    demonstrationsAndMedia: { min: 6, max: 8 },
  },
  durations: { balloonHours: 2, helicopterMinutes: 45, mediaDeliveryHours: 48 },
  balloonSeason: { from: 4, to: 10 },
  /**
   * The weather a jump needs (spec section 5: the first two numbers and no rain), and the margins
   * the weather page's outlook adds. An hour within a margin of a limit is "marginal": wind rises
   * and cloud lowers within the hour a tandem takes from briefing to landing.
   */
  jumpWeather: {
    minVisibilityKm: 3,
    maxWindMs: 7,
    /** Ground wind from 5.5 m/s is near the limit: afternoon wind usually picks up by 1 to 2 m/s. */
    windMarginMs: 1.5,
    /** Gusts of 10 m/s (about 20 knots) at the ground: too rough for a tandem landing. */
    maxGustMs: 10,
    /** Gusts from 8 m/s are near that limit. */
    gustMarginMs: 2,
    /** Gusts 5 m/s (about 10 knots) above the mean wind make the landing area bumpy. */
    maxGustSpreadMs: 5,
    /** Visibility under 5 km is near the limit: haze and showers bring it down quickly. */
    visibilityMarginKm: 2,
    /** A tandem opens its canopy at 1500 m and never falls through cloud: a lower ceiling means no jump. */
    minCloudBaseM: 1500,
    /** Under a 2500 m ceiling the exit is lower than usual and the freefall short. */
    comfortableCloudBaseM: 2500,
    /** A rain chance from 30% is worth a mention: showers pop up within the hour. */
    rainChanceMarginPct: 30,
    /** A jump day needs this many likely daylight hours in a row for the loads to go up. */
    dayWindowHours: 3,
  },
} as const;

export type ClaimStatus = 'confirmed' | 'to-be-confirmed';

/**
 * The claims above (the founding, certifications, the rating and every figure), each 'confirmed'
 * once the company has confirmed it with its source, else 'to-be-confirmed'. Structured data
 * states only confirmed ones: search engines show it as fact. A new badge or figure needs its
 * status here, or the types fail.
 */
export const claimStatus = {
  foundingYear: 'to-be-confirmed',
  founder: 'to-be-confirmed',
  rating: 'to-be-confirmed',
  badges: {
    'FAA Certified': 'to-be-confirmed',
    'KNVvL Licensed': 'to-be-confirmed',
    Insured: 'to-be-confirmed',
    '5-Star Rated': 'to-be-confirmed',
  },
  stats: {
    yearsExperience: 'to-be-confirmed',
    jumps: 'to-be-confirmed',
    shows: 'to-be-confirmed',
    countries: 'to-be-confirmed',
    repacks: 'to-be-confirmed',
    clients: 'to-be-confirmed',
    retention: 'to-be-confirmed',
    satisfaction: 'to-be-confirmed',
    repeatCustomers: 'to-be-confirmed',
    safetyRecord: 'to-be-confirmed',
  },
} as const satisfies {
  foundingYear: ClaimStatus;
  founder: ClaimStatus;
  rating: ClaimStatus;
  badges: Record<(typeof business.badges)[number], ClaimStatus>;
  stats: Record<keyof typeof business.stats, ClaimStatus>;
};

export const isConfirmed = (status: ClaimStatus): boolean => status === 'confirmed';

export const whatsappUrl = `https://wa.me/${business.phone.e164.replace('+', '')}`;
export const telUrl = `tel:${business.phone.e164}`;
export const mailtoUrl = `mailto:${business.email}`;
/** The drop zone as the copy names it: 'Teuge airfield' -> 'Teuge'. */
export const dropZonePlace = business.dropZone.name.split(' ')[0];
export const yearsActive = (now = new Date()) => now.getFullYear() - business.foundingYear;
