import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishBottomOverlays, useBottomOverlay, useBottomOverlayRoom } from './use-bottom-overlay';

// jsdom lays nothing out: each overlay's box is given, as the browser would measure it.
const boxes = new Map<string, { top: number; height: number }>();

function Overlay({ name }: { name: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useBottomOverlay(ref, name);
  return <div ref={ref} data-name={name} />;
}

function Room() {
  const ref = useRef<HTMLParagraphElement>(null);
  useBottomOverlayRoom(ref);
  return <p ref={ref} data-testid="room" />;
}

const html = () => document.documentElement;

describe('bottom overlays', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const box = boxes.get(this.dataset.name ?? '') ?? { top: 0, height: 0 };
      return {
        ...box,
        bottom: box.top + box.height,
        left: 0,
        right: 0,
        width: 0,
        x: 0,
        y: box.top,
      } as DOMRect;
    });
  });

  afterEach(() => {
    boxes.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('gives every overlay and room each reach and the tallest, and takes them back when an overlay goes', () => {
    boxes.set('banner', { top: window.innerHeight - 120, height: 120 });
    boxes.set('widget', { top: window.innerHeight - 60, height: 48 });
    const { getByTestId, container, rerender } = render(
      <>
        <Overlay key="banner" name="banner" />
        <Overlay key="widget" name="widget" />
        <Room key="room" />
      </>,
    );
    publishBottomOverlays();
    const widget = container.querySelector<HTMLElement>('[data-name="widget"]')!;
    const room = getByTestId('room');
    expect(widget.style.getPropertyValue('--banner-reach')).toBe('120px');
    expect(room.style.getPropertyValue('--widget-reach')).toBe('60px');
    expect(room.style.getPropertyValue('--bottom-overlay')).toBe('120px');
    expect(html().style.getPropertyValue('scroll-padding-bottom')).toBe('calc(120px + 0.5rem)');

    rerender(
      <>
        <Overlay key="widget" name="widget" />
        <Room key="room" />
      </>,
    );
    expect(room.style.getPropertyValue('--banner-reach')).toBe('');
    expect(room.style.getPropertyValue('--bottom-overlay')).toBe('60px');
  });

  it('never sets a custom property on <html>, which would restyle the whole page', () => {
    boxes.set('banner', { top: window.innerHeight - 80, height: 80 });
    render(<Overlay name="banner" />);
    publishBottomOverlays();
    expect([...html().style].filter((name) => name.startsWith('--'))).toEqual([]);
  });

  it('changes no style when no reach changed', () => {
    boxes.set('banner', { top: window.innerHeight - 80, height: 80 });
    render(
      <>
        <Overlay name="banner" />
        <Room />
      </>,
    );
    publishBottomOverlays();
    const setProperty = vi.spyOn(CSSStyleDeclaration.prototype, 'setProperty');
    publishBottomOverlays();
    expect(setProperty).not.toHaveBeenCalled();
  });
});
