import { describe, expect, it } from 'vitest';
import { limiter } from './video-frame';

describe('limiter', () => {
  it('runs no more than the limit at once, and the rest in order as places free up', async () => {
    const run = limiter(2);
    let active = 0;
    let most = 0;
    const started: number[] = [];
    const release: (() => void)[] = [];
    const tasks = [0, 1, 2, 3, 4].map((index) =>
      run(async () => {
        started.push(index);
        active += 1;
        most = Math.max(most, active);
        await new Promise<void>((done) => release.push(done));
        active -= 1;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    while (release.length > 0 || started.length < 5) {
      release.shift()?.();
      await new Promise((done) => setTimeout(done, 0));
    }
    release.forEach((done) => done());
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('carries on after a task fails', async () => {
    const run = limiter(1);
    await expect(run(() => Promise.reject(new Error('broken video')))).rejects.toThrow('broken video');
    await expect(run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
