/** Bounds of one recorded turn sent to /functions/v1/transcribe (ADR 010); the longest one is in its contract. */
import type { AudioExtension } from './audio-duration/read-audio-seconds';

/** 60 s of 16-bit mono WAV at 32 kHz is 3.84 MB; opus at browser bitrates is far smaller. */
export const MAX_AUDIO_BYTES = 4 * 1024 * 1024;

/**
 * Container types the browser's MediaRecorder offers, with the file extension the API expects; each is
 * one whose length is read from its bytes (audio-duration/). No browser records MP3, so it is not taken.
 */
export const AUDIO_TYPES: Record<string, AudioExtension> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
};
