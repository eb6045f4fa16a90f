import { describe, expect, it } from 'vitest';
import type { ShowcaseVideoRow } from '@/components/video/showcase-cards';
import { checkAssignment, initialAssignment, type AssignmentValues } from './assignment';
import { videosCopy } from './copy';

const values = (fields: Partial<AssignmentValues> = {}): AssignmentValues => ({
  card_key: 'tandem',
  title_en: 'Tandem over the dunes',
  title_nl: 'Tandem boven de duinen',
  duration_en: '0:12',
  duration_nl: '0:12',
  ...fields,
});

const row = (card_key: string, object_name: string): ShowcaseVideoRow => ({
  card_key,
  object_name,
  title_en: `${card_key} en`,
  title_nl: `${card_key} nl`,
  duration_en: '1:00',
  duration_nl: '1:00',
});

describe('checkAssignment', () => {
  it('gives the row to save, trimmed, for the video', () => {
    expect(checkAssignment(videosCopy.en.assign, values({ title_en: '  Tandem  ' }), '1-a.webm')).toEqual({
      row: { ...values({ title_en: 'Tandem' }), object_name: '1-a.webm' },
    });
  });

  it.each([
    {
      lang: 'en',
      errors: {
        title_en: 'Enter a title in English.',
        title_nl: 'Keep the title in Dutch to at most 80 characters.',
        duration_en: 'Enter the duration as minutes and seconds, for example 3:45.',
        duration_nl: 'Enter the duration as minutes and seconds, for example 3:45.',
        card_key: 'Choose the card this video plays on.',
      },
    },
    {
      lang: 'nl',
      errors: {
        title_en: 'Vul een titel in het Engels in.',
        title_nl: 'Je titel in het Nederlands mag maximaal 80 tekens hebben.',
        duration_en: 'Vul de duur in als minuten en seconden, bijvoorbeeld 3:45.',
        duration_nl: 'Vul de duur in als minuten en seconden, bijvoorbeeld 3:45.',
        card_key: 'Kies de kaart waarop deze video speelt.',
      },
    },
  ] as const)('says at each field what to fix, in the admin’s language ($lang)', ({ lang, errors }) => {
    const checked = checkAssignment(
      videosCopy[lang].assign,
      values({
        card_key: 'hero',
        title_en: '   ',
        title_nl: 'é'.repeat(81),
        duration_en: '3 min',
        duration_nl: '3:60',
      }),
      '1-a.webm',
    );
    expect(checked).toEqual({ errors });
  });

  it('counts characters as the database does, so 80 accented or emoji characters fit', () => {
    expect(
      'row' in checkAssignment(videosCopy.en.assign, values({ title_nl: '🪂'.repeat(80) }), 'a.mp4'),
    ).toBe(true);
  });
});

describe('initialAssignment', () => {
  it('starts a video already on a card with that card and its words', () => {
    const rows = [row('stadium', 'other.mp4'), row('balloon', 'this.mp4')];
    expect(initialAssignment('this.mp4', rows, 12)).toEqual({
      card_key: 'balloon',
      title_en: 'balloon en',
      title_nl: 'balloon nl',
      duration_en: '1:00',
      duration_nl: '1:00',
    });
  });

  it('starts a new video on the first free card with its measured duration', () => {
    expect(initialAssignment('new.mp4', [row('stadium', 'other.mp4')], 225)).toEqual({
      card_key: 'tandem',
      title_en: '',
      title_nl: '',
      duration_en: '3:45',
      duration_nl: '3:45',
    });
    expect(initialAssignment('new.mp4', [], null)).toMatchObject({ card_key: 'stadium', duration_en: '' });
  });
});
