// Resizes a photo in the browser to the widths the site serves, so a 12 MB phone photo never reaches a
// visitor: WebP always, AVIF too when this browser can really encode it (Chrome can; Safari and
// Firefox hand back a PNG when asked for AVIF, which is then left out).

export type VariantType = 'image/webp' | 'image/avif';

export interface ImageVariant {
  width: number;
  height: number;
  type: VariantType;
  blob: Blob;
}

export interface ResizedImage {
  /** The decoded photo's size, upright. */
  width: number;
  height: number;
  /** Narrowest first, WebP before AVIF at each width. */
  variants: ImageVariant[];
}

export interface ResizeOptions {
  avif?: boolean;
  /** 0 to 1; 0.82 keeps photos clean at a fraction of the JPEG size. */
  quality?: number;
}

/**
 * The sizes to produce: each wanted width at most the photo's own (never upscaled), each once,
 * narrowest first, heights in proportion.
 */
export function variantSizes(
  natural: { width: number; height: number },
  widths: readonly number[],
): { width: number; height: number }[] {
  const clamped = new Set(
    widths.filter((width) => width > 0).map((width) => Math.min(Math.round(width), natural.width)),
  );
  return [...clamped]
    .sort((a, b) => a - b)
    .map((width) => ({ width, height: Math.max(1, Math.round((natural.height * width) / natural.width)) }));
}

const toBlob = (canvas: HTMLCanvasElement, type: VariantType, quality: number): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, type, quality));

let avifSupport: Promise<boolean> | undefined;

/** Whether `toBlob` really encodes AVIF here, asked once with a one-pixel canvas. */
export function canEncodeAvif(): Promise<boolean> {
  avifSupport ??= (async () => {
    const probe = document.createElement('canvas');
    probe.width = 1;
    probe.height = 1;
    const blob = await toBlob(probe, 'image/avif', 0.5);
    return blob?.type === 'image/avif';
  })();
  return avifSupport;
}

/** The error when the file is not an image this browser can decode. */
export class ImageDecodeError extends Error {
  constructor() {
    super('The file could not be read as an image.');
    this.name = 'ImageDecodeError';
  }
}

export async function resizeImage(
  file: File,
  widths: readonly number[],
  opts: ResizeOptions = {},
): Promise<ResizedImage> {
  const quality = opts.quality ?? 0.82;
  let bitmap: ImageBitmap;
  try {
    // A phone stores a portrait photo sideways with an EXIF turn; decode it upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ImageDecodeError();
  }
  try {
    const natural = { width: bitmap.width, height: bitmap.height };
    const avif = opts.avif === true && (await canEncodeAvif());
    const variants: ImageVariant[] = [];
    for (const size of variantSizes(natural, widths)) {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) throw new ImageDecodeError();
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      const types: VariantType[] = avif ? ['image/webp', 'image/avif'] : ['image/webp'];
      for (const type of types) {
        const blob = await toBlob(canvas, type, quality);
        // A browser that cannot encode the type returns a PNG instead: never store that under a WebP/AVIF name.
        if (blob && blob.type === type) variants.push({ ...size, type, blob });
      }
      canvas.width = 0;
      canvas.height = 0;
    }
    if (variants.length === 0) throw new ImageDecodeError();
    return { ...natural, variants };
  } finally {
    bitmap.close();
  }
}
