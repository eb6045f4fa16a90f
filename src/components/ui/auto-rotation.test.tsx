import { act, fireEvent, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RotationToggle, useAutoRotation } from './auto-rotation';
import { renderWithSite, stubMatchMedia } from './test-utils';

function Slides() {
  const root = useRef<HTMLElement>(null);
  const [slide, setSlide] = useState(0);
  const rotation = useAutoRotation(root, 1000, () => setSlide((current) => current + 1));
  return (
    <section ref={root} aria-label="Slides">
      <p>slide {slide}</p>
      <RotationToggle rotation={rotation} className="" />
    </section>
  );
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useAutoRotation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves on by itself until paused, and again once played', () => {
    stubMatchMedia(false);
    renderWithSite(<Slides />);
    tick(2100);
    expect(screen.getByText('slide 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    tick(5000);
    expect(screen.getByText('slide 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    tick(1000);
    expect(screen.getByText('slide 3')).toBeInTheDocument();
  });

  it('holds still while the pointer or focus is inside, and goes on after', () => {
    stubMatchMedia(false);
    renderWithSite(<Slides />);
    const region = screen.getByRole('region', { name: 'Slides' });
    fireEvent.mouseEnter(region);
    tick(3000);
    expect(screen.getByText('slide 0')).toBeInTheDocument();
    fireEvent.mouseLeave(region);
    fireEvent.focusIn(screen.getByRole('button'));
    tick(3000);
    expect(screen.getByText('slide 0')).toBeInTheDocument();
    fireEvent.focusOut(screen.getByRole('button'), { relatedTarget: document.body });
    tick(1000);
    expect(screen.getByText('slide 1')).toBeInTheDocument();
    // The button still offers to pause: holding is not the visitor's choice.
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
  });

  it('starts paused under reduced motion, in the page language, and plays when asked', () => {
    stubMatchMedia(true);
    renderWithSite(<Slides />, '/nl');
    tick(5000);
    expect(screen.getByText('slide 0')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: "Dia's afspelen" }));
    tick(1000);
    expect(screen.getByText('slide 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Dia's pauzeren" })).toBeInTheDocument();
  });
});
