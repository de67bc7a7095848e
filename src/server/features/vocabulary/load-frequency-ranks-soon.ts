/**
 * Loads the word-frequency list a moment after the server starts listening, so no learner's first vocabulary
 * request waits for it (nor blocks everyone else's requests while it is parsed). The delay lets start-up and the
 * first page go first; a vocabulary request that comes sooner waits for the same load (vocabulary.routes.ts).
 */
import { loadFrequencyRanks } from './word-frequency-rank';
import { log } from '../../lib/logger';

export const FREQUENCY_RANKS_DELAY_MS = 2_000;

export function loadFrequencyRanksSoon(delayMs = FREQUENCY_RANKS_DELAY_MS): void {
  const timer = setTimeout(() => {
    loadFrequencyRanks().catch((error: unknown) => log.error({ err: error }, 'could not load the word-frequency list'));
  }, delayMs);
  timer.unref(); // never what keeps a stopping process alive
}
