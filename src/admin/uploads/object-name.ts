// Storage object names: plain lower-case ASCII, so a name with spaces, accents or slashes can never
// escape its folder or break a public URL.

const base = (fileName: string): { stem: string; extension: string } => {
  const name = fileName.split(/[\\/]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0
    ? { stem: name.slice(0, dot), extension: name.slice(dot + 1) }
    : { stem: name, extension: '' };
};

const clean = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/[.]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');

/** `"Zomer Sprong (1).JPG"` → `"zomer-sprong-1.jpg"`; keeps the extension, never empty. */
export function safeObjectName(fileName: string): string {
  const { stem, extension } = base(fileName);
  const cleanStem = clean(stem).slice(0, 80) || 'file';
  const cleanExtension = clean(extension).replace(/[^a-z0-9]/g, '');
  return cleanExtension ? `${cleanStem}.${cleanExtension}` : cleanStem;
}

/** The spec's name for a blog image: the upload time, then the file's own (safe) name. */
export const timestampedName = (fileName: string): string => `${Date.now()}-${safeObjectName(fileName)}`;
