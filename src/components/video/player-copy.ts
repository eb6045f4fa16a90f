import type { Language } from '@contract/language.ts';

// The video player's words, wherever it plays: the public media showcase and the back office's
// video screen.

const en = {
  close: 'Close video',
  description: 'Video player',
  loading: 'Loading video…',
  playing: 'Playing',
  paused: 'Paused',
  errorTitle: 'Video Not Available',
  errorText: 'This video is currently being processed or unavailable.',
  errorDetail: 'Could not load video metadata',
  /** Caption track labels, by the captions' language. */
  captionLanguages: { en: 'English', nl: 'Dutch' } satisfies Record<Language, string>,
  noCaptions: 'Captions are not available for this video.',
};

export type PlayerCopy = typeof en;

const nl: PlayerCopy = {
  close: 'Video sluiten',
  description: 'Videospeler',
  loading: 'Video laden…',
  playing: 'Speelt af',
  paused: 'Gepauzeerd',
  errorTitle: 'Video niet beschikbaar',
  errorText: 'Deze video wordt nog verwerkt of is niet beschikbaar.',
  errorDetail: 'Kon de videogegevens niet laden',
  captionLanguages: { en: 'Engels', nl: 'Nederlands' },
  noCaptions: 'Deze video heeft geen ondertiteling.',
};

export const playerCopy: Record<Language, PlayerCopy> = { en, nl };
