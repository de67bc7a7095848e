/**
 * Speech as a stream from any synthesizer: a streaming provider's own stream, or else its whole WAV
 * (eSpeak NG writes a sentence in tens of milliseconds) handed out in pieces, so the browser plays
 * every voice the same way.
 */
import { EMPTY_AUDIO_MESSAGE, SpeechProviderError } from './speech-provider-error';
import type { SpeechAudio, SpeechRequest, SpeechStream, SpeechSynthesizer } from './speech-synthesizer';

/** About a quarter of a second of 22 kHz speech. */
const PIECE_BYTES = 11_024;

export async function streamSpeech(synthesizer: SpeechSynthesizer, request: SpeechRequest): Promise<SpeechStream> {
  if (synthesizer.synthesizeStream) return synthesizer.synthesizeStream(request);
  return streamFromWav(synthesizer.providerName, await synthesizer.synthesize(request));
}

function streamFromWav(providerName: string, audio: SpeechAudio): SpeechStream {
  const wav = readPcmWav(audio.bytes);
  if (!wav) throw new SpeechProviderError(providerName, 'bad_response', `Expected 16-bit mono WAV to stream, got ${audio.contentType}`);
  if (wav.samples.byteLength === 0) throw new SpeechProviderError(providerName, 'bad_response', EMPTY_AUDIO_MESSAGE);
  return { sampleRate: wav.sampleRate, chunks: pieces(wav.samples), isFromCache: audio.isFromCache };
}

async function* pieces(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < bytes.byteLength; start += PIECE_BYTES) yield bytes.subarray(start, start + PIECE_BYTES);
}

/** The samples and rate of a 16-bit mono PCM WAV, or null for anything else. */
export function readPcmWav(bytes: Uint8Array): { sampleRate: number; samples: Uint8Array } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.byteLength < 12 || ascii(0) !== 'RIFF' || ascii(8) !== 'WAVE') return null;
  let sampleRate = 0;
  for (let at = 12; at + 8 <= bytes.byteLength; ) {
    const size = view.getUint32(at + 4, true);
    if (ascii(at) === 'fmt ') {
      const isPcm16Mono = view.getUint16(at + 8, true) === 1 && view.getUint16(at + 10, true) === 1 && view.getUint16(at + 22, true) === 16;
      if (!isPcm16Mono) return null;
      sampleRate = view.getUint32(at + 12, true);
    }
    if (ascii(at) === 'data') return sampleRate ? { sampleRate, samples: bytes.subarray(at + 8, Math.min(bytes.byteLength, at + 8 + size)) } : null;
    at += 8 + size + (size % 2);
  }
  return null;
}
