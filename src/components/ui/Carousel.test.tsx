import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Carousel, CarouselControls, CarouselSlide, CarouselTrack, useCarousel } from './Carousel';
import { renderWithSite, stubMatchMedia, stubObservers } from './test-utils';

stubMatchMedia();
stubObservers();

function Orphan() {
  useCarousel();
  return null;
}

describe('Carousel', () => {
  it('names the misuse of its hook outside a carousel', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useCarousel must be used within a <Carousel />');
    vi.mocked(console.error).mockRestore();
  });

  it('labels the carousel, its slides and its buttons in the page language', () => {
    renderWithSite(
      <Carousel label="Partners">
        <CarouselTrack>
          {['a', 'b', 'c'].map((item, index) => (
            <CarouselSlide key={item} index={index} total={3}>
              {item}
            </CarouselSlide>
          ))}
        </CarouselTrack>
        <CarouselControls />
      </Carousel>,
      '/nl',
    );
    expect(screen.getByRole('region', { name: 'Partners' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('group', { name: '2 van 3' })).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('button', { name: 'Vorige dia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volgende dia' })).toBeInTheDocument();
    // Nothing moves on its own here, so there is nothing to pause.
    expect(screen.queryByRole('button', { name: "Dia's pauzeren" })).not.toBeInTheDocument();
  });

  it('offers a pause button when the slides move on their own', () => {
    renderWithSite(
      <Carousel label="Partners" autoplayMs={3000}>
        <CarouselTrack>
          <CarouselSlide index={0} total={1}>
            a
          </CarouselSlide>
        </CarouselTrack>
        <CarouselControls />
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
  });
});
