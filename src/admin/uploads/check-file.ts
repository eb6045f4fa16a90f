// Checks a chosen file before any byte is sent, by its MIME type and by its extension, because a
// browser leaves the type empty for names it does not know and a renamed file can lie in either.

export interface FileRule {
  /** MIME types the bucket accepts, e.g. `image/jpeg`. */
  types: readonly string[];
  maxBytes: number;
}

export type FileProblem = { code: 'type' | 'size' | 'empty' };

/** The MIME type each extension stands for, for the types the site's buckets accept. */
const typeByExtension: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

/** Null when the file may be uploaded; otherwise what is wrong with it, for the screen to put in words. */
export function checkFile(file: File, rule: FileRule): FileProblem | null {
  if (file.size === 0) return { code: 'empty' };
  const byExtension = typeByExtension[extensionOf(file.name)];
  const declared = file.type.toLowerCase();
  if (!byExtension || !rule.types.includes(byExtension)) return { code: 'type' };
  if (declared !== '' && !rule.types.includes(declared)) return { code: 'type' };
  if (file.size > rule.maxBytes) return { code: 'size' };
  return null;
}
