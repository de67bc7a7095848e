/** Bounds of one recorded turn sent to /functions/v1/transcribe (ADR 010); the longest one is in its contract. */
/** 60 s of 16-bit mono WAV at 32 kHz is 3.84 MB; opus at browser bitrates is far smaller. */
export const MAX_AUDIO_BYTES = 4 * 1024 * 1024;
/** Demo visitors' transcriptions per network address per hour (each turn is also a counted demo message). */
export const DEMO_TRANSCRIPTIONS_PER_ADDRESS_PER_HOUR = 30;

/** Container types the browser's MediaRecorder offers, with the file extension the API expects. */
export const AUDIO_TYPES: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
};
