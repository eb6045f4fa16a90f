import { describe, expect, it } from 'vitest';
import { ImageDecodeError } from '@/admin/uploads/resize-image';
import { UploadError } from '@/admin/uploads/upload-object';
import { serviceContent } from '@/content/services';
import { mediaCopy } from './copy';
import { mergeExpedition } from './expedition-data';
import { checkPhotoForm, failureMessage } from './photo-form';
import { variantPath } from './photo-storage';
import { serviceHeroIcons } from './place-previews';

const en = mediaCopy.en;
const nl = mediaCopy.nl;
const photo = (name = 'jump.jpg', type = 'image/jpeg', size = 1000) =>
  new File([new Uint8Array(size)], name, { type });

describe('checkPhotoForm', () => {
  it('asks for a photo and both descriptions, in the admin’s language', () => {
    expect(checkPhotoForm(nl, { file: null, alt_en: ' ', alt_nl: '' }, true)).toEqual({
      file: 'Kies een foto om te uploaden.',
      alt_en: 'Beschrijf de foto in het Engels.',
      alt_nl: 'Beschrijf de foto in het Nederlands.',
    });
  });

  it('lets a replacement keep the current photo', () => {
    expect(checkPhotoForm(en, { file: null, alt_en: 'Canopy', alt_nl: 'Scherm' }, false)).toEqual({});
  });

  it('refuses SVG, HTML, oversized and empty files at the file field', () => {
    const alt = { alt_en: 'Canopy', alt_nl: 'Scherm' };
    expect(checkPhotoForm(en, { file: photo('logo.svg', 'image/svg+xml'), ...alt }, true).file).toMatch(
      /not a JPEG, PNG, WebP or AVIF/,
    );
    expect(checkPhotoForm(en, { file: photo('page.html', 'text/html'), ...alt }, true).file).toMatch(
      /SVG and HTML/,
    );
    expect(
      checkPhotoForm(en, { file: photo('big.jpg', 'image/jpeg', 31 * 1024 * 1024), ...alt }, true).file,
    ).toBe('This photo is larger than 30 MB. Choose a smaller photo.');
    expect(checkPhotoForm(en, { file: photo('none.jpg', 'image/jpeg', 0), ...alt }, true).file).toBe(
      'This file is empty. Choose another photo.',
    );
  });

  it('counts characters as the database does and stops at 200', () => {
    const values = { file: photo(), alt_en: '🪂'.repeat(200), alt_nl: 'x'.repeat(201) };
    expect(checkPhotoForm(en, values, true)).toEqual({
      alt_nl: 'Keep the Dutch description to 200 characters.',
    });
  });
});

describe('failureMessage', () => {
  it('says what to do for each kind of failure', () => {
    expect(failureMessage(en, new ImageDecodeError())).toEqual({
      field: 'file',
      message: en.file.unreadable,
    });
    expect(failureMessage(en, new UploadError('Not signed in', 401)).message).toBe(en.errors.session);
    expect(failureMessage(en, new UploadError('Connection lost', 0)).message).toBe(en.errors.network);
    expect(failureMessage(en, new UploadError('mime type not supported', 415))).toEqual({
      field: 'file',
      message: en.errors.refused,
    });
    expect(failureMessage(en, { code: 'PGRST303', message: 'JWT expired' }).message).toBe(en.errors.session);
    expect(failureMessage(en, new Error('fetch failed')).message).toBe(en.errors.save);
  });
});

describe('variantPath', () => {
  it('names a copy by time, safe name, width and type inside its folder', () => {
    expect(variantPath('home.hero.1', 1764000000000, 'Zomer Sprong (1).JPG', 768, 'image/avif')).toBe(
      'home.hero.1/1764000000000-zomer-sprong-1-768.avif',
    );
  });
});

describe('mergeExpedition', () => {
  const row = (name: string, widths: number[] = []) => ({
    id: name,
    object_name: `greenland-expedition/${name}-1280.webp`,
    alt_en: name,
    alt_nl: name,
    width: 1280,
    height: 960,
    variants: widths.map((width) => ({
      width,
      type: 'image/webp' as const,
      path: `greenland-expedition/${name}-${width}.webp`,
    })),
  });

  it('lists the ordered photos first, skips rows whose file is gone, then older files by name', () => {
    const files = [
      'greenland-expedition/a-old.jpg',
      'greenland-expedition/b-640.webp',
      'greenland-expedition/b-1280.webp',
      'greenland-expedition/c-640.webp',
      'greenland-expedition/c-1280.webp',
    ];
    const items = mergeExpedition([row('c', [640, 1280]), row('gone'), row('b', [640, 1280])], files);
    expect(items.map((item) => [item.objectName, item.id])).toEqual([
      ['greenland-expedition/c-1280.webp', 'c'],
      ['greenland-expedition/b-1280.webp', 'b'],
      ['greenland-expedition/a-old.jpg', null],
    ]);
    expect(items[0]?.thumbnail).toMatch(/c-640\.webp$/);
  });
});

describe('serviceHeroIcons', () => {
  it('shows each service page’s own illustration', () => {
    for (const [id, icon] of Object.entries(serviceHeroIcons)) {
      expect([id, icon]).toEqual([id, serviceContent[id as keyof typeof serviceContent].icon]);
    }
  });
});
