/** What other features and layers may use from `transcription` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { transcriberFor } from './transcriber';
// The recorded-audio gate other listening routes share (pronunciation checks): same formats, limits, gate and budget.
export { readAudioUpload, type AudioUpload } from './read-audio-upload';
export { assertCanStillSendMessage } from './can-still-send-message';
export { readWav, type WavReading } from './audio-duration/read-wav-seconds';
