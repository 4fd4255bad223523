import { afterEach, describe, expect, it, vi } from 'vitest';
import { ABANDONED_SWEEP_EVERY_MS, sweepAbandonedUploadsEvery } from './abandoned-sweep.js';

describe('the hourly sweep of uploads no form named', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const logger = () => ({ info: vi.fn(), error: vi.fn() }) as unknown as Parameters<typeof sweepAbandonedUploadsEvery>[1];

  it('sweeps every hour until stopped, and a failed sweep is logged and tried again at the next turn', async () => {
    vi.useFakeTimers();
    const log = logger();
    const sweepAbandoned = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(2);
    const stop = sweepAbandonedUploadsEvery({ sweepAbandoned }, log);

    await vi.advanceTimersByTimeAsync(ABANDONED_SWEEP_EVERY_MS - 1);
    expect(sweepAbandoned).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sweepAbandoned).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ABANDONED_SWEEP_EVERY_MS);
    expect(sweepAbandoned).toHaveBeenCalledTimes(2);
    expect(log.info).toHaveBeenCalledWith({ removed: 2 }, expect.any(String));

    await stop();
    await vi.advanceTimersByTimeAsync(3 * ABANDONED_SWEEP_EVERY_MS);
    expect(sweepAbandoned).toHaveBeenCalledTimes(2);
  });

  it('never runs two sweeps at once, and stopping waits for the one under way', async () => {
    vi.useFakeTimers();
    let finish: (removed: number) => void = () => undefined;
    const sweepAbandoned = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const stop = sweepAbandonedUploadsEvery({ sweepAbandoned }, logger(), 1000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(sweepAbandoned).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish(0);
    await stopping;
    expect(stopped).toBe(true);
  });
});
