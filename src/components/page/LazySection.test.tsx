import { act, fireEvent, render, screen } from '@testing-library/react';
import type React from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazySection, SECTION_ROOT_MARGIN, SECTION_THRESHOLD } from './LazySection';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; options: IntersectionObserverInit; disconnected: boolean }[] = [];

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record;
      constructor(callback: Callback, options: IntersectionObserverInit) {
        this.record = { callback, options, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
  document.body.innerHTML = '';
});

const sectionModule = (id: string) => ({
  default: () => <section id={id}>loaded {id}</section>,
});

/** React retries a suspended render only for renders started inside an async act scope. */
const renderInAct = async (ui: React.ReactElement) => {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(<MemoryRouter>{ui}</MemoryRouter>);
  });
  return result as ReturnType<typeof render>;
};

function NavigateButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/faq')}>
      navigate
    </button>
  );
}

/** Puts the section's prerendered element in the document, as the prerendered HTML would. */
const prerendered = (id: string) => {
  const element = document.createElement('section');
  element.id = id;
  document.body.append(element);
};

describe('LazySection', () => {
  it('loads its code only when the section comes near the viewport', async () => {
    prerendered('partners');
    const loader = vi.fn(async () => sectionModule('partners'));
    await renderInAct(<LazySection id="partners" loader={loader} />);
    expect(loader).not.toHaveBeenCalled();
    expect(observers[0].options).toEqual({ rootMargin: SECTION_ROOT_MARGIN, threshold: SECTION_THRESHOLD });

    await act(async () => observers[0].callback([{ isIntersecting: false }]));
    expect(loader).not.toHaveBeenCalled();
    await act(async () => observers[0].callback([{ isIntersecting: true }]));
    expect(loader).toHaveBeenCalledOnce();
    expect(await screen.findByText('loaded partners')).toBeInTheDocument();
    expect(observers[0].disconnected).toBe(true);
  });

  it('loads at once when the address names the section or one of its sub-anchors', async () => {
    prerendered('media-showcase');
    window.location.hash = '#video-samples';
    const loader = vi.fn(async () => sectionModule('media-showcase'));
    await renderInAct(<LazySection id="media-showcase" loader={loader} hashes={['video-samples']} />);
    expect(await screen.findByText('loaded media-showcase')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledOnce();
  });

  it('stays loaded: a second mount renders without loading again', async () => {
    prerendered('faq');
    window.location.hash = '#faq';
    const loader = vi.fn(async () => sectionModule('faq'));
    const first = await renderInAct(<LazySection id="faq" loader={loader} />);
    await screen.findByText('loaded faq');
    first.unmount();
    render(
      <MemoryRouter>
        <LazySection id="faq" loader={loader} />
      </MemoryRouter>,
    );
    expect(screen.getByText('loaded faq')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledOnce();
  });

  it('loads at once when the visitor navigates, even while out of view', async () => {
    prerendered('newsletter');
    const loader = vi.fn(async () => sectionModule('newsletter'));
    await renderInAct(
      <>
        <NavigateButton />
        <LazySection id="newsletter" loader={loader} />
      </>,
    );
    expect(loader).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'navigate' })));
    expect(await screen.findByText('loaded newsletter')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledOnce();
    expect(observers[0].disconnected).toBe(true);
  });
});
