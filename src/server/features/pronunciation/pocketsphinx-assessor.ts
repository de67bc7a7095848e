/**
 * The keyless engine: PocketSphinx (soundswallower, WebAssembly) decodes the recording against a grammar
 * of the sentence's words and their likely slips, in one worker thread that loads the 16 kHz US-English
 * model once (~100 MB). Which alternative wins is the verdict (ADR 019): posteriors of a forced alignment
 * do not separate "think" from "sink", competing alternatives do.
 */
import { PRONUNCIATION_AUDIO_TYPES } from '#/shared/api/pronunciation';
import { AppError } from '../../http/app-error';
import { BoundedWorkerPool, WorkerTaskError } from '../../workers/bounded-worker-pool';
import { buildReadingGrammar, type GrammarWeights } from './build-reading-grammar';
import { loadCmuDictionary } from './cmu-dictionary';
import { judgeReading } from './judge-reading';
import type { DecoderVerdict, PronunciationAssessor, ReadingToJudge } from './pronunciation-assessor';
import { type DecodeResult, type DecodeTask, findEnglishModel, findSoundswallowerModuleUrl, pronunciationWorkerSource } from './pronunciation-worker-source';
import { readPcmWav } from './read-pcm-wav';
import { gatherEvidence, type ReadingEvidence } from './scoring/reading-evidence';
import type { PronunciationModel } from './scoring/pronunciation-model';
import { scoreReading } from './scoring/score-reading';
import { TRAINED_PRONUNCIATION_MODEL } from './scoring/trained-pronunciation-model';

/** What a learner is told when the engine is busy, or heard no speech, in the voice of the teacher they practise with. */
export const listeningBusyMessage = (teacher: string) => `${teacher} is listening to other learners right now. Try again in a few seconds.`;
export const noSpeechMessage = (teacher: string) => `${teacher} couldn't hear you. Check your microphone and read the sentence aloud.`;
const ANY_TEACHER = 'Your teacher';
export const WAV_ONLY_MESSAGE = 'Send the recording as a 16-bit PCM WAV (audio/wav); the browser makes one from your recording.';
export const DEFAULT_PRONUNCIATION_QUEUE = 8;
/** RMS (of 32,768) below which the loudest tenth of a second holds no speech: a quiet room is ~30-100. */
const SPEECH_LEVEL = 300;

function loudestTenthOfASecond({ samples, sampleRate }: { samples: Int16Array; sampleRate: number }): number {
  const window = Math.max(1, Math.round(sampleRate / 10));
  let loudest = 0;
  for (let start = 0; start < samples.length; start += window) {
    let sum = 0;
    const end = Math.min(samples.length, start + window);
    for (let i = start; i < end; i++) sum += samples[i]! * samples[i]!;
    loudest = Math.max(loudest, Math.sqrt(sum / (end - start)));
  }
  return loudest;
}

/** model: the learned model that weighs what the decoder heard (the trained one by default). */
export function createPocketsphinxAssessor(options: { threads?: number; maxQueued?: number; weights?: GrammarWeights; decoderConfig?: Record<string, string | number>; model?: PronunciationModel } = {}): PronunciationAssessor & { listen: (reading: ReadingToJudge) => Promise<{ judged: DecoderVerdict; evidence: ReadingEvidence }>; close: () => Promise<void> } {
  const model = findEnglishModel();
  let pool: BoundedWorkerPool | undefined;
  const getPool = () =>
    (pool ??= new BoundedWorkerPool({
      name: 'PocketSphinx',
      source: pronunciationWorkerSource,
      workerData: { moduleUrl: findSoundswallowerModuleUrl(), ...model, decoderConfig: options.decoderConfig },
      threads: options.threads ?? 1,
      maxQueued: options.maxQueued ?? DEFAULT_PRONUNCIATION_QUEUE,
      busyMessage: listeningBusyMessage(ANY_TEACHER), // the route names the teacher
      retryAfterSeconds: 3,
    }));

  /** The decoder's and cues' verdicts and what was measured of each word, before the model weighs them. */
  async function listen({ text, insteadOf, teacherName, wav, signal }: ReadingToJudge): Promise<{ judged: DecoderVerdict; evidence: ReadingEvidence }> {
    const audio = readPcmWav(wav);
    if (!audio) throw new AppError('unsupported_audio', WAV_ONLY_MESSAGE, 415);
    // The grammar always finds the words somewhere, even in silence: a reading with no speech in it is refused.
    if (loudestTenthOfASecond(audio) < SPEECH_LEVEL) throw new AppError('no_speech', noSpeechMessage(teacherName ?? ANY_TEACHER), 422);
    const dictionary = await loadCmuDictionary(model.dict);
    const grammar = buildReadingGrammar(text, dictionary, options.weights, insteadOf);
    const task: DecodeTask = { attempts: grammar.attempts, alignment: grammar.alignment, words: grammar.entries, samples: audio.samples, sampleRate: audio.sampleRate };
    let result: DecodeResult;
    try {
      result = await getPool().run<DecodeResult>(task, { signal, transfer: [audio.samples.buffer as ArrayBuffer] });
    } catch (error) {
      if (error instanceof WorkerTaskError) throw new AppError('assessment_failed', 'Maya could not listen to that recording. Please try again.', 502);
      throw error; // busy (503) or the caller's abort, as they are
    }
    const judged = judgeReading(grammar.words, result.tokens, dictionary, grammar.extras, result.hiss);
    return { judged, evidence: gatherEvidence(grammar, result, judged.words) };
  }

  return {
    engine: 'pocketsphinx',
    model: 'cmusphinx-en-us-16k',
    audioTypes: PRONUNCIATION_AUDIO_TYPES,
    audioTypesMessage: WAV_ONLY_MESSAGE,
    async assess(reading) {
      const { judged, evidence } = await listen(reading);
      return scoreReading(judged, evidence, options.model ?? TRAINED_PRONUNCIATION_MODEL);
    },
    listen,
    close: async () => pool?.close(),
  };
}
