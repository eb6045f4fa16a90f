import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL, scrollToHash } from './use-hash-scroll';

beforeEach(() => {
  vi.useFakeTimers();
  window.matchMedia = vi.fn().mockReturnValue({ matches: false });
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('scrollToHash', () => {
  it('waits 300 ms before the first try', () => {
    document.body.innerHTML = '<section id="faq"></section>';
    scrollToHash('#faq');
    vi.advanceTimersByTime(HASH_SCROLL.startMs - 1);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('retries up to 5 times, 200 ms apart, for a section that appears late', () => {
    scrollToHash('#late');
    vi.advanceTimersByTime(HASH_SCROLL.startMs + 3 * HASH_SCROLL.retryMs);
    document.body.innerHTML = '<section id="late"></section>';
    vi.advanceTimersByTime(HASH_SCROLL.retryMs);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('gives up after the fifth retry', () => {
    const giveUp = vi.fn();
    scrollToHash('#never', giveUp);
    vi.advanceTimersByTime(HASH_SCROLL.startMs + HASH_SCROLL.retries * HASH_SCROLL.retryMs - 1);
    expect(giveUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(giveUp).toHaveBeenCalledOnce();
  });

  it('jumps without animation under reduced motion', () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: true });
    document.body.innerHTML = '<section id="faq"></section>';
    scrollToHash('#faq');
    vi.advanceTimersByTime(HASH_SCROLL.startMs);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});

describe('scrollToHash keeps the target aligned while sections arrive', () => {
  let layoutChanged: () => void;
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          layoutChanged = callback;
        }
        observe() {}
        disconnect() {
          layoutChanged = () => {};
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const placeAt = (id: string, top: number) => {
    const element = document.getElementById(id)!;
    element.getBoundingClientRect = () => ({ top }) as DOMRect;
    return element;
  };

  it('scrolls again when content above pushes the target down, including a replaced placeholder', () => {
    document.body.innerHTML = '<section id="contact"></section>';
    placeAt('contact', 800);
    scrollToHash('#contact');
    vi.advanceTimersByTime(HASH_SCROLL.startMs);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);

    layoutChanged();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);

    document.body.innerHTML = '<section id="contact"></section>';
    placeAt('contact', 1400);
    layoutChanged();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('stops once the visitor scrolls, and after the settle time', () => {
    document.body.innerHTML = '<section id="faq"></section>';
    placeAt('faq', 500);
    scrollToHash('#faq');
    vi.advanceTimersByTime(HASH_SCROLL.startMs);
    window.dispatchEvent(new Event('wheel'));
    placeAt('faq', 900);
    layoutChanged();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);

    scrollToHash('#faq');
    vi.advanceTimersByTime(HASH_SCROLL.startMs + HASH_SCROLL.settleMs);
    placeAt('faq', 1300);
    layoutChanged();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(2);
  });
});
