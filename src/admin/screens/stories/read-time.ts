// How long a story takes to read, from its Markdown body, at an adult's silent reading pace.

export const WORDS_PER_MINUTE = 200;
export const READ_TIME_MIN = 1;
export const READ_TIME_MAX = 120;

/** The words a reader sees: link and image addresses, markers and emphasis characters do not count. */
export function wordCount(markdown: string): number {
  const text = markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^ {0,3}(#{1,6}|>|[-*+]|\d+[.)])[ \t]+/gm, '')
    .replace(/[*_`#>]/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes for the longer of the bodies (a reader reads one language), from 1 to 120. */
export function estimateReadTime(...bodies: readonly string[]): number {
  const words = Math.max(0, ...bodies.map(wordCount));
  return Math.min(READ_TIME_MAX, Math.max(READ_TIME_MIN, Math.ceil(words / WORDS_PER_MINUTE)));
}
