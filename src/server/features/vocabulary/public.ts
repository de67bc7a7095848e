/** What other features may use from `vocabulary` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { pickVocabulary } from './pick-vocabulary';
export { loadFrequencyRanksSoon } from './load-frequency-ranks-soon';
export { frequencyRank } from './word-frequency-rank';
