import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './Image';
import { renderWithSite } from './test-utils';

const props = { alt: 'Canopy over Teuge', width: 400, height: 300 };

describe('Image', () => {
  it('shows a loading state, then the loaded image', () => {
    renderWithSite(<Image src="/a.png" {...props} />);
    const image = screen.getByRole('img', { name: props.alt });
    expect(image.parentElement).toHaveAttribute('data-state', 'loading');
    fireEvent.load(image);
    expect(image.parentElement).toHaveAttribute('data-state', 'loaded');
  });

  it('retries once with the fallback source, then says the image is unavailable', () => {
    renderWithSite(<Image src="/broken.png" fallbackSrc="/fallback.png" {...props} />);
    fireEvent.error(screen.getByRole('img', { name: props.alt }));
    const retry = screen.getByRole('img', { name: props.alt });
    expect(retry).toHaveAttribute('src', '/fallback.png');
    fireEvent.error(retry);
    expect(screen.getByText('Image unavailable')).toBeInTheDocument();
  });

  it('says so in Dutch on Dutch pages', () => {
    renderWithSite(<Image src="/broken.png" {...props} />, '/nl');
    fireEvent.error(screen.getByRole('img', { name: props.alt }));
    fireEvent.error(screen.getByRole('img', { name: props.alt }));
    expect(screen.getByText('Afbeelding niet beschikbaar')).toBeInTheDocument();
  });

  it('loads priority images eagerly with high priority and others lazily', () => {
    renderWithSite(
      <>
        <Image src="/hero.png" {...props} alt="hero" priority />
        <Image src="/later.png" {...props} alt="later" />
        <Image src="/early.png" {...props} alt="early" eager />
      </>,
    );
    expect(screen.getByAltText('hero')).toHaveAttribute('loading', 'eager');
    expect(screen.getByAltText('hero')).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByAltText('later')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByAltText('early')).toHaveAttribute('loading', 'eager');
    expect(screen.getByAltText('early')).not.toHaveAttribute('fetchpriority');
  });
});
