import { describe, expect, it } from 'vitest';
import { variantSizes } from './resize-image';

describe('variantSizes', () => {
  it('keeps the proportions at each wanted width, narrowest first', () => {
    expect(variantSizes({ width: 4000, height: 3000 }, [1920, 480, 768, 1200])).toEqual([
      { width: 480, height: 360 },
      { width: 768, height: 576 },
      { width: 1200, height: 900 },
      { width: 1920, height: 1440 },
    ]);
  });

  it('never upscales: wider wishes become one variant at the photo’s own width', () => {
    expect(variantSizes({ width: 1000, height: 1500 }, [480, 768, 1200, 1920])).toEqual([
      { width: 480, height: 720 },
      { width: 768, height: 1152 },
      { width: 1000, height: 1500 },
    ]);
    expect(variantSizes({ width: 300, height: 200 }, [480, 768])).toEqual([{ width: 300, height: 200 }]);
  });

  it('rounds heights and never makes one zero', () => {
    expect(variantSizes({ width: 3000, height: 1 }, [480])).toEqual([{ width: 480, height: 1 }]);
    expect(variantSizes({ width: 1001, height: 667 }, [480])).toEqual([{ width: 480, height: 320 }]);
  });
});
