/** What other features and layers may use from `speech` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export type { SpeechSynthesizer } from './speech-synthesizer';
export { findEspeakModuleUrl } from './espeak-worker-source';
export { fetchNotingBilled, type BilledRequestListener } from './fetch-noting-billed';
