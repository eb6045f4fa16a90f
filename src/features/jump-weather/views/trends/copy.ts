// The trends view's words: chart titles, series and limit names, and the sentences and tables that
// say in text what each chart shows.
import type { Language } from '@contract/language.ts';

const en = {
  title: 'Trends over the forecast days',
  intro:
    'The shaded bands are night. The red dashed lines are the values our outlook checks every hour against.',
  loadingChart: 'Drawing the chart…',
  tableSummary: 'The numbers per day',
  day: 'Day',
  time: 'Time',
  at: (day: string, time: string) => `${day} at ${time}`,
  groundWind: {
    title: 'Ground wind and gusts',
    wind: 'Wind (10 m)',
    gusts: 'Gusts',
    windLimit: (limit: string) => `Wind limit ${limit}`,
    gustLimit: (limit: string) => `Gust limit ${limit}`,
    summary: (peak: string, when: string, gust: string, limit: string, over: number, daylight: number) =>
      `The ground wind is strongest on ${when}, at ${peak}; the strongest gust is ${gust}. ` +
      (over === 0
        ? `It stays under our ${limit} limit in every daylight hour.`
        : `It reaches our ${limit} limit in ${over} of the ${daylight} daylight hours.`),
    columns: ['Strongest wind', 'Strongest gust', 'Daylight hours at or over the limit'],
  },
  windAloft: {
    title: 'Wind aloft',
    low: 'About 1 km (900 hPa)',
    high: 'About 3 km (700 hPa)',
    summary: (low: string, high: string) =>
      `At about 1 km the wind reaches ${low}, at about 3 km ${high}. Wind aloft moves the exit point, not the landing.`,
    columns: ['Strongest at about 1 km', 'Strongest at about 3 km'],
  },
  visibility: {
    title: 'Visibility',
    line: 'Visibility',
    limit: (limit: string) => `Minimum ${limit}`,
    axisCap: (cap: string) => `Drawn up to ${cap}; more is shown as ${cap}.`,
    summary: (lowest: string, when: string, limit: string, under: number) =>
      `Visibility is lowest on ${when}, at ${lowest}. ` +
      (under === 0
        ? `It stays at or above our ${limit} minimum in every daylight hour.`
        : `It is under our ${limit} minimum in ${under} daylight ${under === 1 ? 'hour' : 'hours'}.`),
    columns: ['Lowest visibility', 'Daylight hours under the minimum'],
  },
  cloudBase: {
    title: 'Cloud base and ceiling',
    base: 'Cloud base (estimated)',
    ceiling: 'Ceiling',
    limit: (limit: string) => `Minimum ceiling ${limit}`,
    summary: (lowestBase: string, lowestCeiling: string | null, limit: string, under: number) =>
      `The estimated cloud base goes down to ${lowestBase}. ` +
      (lowestCeiling === null
        ? 'No hour has a closed cloud layer (a ceiling).'
        : `The lowest ceiling is ${lowestCeiling}` +
          (under === 0
            ? `, above our ${limit} minimum.`
            : `; under our ${limit} minimum in ${under} daylight ${under === 1 ? 'hour' : 'hours'}.`)),
    columns: ['Lowest cloud base', 'Lowest ceiling', 'Daylight hours under the minimum ceiling'],
  },
  rain: {
    title: 'Rain chance',
    line: 'Chance of rain',
    limit: (limit: string) => `Showers possible from ${limit}`,
    summary: (peak: string, when: string, rainy: number, total: string) =>
      `The chance of rain is highest on ${when}, at ${peak}. ` +
      (rainy === 0
        ? 'No rain is expected in any daylight hour.'
        : `Rain is expected in ${rainy} daylight ${rainy === 1 ? 'hour' : 'hours'}, ${total} in all.`),
    columns: ['Highest chance', 'Rain in total', 'Daylight hours with rain'],
  },
  noData: 'No data for this chart in this forecast.',
};

export type TrendsCopy = typeof en;

const nl: TrendsCopy = {
  title: 'Verloop over de komende dagen',
  intro:
    'De gearceerde stroken zijn nacht. De rode stippellijnen zijn de waarden waaraan onze verwachting elk uur toetst.',
  loadingChart: 'De grafiek wordt getekend…',
  tableSummary: 'De cijfers per dag',
  day: 'Dag',
  time: 'Tijd',
  at: (day: string, time: string) => `${day} om ${time}`,
  groundWind: {
    title: 'Wind en windstoten aan de grond',
    wind: 'Wind (10 m)',
    gusts: 'Windstoten',
    windLimit: (limit: string) => `Windgrens ${limit}`,
    gustLimit: (limit: string) => `Grens windstoten ${limit}`,
    summary: (peak: string, when: string, gust: string, limit: string, over: number, daylight: number) =>
      `De wind aan de grond is het sterkst op ${when}: ${peak}. De hardste windstoot is ${gust}. ` +
      (over === 0
        ? `In alle uren met daglicht blijft de wind onder onze grens van ${limit}.`
        : `In ${over} van de ${daylight} uren met daglicht haalt de wind onze grens van ${limit}.`),
    columns: ['Sterkste wind', 'Hardste windstoot', 'Uren met daglicht op of boven de grens'],
  },
  windAloft: {
    title: 'Wind op hoogte',
    low: 'Rond 1 km (900 hPa)',
    high: 'Rond 3 km (700 hPa)',
    summary: (low: string, high: string) =>
      `Rond 1 km hoogte waait het tot ${low}, rond 3 km tot ${high}. Wind op hoogte verplaatst het uitspringpunt, niet de landing.`,
    columns: ['Sterkst rond 1 km', 'Sterkst rond 3 km'],
  },
  visibility: {
    title: 'Zicht',
    line: 'Zicht',
    limit: (limit: string) => `Minimaal ${limit}`,
    axisCap: (cap: string) => `Getekend tot ${cap}; meer staat op ${cap}.`,
    summary: (lowest: string, when: string, limit: string, under: number) =>
      `Het zicht is het slechtst op ${when}: ${lowest}. ` +
      (under === 0
        ? `In alle uren met daglicht is het minstens onze ${limit}.`
        : `In ${under} ${under === 1 ? 'uur' : 'uren'} met daglicht is het minder dan onze ${limit}.`),
    columns: ['Slechtste zicht', 'Uren met daglicht onder het minimum'],
  },
  cloudBase: {
    title: 'Wolkenbasis en plafond',
    base: 'Wolkenbasis (geschat)',
    ceiling: 'Plafond',
    limit: (limit: string) => `Minimaal plafond ${limit}`,
    summary: (lowestBase: string, lowestCeiling: string | null, limit: string, under: number) =>
      `De geschatte wolkenbasis zakt tot ${lowestBase}. ` +
      (lowestCeiling === null
        ? 'Er is geen uur met een gesloten wolkenlaag (een plafond).'
        : `Het laagste plafond is ${lowestCeiling}` +
          (under === 0
            ? `, boven ons minimum van ${limit}.`
            : `; in ${under} ${under === 1 ? 'uur' : 'uren'} met daglicht lager dan ons minimum van ${limit}.`)),
    columns: ['Laagste wolkenbasis', 'Laagste plafond', 'Uren met daglicht onder het minimale plafond'],
  },
  rain: {
    title: 'Kans op regen',
    line: 'Kans op regen',
    limit: (limit: string) => `Kans op buien vanaf ${limit}`,
    summary: (peak: string, when: string, rainy: number, total: string) =>
      `De kans op regen is het grootst op ${when}: ${peak}. ` +
      (rainy === 0
        ? 'In geen enkel uur met daglicht wordt regen verwacht.'
        : `In ${rainy} ${rainy === 1 ? 'uur' : 'uren'} met daglicht wordt regen verwacht, in totaal ${total}.`),
    columns: ['Grootste kans', 'Regen in totaal', 'Uren met daglicht met regen'],
  },
  noData: 'Deze verwachting heeft geen gegevens voor deze grafiek.',
};

export const trendsCopy: Record<Language, TrendsCopy> = { en, nl };
