import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgress } from './UploadProgress';

describe('UploadProgress', () => {
  it('is a named progress bar with the share sent in percent', () => {
    render(<UploadProgress label="jump.jpg" sent={256} total={1024} detail="1 min left" />);
    const bar = screen.getByRole('progressbar', { name: 'jump.jpg' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '25% · 1 min left');
    expect(screen.getByText('25% · 1 min left')).toBeVisible();
  });

  it('never shows more than 100% or divides by zero', () => {
    const { rerender } = render(<UploadProgress label="a" sent={5} total={0} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    rerender(<UploadProgress label="a" sent={20} total={10} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
