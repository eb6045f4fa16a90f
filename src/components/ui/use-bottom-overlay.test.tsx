import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishBottomOverlays, useBottomOverlay } from './use-bottom-overlay';

// jsdom lays nothing out: each overlay's box is given, as the browser would measure it.
const boxes = new Map<string, { top: number; height: number }>();

function Overlay({ name }: { name: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useBottomOverlay(ref, name);
  return <div ref={ref} data-name={name} />;
}

const rootStyle = () => document.documentElement.style;

describe('bottom overlays', () => {
  afterEach(() => {
    boxes.clear();
    vi.restoreAllMocks();
  });

  function measureBoxes() {
    return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
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
  }

  it('publishes each reach and the tallest, and takes them back when an overlay goes', () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    measureBoxes();
    boxes.set('banner', { top: window.innerHeight - 120, height: 120 });
    boxes.set('widget', { top: window.innerHeight - 60, height: 48 });
    const { unmount } = render(
      <>
        <Overlay name="banner" />
        <Overlay name="widget" />
      </>,
    );
    publishBottomOverlays();
    expect(rootStyle().getPropertyValue('--banner-reach')).toBe('120px');
    expect(rootStyle().getPropertyValue('--widget-reach')).toBe('60px');
    expect(rootStyle().getPropertyValue('--bottom-overlay')).toBe('120px');
    unmount();
    expect(rootStyle().getPropertyValue('--banner-reach')).toBe('');
    expect(rootStyle().getPropertyValue('--bottom-overlay')).toBe('');
    vi.unstubAllGlobals();
  });

  it('changes nothing on <html> when no reach changed, so the page is not restyled again', () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    measureBoxes();
    boxes.set('banner', { top: window.innerHeight - 80, height: 80 });
    const { unmount } = render(<Overlay name="banner" />);
    publishBottomOverlays();
    const setProperty = vi.spyOn(CSSStyleDeclaration.prototype, 'setProperty');
    publishBottomOverlays();
    expect(setProperty).not.toHaveBeenCalled();
    unmount();
    vi.unstubAllGlobals();
  });
});
