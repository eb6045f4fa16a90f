// The words of the dashboard's room on the prerendered page: the one part of the dashboard in the
// page's first load, kept apart from the dashboard's words in copy.ts, which load with it.
import type { Language } from '@contract/language.ts';

const en = {
  loading: 'Loading the forecast…',
};

const nl: typeof en = {
  loading: 'Verwachting laden…',
};

export const jumpWeatherSlotCopy: Record<Language, typeof en> = { en, nl };
