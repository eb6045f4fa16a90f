import { describe, expect, it } from 'vitest';
import { normalize, prepare, queryWords, search, snippetOf, type SearchDocument } from './search';

const doc = (path: string, title: string, headings = '', body = '', description = ''): SearchDocument => ({
  path,
  title,
  description,
  headings,
  body,
});

const index = prepare([
  doc('/body', 'Corporate events', 'Team days', 'Add a balloon jump to your team day.'),
  doc('/title', 'Hot air balloon jumps', 'Season', 'Step out of a basket at altitude.'),
  doc('/heading', 'Exclusive jumps', 'Balloon and helicopter', 'Rare exits for special days.'),
  doc('/dutch', 'Één tandemsprong boven de Veluwe', '', 'Een sprong die je niet vergeet.'),
]);

const paths = (query: string) => search(index, query).map((result) => result.document.path);

describe('normalize and queryWords', () => {
  it('drops case and diacritics', () => {
    expect(normalize('Één Café')).toBe('een cafe');
  });

  it('splits a query into distinct words', () => {
    expect(queryWords('  Balloon, BALLOON jump! ')).toEqual(['balloon', 'jump']);
  });
});

describe('search', () => {
  it('ranks a title match above a heading match above a body match', () => {
    expect(paths('balloon')).toEqual(['/title', '/heading', '/body']);
  });

  it('requires every word to match', () => {
    expect(paths('balloon team')).toEqual(['/body']);
    expect(paths('balloon submarine')).toEqual([]);
  });

  it('ignores case and diacritics on both sides', () => {
    expect(paths('EEN tandemsprong')).toEqual(['/dutch']);
    expect(paths('één')).toEqual(['/dutch']);
  });

  it('matches inside words, so a stem finds its inflections', () => {
    expect(paths('tandemspr')).toEqual(['/dutch']);
  });

  it('finds nothing for an empty query', () => {
    expect(search(index, '  ')).toEqual([]);
  });
});

describe('snippetOf', () => {
  it('marks every match, accents kept as written', () => {
    const parts = snippetOf('Een café in Apeldoorn, een Café op Teuge.', ['cafe']);
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['café', 'Café']);
    expect(parts.map((part) => part.text).join('')).toBe('Een café in Apeldoorn, een Café op Teuge.');
  });

  it('cuts long text around the first match', () => {
    const text = `${'word '.repeat(60)}balloon ${'more '.repeat(60)}`.trim();
    const parts = snippetOf(text, ['balloon']);
    expect(parts[0].text).toBe('… ');
    expect(parts.at(-1)?.text).toBe(' …');
    expect(parts.some((part) => part.match && part.text === 'balloon')).toBe(true);
  });
});
