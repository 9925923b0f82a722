import { describe, expect, it } from 'vitest';
import { JOB_RETRY_DELAY_SECONDS, retryDelayMs } from './jobs-queue.ts';

describe('retryDelayMs', () => {
  it('doubles with each failed attempt, between 1 and 2 times the base (the jitter)', () => {
    const least = () => 0;
    const most = () => 1;
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(30, attempt, least))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(30, attempt, most))).toEqual([
      60_000, 120_000, 240_000, 480_000,
    ]);
  });

  it('stops doubling after 16 attempts', () => {
    expect(retryDelayMs(1, 17, () => 0)).toBe(retryDelayMs(1, 40, () => 0));
    expect(retryDelayMs(1, 17, () => 0)).toBe(65_536_000);
  });

  it('waits 30 to 60 s before the first retry in production', () => {
    expect(JOB_RETRY_DELAY_SECONDS).toBe(30);
    const delay = retryDelayMs(JOB_RETRY_DELAY_SECONDS, 1);
    expect(delay).toBeGreaterThanOrEqual(30_000);
    expect(delay).toBeLessThanOrEqual(60_000);
  });
});
