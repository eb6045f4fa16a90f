import { describe, expect, it } from 'vitest';
import { checkFile } from './check-file';

const photos = { types: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 1024 };
const file = (name: string, type: string, size = 100) => new File([new Uint8Array(size)], name, { type });

describe('checkFile', () => {
  it('accepts a photo of an allowed type within the limit', () => {
    expect(checkFile(file('jump.JPG', 'image/jpeg'), photos)).toBeNull();
    expect(checkFile(file('jump.webp', 'image/webp', 1024), photos)).toBeNull();
  });

  it('goes by the extension when the browser gives no type', () => {
    expect(checkFile(file('jump.png', ''), photos)).toBeNull();
    expect(checkFile(file('jump', ''), photos)).toEqual({ code: 'type' });
  });

  it('refuses SVG and HTML, also when renamed or mislabelled', () => {
    expect(checkFile(file('logo.svg', 'image/svg+xml'), photos)).toEqual({ code: 'type' });
    expect(checkFile(file('page.html', 'text/html'), photos)).toEqual({ code: 'type' });
    expect(checkFile(file('logo.svg', 'image/png'), photos)).toEqual({ code: 'type' });
    expect(checkFile(file('page.jpg', 'text/html'), photos)).toEqual({ code: 'type' });
  });

  it('refuses a type the rule does not list', () => {
    expect(checkFile(file('clip.mp4', 'video/mp4'), photos)).toEqual({ code: 'type' });
    expect(checkFile(file('clip.mp4', 'video/mp4'), { types: ['video/mp4'], maxBytes: 1024 })).toBeNull();
  });

  it('refuses a file over the limit and an empty file', () => {
    expect(checkFile(file('big.jpg', 'image/jpeg', 1025), photos)).toEqual({ code: 'size' });
    expect(checkFile(file('none.jpg', 'image/jpeg', 0), photos)).toEqual({ code: 'empty' });
  });
});
