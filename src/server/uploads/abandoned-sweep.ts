import type { FastifyBaseLogger } from 'fastify';
import type { ImageLibrary } from './library.js';

/** How often the running shop looks for uploads no form named; each one goes once a day old. */
export const ABANDONED_SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Sweeps uploads no form named every `everyMs` until the returned stop is called, which also waits
 * for a sweep under way. The timer does not keep the process alive; a sweep that fails is logged and
 * tried again at the next turn.
 */
export function sweepAbandonedUploadsEvery(
  images: Pick<ImageLibrary, 'sweepAbandoned'>,
  log: FastifyBaseLogger,
  everyMs = ABANDONED_SWEEP_EVERY_MS,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const sweep = async () => {
    try {
      const removed = await images.sweepAbandoned();
      if (removed > 0) log.info({ removed }, 'removed uploads no form named for a day');
    } catch (error) {
      log.error({ err: error }, 'could not remove the uploads no form named');
    }
  };
  const timer = setInterval(() => {
    // A slow sweep is not run twice at once.
    running ??= sweep().finally(() => {
      running = undefined;
    });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
