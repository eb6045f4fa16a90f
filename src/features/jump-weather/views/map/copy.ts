// The map view's words. The outlook labels and compass names are the contract's (words.ts).
import type { Language } from '@contract/language.ts';

const en = {
  title: (time: string) => `Jump outlook at ${time} for every location`,
  intro: 'Choose a place on the map or in the table to see its forecast in the other views.',
  mapTitle: 'Map of the Netherlands with the forecast locations',
  marker: (place: string, outlook: string, wind: string, from: string | null) =>
    `${place}: ${outlook}, wind ${wind}${from ? ` ${from}` : ''}`,
  markerLoading: (place: string) => `${place}: loading the forecast`,
  legendTitle: 'Legend',
  legendArrow: 'The arrow points where the wind blows to',
  legendSpeed: (unit: string) => `The number is the ground wind in ${unit}`,
  legendLoading: 'Forecast still loading',
  tableCaption: (time: string) => `Every location at ${time}`,
  place: 'Location',
  outlook: 'Jumping',
  wind: 'Ground wind',
  gustsValue: (speed: string) => `gusts ${speed}`,
  loading: 'Loading…',
};

export type MapCopy = typeof en;

const nl: MapCopy = {
  title: (time: string) => `Springverwachting om ${time} uur op elke plaats`,
  intro: 'Kies een plaats op de kaart of in de tabel om de verwachting ervan in de andere weergaven te zien.',
  mapTitle: 'Kaart van Nederland met de plaatsen van de verwachting',
  marker: (place: string, outlook: string, wind: string, from: string | null) =>
    `${place}: ${outlook}, wind ${wind}${from ? ` ${from}` : ''}`,
  markerLoading: (place: string) => `${place}: de verwachting wordt geladen`,
  legendTitle: 'Legenda',
  legendArrow: 'De pijl wijst waar de wind naartoe waait',
  legendSpeed: (unit: string) => `Het getal is de wind aan de grond in ${unit}`,
  legendLoading: 'Verwachting wordt nog geladen',
  tableCaption: (time: string) => `Alle plaatsen om ${time} uur`,
  place: 'Plaats',
  outlook: 'Springen',
  wind: 'Wind aan de grond',
  gustsValue: (speed: string) => `windstoten ${speed}`,
  loading: 'Laden…',
};

export const mapCopy: Record<Language, MapCopy> = { en, nl };
