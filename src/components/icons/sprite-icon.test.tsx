import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Check, Phone } from './index';

describe('sprite icons', () => {
  it('draw a sprite symbol at the given size, hidden from assistive technology', () => {
    const { container } = render(<Check size={18} className="text-signal-600" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('18');
    expect(svg?.getAttribute('height')).toBe('18');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('class')).toBe('icon text-signal-600');
    expect(svg?.querySelector('use')?.getAttribute('href')).toMatch(/sprite[^#]*#Check$/);
  });

  it('keep an accessible name when given one', () => {
    const { getByRole } = render(<Phone role="img" aria-label="Phone" />);
    expect(getByRole('img', { name: 'Phone' }).getAttribute('aria-hidden')).toBeNull();
  });
});
