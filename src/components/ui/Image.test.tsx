import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image } from './Image';
import { SiteProviders, renderWithSite } from './test-utils';

const props = { alt: 'Canopy over Teuge', width: 400, height: 300 };

describe('Image', () => {
  it('shows a loading state that pulses while the image comes, then the loaded image', () => {
    renderWithSite(<Image src="/a.png" {...props} eager />);
    const image = screen.getByRole('img', { name: props.alt });
    expect(image.parentElement).toHaveAttribute('data-state', 'loading');
    expect(image.parentElement).toHaveClass('animate-pulse');
    fireEvent.load(image);
    expect(image.parentElement).toHaveAttribute('data-state', 'loaded');
    expect(image.parentElement).not.toHaveClass('animate-pulse');
  });

  it('lets a lazy image wait without pulsing, since it may wait off screen for long', () => {
    renderWithSite(<Image src="/a.png" {...props} />);
    const image = screen.getByRole('img', { name: props.alt });
    expect(image.parentElement).toHaveAttribute('data-state', 'loading');
    expect(image.parentElement).not.toHaveClass('animate-pulse');
  });

  it('does not pulse in the prerendered HTML, where the image may load long before hydration', () => {
    const html = renderToString(
      <SiteProviders>
        <Image src="/hero.png" {...props} priority />
      </SiteProviders>,
    );
    expect(html).toContain('data-state="loading"');
    expect(html).not.toContain('animate-pulse');
  });

  it('starts over when it is given another picture, as when live stories replace the prerendered ones', () => {
    const { rerender } = renderWithSite(<Image src="/stadium.svg" {...props} eager />);
    fireEvent.load(screen.getByRole('img', { name: props.alt }));
    rerender(<Image src="/greenland.svg" {...props} eager />);
    const image = screen.getByRole('img', { name: props.alt });
    expect(image).toHaveAttribute('src', '/greenland.svg');
    expect(image.parentElement).toHaveAttribute('data-state', 'loading');
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
