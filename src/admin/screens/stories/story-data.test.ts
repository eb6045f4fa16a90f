import { describe, expect, it } from 'vitest';
import { coverObjects } from './cover-upload';
import { copyTitle, saveProblem } from './story-data';

describe('saving', () => {
  it('tells a taken slug and an ended session from other failures', () => {
    expect(saveProblem({ code: '23505', message: 'duplicate key value violates unique constraint' })).toBe(
      'slug',
    );
    expect(saveProblem({ code: '42501', message: 'new row violates row-level security policy' })).toBe(
      'session',
    );
    expect(saveProblem({ code: 'PGRST303', message: 'JWT expired' })).toBe('session');
    expect(saveProblem(new TypeError('Failed to fetch'))).toBe('other');
  });

  it('marks a duplicate’s title as a copy within the length limit', () => {
    expect(copyTitle('Jump', '(copy)')).toBe('Jump (copy)');
    const long = copyTitle('x'.repeat(200), '(kopie)');
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith(' (kopie)')).toBe(true);
  });
});

describe('cover objects', () => {
  const variant = (width: number, type = 'image/webp') => ({
    width,
    type,
    blob: new Blob(['x'.repeat(width)]),
  });

  it('stores the original under the spec’s name and each WebP width beside it, the widest as the cover', () => {
    const file = new File(['jpeg'], 'Zomer Sprong.JPG', { type: 'image/jpeg' });
    const { objects, widest } = coverObjects(
      file,
      [variant(480), variant(480, 'image/avif'), variant(960), variant(1600)],
      '1764151200000-zomer-sprong.jpg',
    );
    expect(objects.map((object) => [object.path, object.contentType])).toEqual([
      ['1764151200000-zomer-sprong.jpg', 'image/jpeg'],
      ['1764151200000-zomer-sprong-480.webp', 'image/webp'],
      ['1764151200000-zomer-sprong-960.webp', 'image/webp'],
      ['1764151200000-zomer-sprong-1600.webp', 'image/webp'],
    ]);
    expect(widest).toBe('1764151200000-zomer-sprong-1600.webp');
  });

  it('leaves out an original larger than the bucket takes; its resized copies still go', () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'phone.png', { type: '' });
    const { objects } = coverObjects(big, [variant(960)], '1-phone.png');
    expect(objects.map((object) => object.path)).toEqual(['1-phone-960.webp']);
  });
});
