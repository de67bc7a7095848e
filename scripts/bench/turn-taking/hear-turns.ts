/**
 * A learner turn as the browser hears it: its pieces said by eSpeak NG, joined by the pauses, over a
 * little room noise, then heard 50 ms at a time by the browser's loudness rule (shared/turn-taking/
 * voice-loudness) and 32 ms at a time by the browser's speech model (Silero VAD v5, ./silero-in-node);
 * the words of a piece reach the turn watcher a recogniser's delay after it is said.
 */
import { createEspeakSynthesizer } from '../../../src/server/features/speech/espeak-synthesizer';
import { readWav } from '../../../src/server/features/speech/read-wav.test-helper';
import { createVoiceFrames, SAMPLE_EVERY_MS } from '../../../src/shared/turn-taking/voice-loudness';
import { mulberry32 } from '../../train/lib/speaker-folds';
import type { LearnerTurn } from './learner-turns';
import { resampleForModel } from './resample-for-model';
import { loadSileroInNode, SILERO_MODEL_PATH } from './silero-in-node';
import { openProbabilityCache } from './speech-probability-cache';

/** Web Speech's interim words arrive about this long after they are said (an assumption, stated in docs/benchmarks.md). */
export const RECOGNISER_DELAY_MS = 250;
/** Silence heard after the true end: longer than any wait. */
const TAIL_MS = 6000;
/** The browser's analyser reads 2048 samples at 48 kHz: the same span of time here. */
const WINDOW_SECONDS = 2048 / 48_000;
const NOISE_RMS = 0.003;
/** Turns the speech model hears at once (one row of a batch each). */
const MODEL_BATCH = 64;

export type HeardTurn = {
  turn: LearnerTurn;
  /** Whether each frame is heard as voice (by loudness: 50 ms frames; by the model: see ./heard-by-model). */
  frames: boolean[];
  frameMs: number;
  /** The speech model's probability for each of its 32 ms frames. */
  speechProbabilities: Float32Array;
  /** When each piece's audio ends, in ms from the start. */
  pieceEndsMs: number[];
  trueEndMs: number;
};

/** How many turns the speech model heard in this run, and how many came from the cache. */
export type ModelRun = { heardByModel: number; fromCache: number };

export async function hearTurns(turns: LearnerTurn[], seed: number, modelRun: ModelRun = { heardByModel: 0, fromCache: 0 }): Promise<HeardTurn[]> {
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
  const probabilityCache = openProbabilityCache(SILERO_MODEL_PATH);
  let model: Awaited<ReturnType<typeof loadSileroInNode>> | null = null;
  const heard: HeardTurn[] = [];
  let waiting: { heard: HeardTurn; modelFrames: Float32Array[]; key: string }[] = [];
  const hearByModel = async () => {
    model ??= await loadSileroInNode();
    const probabilities = await model.speechProbabilities(waiting.map((turn) => turn.modelFrames));
    waiting.forEach((turn, at) => {
      turn.heard.speechProbabilities = probabilities[at]!;
      probabilityCache.write(turn.key, probabilities[at]!);
    });
    modelRun.heardByModel += waiting.length;
    waiting = [];
  };
  try {
    const spoken = await Promise.all(turns.map((turn) => Promise.all(turn.pieces.map((piece) => say(piece.text, turn)))));
    for (const [at, turn] of turns.entries()) {
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
      const one: HeardTurn = { turn, frames, frameMs: SAMPLE_EVERY_MS, speechProbabilities: new Float32Array(), pieceEndsMs, trueEndMs: pieceEndsMs.at(-1)! };
      heard.push(one);
      const modelFrames = resampleForModel(audio, rate);
      const key = probabilityCache.keyOf(modelFrames);
      const cached = probabilityCache.read(key);
      if (cached) {
        one.speechProbabilities = cached;
        modelRun.fromCache++;
      } else waiting.push({ heard: one, modelFrames, key });
      if (waiting.length === MODEL_BATCH) await hearByModel();
    }
    if (waiting.length > 0) await hearByModel();
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
