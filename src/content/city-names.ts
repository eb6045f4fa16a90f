import type { City } from '@/routing/page-ids';

/** 'den-haag' -> 'Den Haag': every city slug is its name in lower case with hyphens. */
export const cityName = (city: City) =>
  city
    .split('-')
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join(' ');
