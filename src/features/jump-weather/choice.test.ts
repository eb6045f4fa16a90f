import { beforeEach, describe, expect, it } from 'vitest';
import { CHOICE_STORAGE_KEYS, initialChoice, rememberChoice, searchForChoice } from './choice';

describe('the dashboard choice', () => {
  beforeEach(() => localStorage.clear());

  it('opens the drop zone, the overview and m/s on a first visit', () => {
    expect(initialChoice('')).toEqual({ location: 'teuge', view: 'overview', windUnit: 'ms' });
  });

  it('opens the remembered location and unit on a later visit', () => {
    rememberChoice({ location: 'utrecht', windUnit: 'kn' });
    expect(initialChoice('')).toEqual({ location: 'utrecht', view: 'overview', windUnit: 'kn' });
  });

  it("lets a link's location and view win over the remembered location", () => {
    rememberChoice({ location: 'utrecht', windUnit: 'kmh' });
    expect(initialChoice('?location=the-hague&view=detailed')).toEqual({
      location: 'the-hague',
      view: 'detailed',
      windUnit: 'kmh',
    });
  });

  it('ignores what it does not know, in the link and in storage', () => {
    localStorage.setItem(CHOICE_STORAGE_KEYS.location, 'paris');
    localStorage.setItem(CHOICE_STORAGE_KEYS.windUnit, 'mph');
    expect(initialChoice('?location=berlin&view=radar')).toEqual({
      location: 'teuge',
      view: 'overview',
      windUnit: 'ms',
    });
  });

  it('writes the location always and the view unless it is the overview, keeping other parameters', () => {
    expect(
      searchForChoice('?utm_source=mail', { location: 'amsterdam', view: 'overview', windUnit: 'ms' }),
    ).toBe('?utm_source=mail&location=amsterdam');
    expect(
      searchForChoice('?location=teuge&view=map', { location: 'teuge', view: 'trends', windUnit: 'kn' }),
    ).toBe('?location=teuge&view=trends');
    expect(searchForChoice('?view=map', { location: 'teuge', view: 'overview', windUnit: 'kn' })).toBe(
      '?location=teuge',
    );
  });
});
