import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_DELAY_MS, MAX_BATCH, createEventQueue } from './event-queue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('event queue', () => {
  it('sends the events of a moment together, after the batch delay', () => {
    const send = vi.fn(async (_batch: number[]) => undefined);
    const queue = createEventQueue(send);
    queue.add(1);
    queue.add(2);
    vi.advanceTimersByTime(BATCH_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith([1, 2]);
  });

  it('sends a full batch at once', () => {
    const send = vi.fn(async (_batch: number[]) => undefined);
    const queue = createEventQueue(send);
    for (let i = 0; i < MAX_BATCH; i++) queue.add(i);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toHaveLength(MAX_BATCH);
  });

  it('drops a batch that fails, without retrying or throwing, and carries on', async () => {
    const send = vi
      .fn<(batch: number[]) => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementationOnce(() => {
        throw new Error('blocked');
      })
      .mockResolvedValue(undefined);
    const queue = createEventQueue(send);
    queue.add(1);
    queue.flush();
    queue.add(2);
    queue.flush();
    await vi.runAllTimersAsync();
    queue.add(3);
    queue.flush();
    expect(send.mock.calls.map(([batch]) => batch)).toEqual([[1], [2], [3]]);
  });

  it('sends what is waiting when flushed, and nothing once cleared', () => {
    const send = vi.fn(async (_batch: number[]) => undefined);
    const queue = createEventQueue(send);
    queue.add(1);
    queue.flush();
    expect(send).toHaveBeenCalledWith([1]);
    queue.add(2);
    queue.clear();
    vi.advanceTimersByTime(BATCH_DELAY_MS * 2);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
