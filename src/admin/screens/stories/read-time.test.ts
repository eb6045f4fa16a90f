import { describe, expect, it } from 'vitest';
import { estimateReadTime, wordCount } from './read-time';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('wordCount', () => {
  it('counts what a reader reads, not Markdown syntax or addresses', () => {
    expect(
      wordCount('## A heading\n\n- one **bold** item\n> quoted [link text](https://example.com/a/b)'),
    ).toBe(8);
    expect(wordCount('![a photo](https://example.com/photo.jpg) Two words')).toBe(2);
    expect(wordCount('  \n - * ')).toBe(0);
  });
});

describe('estimateReadTime', () => {
  it('is one minute per 200 words, rounded up', () => {
    expect(estimateReadTime(words(200))).toBe(1);
    expect(estimateReadTime(words(201))).toBe(2);
    expect(estimateReadTime(words(1000))).toBe(5);
  });

  it('takes the longer language and stays between 1 and 120', () => {
    expect(estimateReadTime(words(150), words(650))).toBe(4);
    expect(estimateReadTime('', '')).toBe(1);
    expect(estimateReadTime(words(30_000))).toBe(120);
  });
});
