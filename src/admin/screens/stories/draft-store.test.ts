import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, DRAFT_DELAY_MS, readDraft, saveDraft, useDraftAutosave } from './draft-store';
import { emptyStory } from './story-form';

const values = { ...emptyStory(), titleEn: 'First jump', contentNl: 'Mijn eerste sprong' };

afterEach(() => localStorage.clear());

describe('draft store', () => {
  it('keeps a draft per story with the time it was kept', () => {
    saveDraft('new', values, new Date('2026-11-26T10:00:00Z'));
    saveDraft('abc', { ...values, titleEn: 'Other' });
    expect(readDraft('new')).toEqual({ savedAt: '2026-11-26T10:00:00.000Z', values });
    expect(readDraft('abc')?.values.titleEn).toBe('Other');
    clearDraft('new');
    expect(readDraft('new')).toBeNull();
    expect(readDraft('abc')).not.toBeNull();
  });

  it('drops what is not a draft instead of filling the form with it', () => {
    localStorage.setItem('admin-story-draft:new', '{"savedAt":"yesterday","values":{}}');
    expect(readDraft('new')).toBeNull();
    expect(localStorage.getItem('admin-story-draft:new')).toBeNull();
    localStorage.setItem('admin-story-draft:new', 'not json');
    expect(readDraft('new')).toBeNull();
  });

  it('goes on without a draft when storage refuses to write', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveDraft('new', values)).not.toThrow();
    setItem.mockRestore();
    expect(readDraft('new')).toBeNull();
  });
});

describe('useDraftAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the latest values a moment after typing stops, only while there are changes', () => {
    const { rerender } = renderHook(({ v, dirty }) => useDraftAutosave('new', v, dirty), {
      initialProps: { v: values, dirty: false },
    });
    vi.advanceTimersByTime(DRAFT_DELAY_MS * 2);
    expect(readDraft('new')).toBeNull();
    rerender({ v: { ...values, titleEn: 'F' }, dirty: true });
    vi.advanceTimersByTime(DRAFT_DELAY_MS / 2);
    rerender({ v: { ...values, titleEn: 'Fi' }, dirty: true });
    vi.advanceTimersByTime(DRAFT_DELAY_MS / 2);
    expect(readDraft('new')).toBeNull();
    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    expect(readDraft('new')?.values.titleEn).toBe('Fi');
  });
});

describe('useDraftAutosave when the editor closes', () => {
  it('writes a change still waiting at once, unless it was cancelled', () => {
    const typed = { ...values, titleEn: 'Typed just now' };
    const first = renderHook(() => useDraftAutosave('new', typed, true));
    first.unmount();
    expect(readDraft('new')?.values.titleEn).toBe('Typed just now');

    clearDraft('new');
    const second = renderHook(() => useDraftAutosave('new', typed, true));
    second.result.current.cancel();
    second.unmount();
    expect(readDraft('new')).toBeNull();
  });
});
