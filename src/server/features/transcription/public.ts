/** What other features and layers may use from `transcription` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { transcriberFor } from './transcriber';
