/**
 * The fake's /audio/speech: a quiet tone as long as the text (40 ms a character), streamed the way a
 * real speech API streams: the first bytes after a fixed latency, the rest at a pace per character of
 * input (or, like a provider that does not stream, all of it at the time the last byte would come).
 * `response_format: 'pcm'` answers raw 24 kHz 16-bit mono PCM as OpenAI does; anything else a WAV.
 */
import type { ServerResponse } from 'node:http';
import { encodeWav } from '../../src/server/features/speech/wav-header';

/** `arrivesWhole`: a provider that does not stream, whose first byte comes with its last. */
export type FakeSpeechPace = { latencyMs: number; msPerCharacter: number; maxToneMs: number; arrivesWhole?: boolean };

/** How a streamed answer ended: every byte written, or the caller hung up first. */
export type FakeSpeechEnding = 'completed' | 'aborted';

export const FAKE_PCM_SAMPLE_RATE = 24_000;
const WAV_SAMPLE_RATE = 8_000;

function tone(text: string, maxMs: number, sampleRate: number): Int16Array {
  const samples = new Int16Array(Math.min(maxMs, Math.max(200, text.length * 40)) * (sampleRate / 1000));
  for (let i = 0; i < samples.length; i += 1) samples[i] = Math.round(2_000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate));
  return samples;
}

const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));

/** Writes the audio for `body.input` in one slice per character, on the pace's schedule; resolves with how it ended. */
export async function answerSpeech(res: ServerResponse, body: { input?: unknown; response_format?: unknown }, pace: FakeSpeechPace): Promise<FakeSpeechEnding> {
  const text = String(body.input ?? '');
  const isPcm = body.response_format === 'pcm';
  const samples = tone(text, pace.maxToneMs, isPcm ? FAKE_PCM_SAMPLE_RATE : WAV_SAMPLE_RATE);
  const audio = isPcm ? new Uint8Array(samples.buffer) : encodeWav(samples, WAV_SAMPLE_RATE);
  let hasHungUp = false;
  res.on('close', () => {
    hasHungUp = !res.writableFinished;
  });
  const started = Date.now();
  await sleepUntil(started + pace.latencyMs + (pace.arrivesWhole ? text.length * pace.msPerCharacter : 0));
  if (hasHungUp) return 'aborted';
  res.writeHead(200, { 'Content-Type': isPcm ? 'audio/pcm' : 'audio/wav' });
  if (pace.arrivesWhole) {
    res.end(audio);
    return 'completed';
  }
  const slices = Math.max(1, text.length);
  // Slices end on whole samples, so a caller may play each as it comes.
  const sliceBytes = Math.ceil(audio.length / slices / 2) * 2;
  for (let i = 0; i < slices; i += 1) {
    if (i > 0) await sleepUntil(started + pace.latencyMs + i * pace.msPerCharacter);
    if (hasHungUp || res.destroyed) return 'aborted';
    const slice = audio.subarray(i * sliceBytes, (i + 1) * sliceBytes);
    if (slice.length > 0) res.write(slice);
  }
  await sleepUntil(started + pace.latencyMs + text.length * pace.msPerCharacter);
  if (hasHungUp || res.destroyed) return 'aborted';
  res.end();
  return 'completed';
}
