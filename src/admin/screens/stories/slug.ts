// A story's address: made from its English title, in the database's form (lower-case ASCII words
// joined by single hyphens, at most 120 characters).

export const SLUG_MAX = 120;
const SLUG_RULE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const isSlug = (slug: string): boolean => slug.length <= SLUG_MAX && SLUG_RULE.test(slug);

/** Letters that Unicode does not decompose into an ASCII letter and a mark. */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Cuts at the last whole word that fits in `max`. */
function fit(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const wholeWords = slug[max] === '-' || !cut.includes('-') ? cut : cut.slice(0, cut.lastIndexOf('-'));
  return wholeWords.replace(/-+$/, '');
}

/** `"Parachutespringen in Ærø: 's zomers!"` → `"parachutespringen-in-aero-s-zomers"`. */
export function slugify(title: string, max = SLUG_MAX): string {
  const ascii = title
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => SPELLED_OUT[letter])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // "Skydiver's day" reads as one word, not "skydiver-s".
    .replace(/(\w)['’‘`](\w)/g, '$1$2');
  return fit(ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''), max);
}

/** `base`, or `base-2`, `base-3`… : the first that is not `taken`, still within the length limit. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${fit(base, SLUG_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
