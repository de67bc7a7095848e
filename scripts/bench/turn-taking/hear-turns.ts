/**
 * A learner turn as the browser hears it: its pieces said by eSpeak NG, joined by the pauses, over a
 * little room noise, then heard 50 ms at a time by the browser's loudness rule (shared/turn-taking/
 * voice-loudness); the words of a piece reach the turn watcher a recogniser's delay after it is said.
 */
import { createEspeakSynthesizer } from '../../../src/server/features/speech/espeak-synthesizer';
import { readWav } from '../../../src/server/features/speech/read-wav.test-helper';
import { createVoiceFrames, SAMPLE_EVERY_MS } from '../../../src/shared/turn-taking/voice-loudness';
import { mulberry32 } from '../../train/lib/speaker-folds';
import type { LearnerTurn } from './learner-turns';

/** Web Speech's interim words arrive about this long after they are said (an assumption, stated in docs/benchmarks.md). */
export const RECOGNISER_DELAY_MS = 250;
/** Silence heard after the true end: longer than any wait. */
const TAIL_MS = 6000;
/** The browser's analyser reads 2048 samples at 48 kHz: the same span of time here. */
const WINDOW_SECONDS = 2048 / 48_000;
const NOISE_RMS = 0.003;

export type HeardTurn = {
  turn: LearnerTurn;
  /** Whether each 50 ms frame is heard as voice. */
  frames: boolean[];
  /** When each piece's audio ends, in ms from the start. */
  pieceEndsMs: number[];
  trueEndMs: number;
};

export async function hearTurns(turns: LearnerTurn[], seed: number): Promise<HeardTurn[]> {
  // One thread: eSpeak NG carries a little state from one text to the next, so two threads taking texts in
  // whichever order they free up made the audio, and the figures, differ from run to run.
  const synthesizer = createEspeakSynthesizer({ threads: 1, maxQueued: 10_000 });
  const cache = new Map<string, Promise<{ samples: Float32Array; rate: number }>>();
  const say = (text: string, turn: LearnerTurn) => {
    const key = `${turn.voice.language}|${turn.voice.voiceId}|${turn.voice.speed}|${text}`;
    let found = cache.get(key);
    if (!found) {
      found = synthesizer.synthesize({ text, language: turn.voice.language, speed: turn.voice.speed, voiceId: turn.voice.voiceId }).then(({ bytes }) => {
        const wav = readWav(bytes);
        return { samples: Float32Array.from(wav.samples, (sample) => sample / 32768), rate: wav.sampleRate };
      });
      cache.set(key, found);
    }
    return found;
  };
  const random = mulberry32(seed ^ 0x5eed);
  const heard: HeardTurn[] = [];
  try {
    const spoken = await Promise.all(turns.map((turn) => Promise.all(turn.pieces.map((piece) => say(piece.text, turn)))));
    turns.forEach((turn, at) => {
      const pieces = spoken[at]!;
      const rate = pieces[0]!.rate;
      const lengths = pieces.map((piece, index) => piece.samples.length + Math.round((turn.pieces[index]!.pauseAfterMs / 1000) * rate));
      const total = lengths.reduce((sum, length) => sum + length, 0) + Math.round((TAIL_MS / 1000) * rate);
      const audio = new Float32Array(total);
      for (let i = 0; i < total; i++) audio[i] = (random() * 2 - 1) * NOISE_RMS * Math.sqrt(3);
      const pieceEndsMs: number[] = [];
      let offset = 0;
      pieces.forEach((piece, index) => {
        for (let i = 0; i < piece.samples.length; i++) audio[offset + i]! += piece.samples[i]!;
        pieceEndsMs.push(((offset + piece.samples.length) / rate) * 1000);
        offset += lengths[index]!;
      });
      const isVoiceFrame = createVoiceFrames();
      const window = Math.round(WINDOW_SECONDS * rate);
      const frames: boolean[] = [];
      for (let t = SAMPLE_EVERY_MS; (t / 1000) * rate <= total; t += SAMPLE_EVERY_MS) {
        const end = Math.round((t / 1000) * rate);
        frames.push(isVoiceFrame(audio.subarray(Math.max(0, end - window), end)));
      }
      heard.push({ turn, frames, pieceEndsMs, trueEndMs: pieceEndsMs.at(-1)! });
    });
  } finally {
    await synthesizer.close();
  }
  return heard;
}

/** The words a recogniser has given by `atMs`, from the pieces said since the last send. */
export function wordsBy(heard: HeardTurn, atMs: number, sinceMs: number): string {
  return heard.turn.pieces
    .filter((_, index) => heard.pieceEndsMs[index]! + RECOGNISER_DELAY_MS <= atMs && heard.pieceEndsMs[index]! > sinceMs)
    .map((piece) => piece.text)
    .join(' ');
}
