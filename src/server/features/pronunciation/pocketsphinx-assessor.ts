/**
 * The keyless engine: PocketSphinx (soundswallower, WebAssembly) decodes the recording against a grammar
 * of the sentence's words and their likely slips, and aligns the sentence as written for the learned model,
 * in two worker threads side by side, each loading the 16 kHz US-English model once; beside them, a neural
 * speech recogniser (Moonshine tiny, speech-model/) in a thread of its own says how likely it found each word
 * as written, and where the model may flag a slip, a larger one (Moonshine base) gives a second opinion. Which alternative wins is the decoder's choice (ADR 019); the learned model weighs it (ADR 023).
 */
import { PRONUNCIATION_AUDIO_TYPES } from '#/shared/api/pronunciation';
import { AppError, type ErrorText } from '../../http/app-error';
import { BoundedWorkerPool, WorkerTaskError } from '../../workers/bounded-worker-pool';
import { buildReadingGrammar, type GrammarWeights } from './build-reading-grammar';
import { loadCmuDictionary } from './cmu-dictionary';
import { judgeReading } from './judge-reading';
import type { DecoderVerdict, PronunciationAssessor, ReadingToJudge } from './pronunciation-assessor';
import { decodeSideBySide, THREADS_PER_CHECK } from './decode-side-by-side';
import { type DecodeResult, type DecodeTask, findEnglishModel, findSoundswallowerModuleUrl, pronunciationWorkerSource } from './pronunciation-worker-source';
import { readWav } from '../transcription/public';
import { ListeningQueue } from './listening-queue';
import { findSpeechModelFiles } from './speech-model/speech-model-files';
import { type HearTask, type HeardBySpeechModel, speechModelWorkerSource } from './speech-model/speech-model-worker-source';
import { gatherEvidence, type ReadingEvidence, withSecondOpinion } from './scoring/reading-evidence';
import type { PronunciationModel } from './scoring/pronunciation-model';
import { asksSecondOpinion, scoreReading } from './scoring/score-reading';
import { TRAINED_PRONUNCIATION_MODEL } from './scoring/trained-pronunciation-model';

/** What a learner is told when the engine is busy, or heard no speech, in the voice of the teacher they practise with. */
export const listeningBusyMessage = (teacher?: string): ErrorText => (teacher ? { key: 'listeningBusy', values: { teacher } } : { key: 'listeningBusyAnyTeacher' });
export const noSpeechMessage = (teacher?: string): ErrorText => (teacher ? { key: 'noSpeech', values: { teacher } } : { key: 'noSpeechAnyTeacher' });
export const WAV_ONLY_MESSAGE = 'Send the recording as a 16-bit PCM WAV (audio/wav); the browser makes one from your recording.';
export const DEFAULT_PRONUNCIATION_QUEUE = 8;
/** Checks one caller may have running or waiting: a learner reads one sentence at a time, a retry may overlap. */
export const PRONUNCIATION_CHECKS_PER_CALLER = 2;
const RETRY_AFTER_SECONDS = 3;

/** What the decoder heard, and what was measured of each word through each front-end warp asked for (the model's own by default). */
export type Heard = { judged: DecoderVerdict; evidence: ReadingEvidence; evidenceByWarp: ReadingEvidence[] };

/**
 * model: the learned model that weighs what the decoder heard (the trained one by default). checksAtOnce:
 * readings judged at the same time (1 by default); each takes two PocketSphinx threads, one for the grammar's
 * search and one for the sentence as written aligned through the model's front end, and a speech
 * recogniser's thread, side by side.
 */
export function createPocketsphinxAssessor(options: { checksAtOnce?: number; maxQueued?: number; perCaller?: number; weights?: GrammarWeights; decoderConfig?: Record<string, string | number>; model?: PronunciationModel } = {}): PronunciationAssessor & { listen: (reading: ReadingToJudge, alignmentWarps?: readonly number[], secondOpinion?: 'when-asked' | 'always') => Promise<Heard>; close: () => Promise<void> } {
  const learned = options.model ?? TRAINED_PRONUNCIATION_MODEL;
  const model = findEnglishModel();
  let unnamedCallers = 0;
  const checksAtOnce = options.checksAtOnce ?? 1;
  const threads = THREADS_PER_CHECK * checksAtOnce;
  let pool: BoundedWorkerPool | undefined;
  const getPool = () =>
    (pool ??= new BoundedWorkerPool({
      name: 'PocketSphinx',
      source: pronunciationWorkerSource,
      workerData: { moduleUrl: findSoundswallowerModuleUrl(), ...model, decoderConfig: options.decoderConfig },
      threads,
      // The listening queue hands out turns only when a thread is free; the pool's own queue holds what an aborted thread's replacement has not yet taken.
      maxQueued: threads,
      busyMessage: listeningBusyMessage(), // the route names the teacher
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    }));
  let speechModel: BoundedWorkerPool | undefined;
  const getSpeechModel = () =>
    (speechModel ??= new BoundedWorkerPool({
      name: 'Moonshine',
      source: speechModelWorkerSource,
      workerData: { files: { first: findSpeechModelFiles('tiny'), second: findSpeechModelFiles('base') } },
      threads: checksAtOnce,
      maxQueued: checksAtOnce,
      busyMessage: listeningBusyMessage(),
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    }));
  const queue = new ListeningQueue({
    slots: checksAtOnce,
    maxWaiting: options.maxQueued ?? DEFAULT_PRONUNCIATION_QUEUE,
    perCaller: options.perCaller ?? PRONUNCIATION_CHECKS_PER_CALLER,
    busyMessage: listeningBusyMessage(),
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });

  /**
   * The decoder's and cues' verdicts and what was measured of each word, before the model weighs them:
   * `evidence` through the first of `alignmentWarps` (the model's), `evidenceByWarp` through each (the
   * training script's choice among them). The grammar's search and the warped alignments run side by side.
   */
  async function listen({ text, insteadOf, teacherName, wav, signal, caller, onWorkStarted }: ReadingToJudge, alignmentWarps: readonly number[] = [learned.alignmentWarp ?? 1], secondOpinion: 'when-asked' | 'always' = 'when-asked'): Promise<Heard> {
    // The header only (a few bytes read): the samples are unpacked and checked for speech in the worker.
    const reading = readWav(wav);
    if ('problem' in reading || reading.format.bytesPerSample !== 2 || reading.format.isFloat) throw new AppError('unsupported_audio', WAV_ONLY_MESSAGE, 415);
    // The caller's share and the queue are checked before any work; a turn comes when a check's threads are free.
    const endTurn = await queue.enter(caller ?? `unnamed:${++unnamedCallers}`, signal);
    try {
      const dictionary = await loadCmuDictionary(model.dict);
      const grammar = buildReadingGrammar(text, dictionary, options.weights, insteadOf);
      // A copy of the samples alone, whatever `wav` is (a Node Buffer's slice is a view on memory it shares), handed to the threads.
      const pcm = new Uint8Array(wav.subarray(reading.data.at, reading.data.at + reading.data.bytes));
      const { channels, sampleRate } = reading.format;
      // The speech recogniser gets a copy of its own, made before the searches' samples are handed over.
      const hearTask: HearTask = { pcm: new Uint8Array(pcm), channels, sampleRate, words: grammar.words.map(({ word }) => word), listener: 'first' };
      const secondTask: HearTask = { ...hearTask, pcm: new Uint8Array(pcm), listener: 'second' };
      const task: DecodeTask = { attempts: grammar.attempts, alignment: { ...grammar.alignment, warps: [...alignmentWarps] }, words: grammar.entries, pcm, channels, sampleRate };
      signal?.throwIfAborted();
      onWorkStarted?.();
      // PocketSphinx's searches and the speech recogniser side by side; both settle before the turn ends.
      const [decoded, recognised] = await Promise.allSettled([
        decodeSideBySide(getPool(), task, signal),
        getSpeechModel().run<HeardBySpeechModel>(hearTask, { signal, transfer: [hearTask.pcm.buffer as ArrayBuffer] }),
      ]);
      for (const outcome of [decoded, recognised]) {
        if (outcome.status === 'fulfilled') continue;
        if (outcome.reason instanceof WorkerTaskError) throw new AppError('assessment_failed', 'Maya could not listen to that recording. Please try again.', 502);
        throw outcome.reason; // busy (503) or the caller's abort, as they are
      }
      const result = (decoded as PromiseFulfilledResult<DecodeResult>).value;
      const heard = (recognised as PromiseFulfilledResult<HeardBySpeechModel>).value;
      if (result.isSilent) throw new AppError('no_speech', noSpeechMessage(teacherName), 422);
      const judged = judgeReading(grammar.words, result.tokens, dictionary, grammar.extras, result.hiss);
      let evidenceByWarp = result.aligned.map((aligned) => gatherEvidence(grammar, { tokens: result.tokens, aligned, heard }, judged.words));
      // The larger recogniser listens only where a slip may be flagged (about a reading in N: see ADR 023), so most checks cost what they did.
      if (secondOpinion === 'always' || asksSecondOpinion(evidenceByWarp[0]!, learned)) {
        const second = await getSpeechModel().run<HeardBySpeechModel>(secondTask, { signal, transfer: [secondTask.pcm.buffer as ArrayBuffer] }).catch((error: unknown) => {
          if (error instanceof WorkerTaskError) throw new AppError('assessment_failed', 'Maya could not listen to that recording. Please try again.', 502);
          throw error;
        });
        evidenceByWarp = evidenceByWarp.map((evidence) => withSecondOpinion(evidence, second));
      }
      return { judged, evidence: evidenceByWarp[0]!, evidenceByWarp };
    } finally {
      endTurn();
    }
  }

  return {
    engine: 'pocketsphinx',
    model: 'cmusphinx-en-us-16k',
    audioTypes: PRONUNCIATION_AUDIO_TYPES,
    audioTypesMessage: WAV_ONLY_MESSAGE,
    async assess(reading) {
      const { judged, evidence } = await listen(reading);
      return scoreReading(judged, evidence, learned);
    },
    listen,
    close: async () => {
      await Promise.all([pool?.close(), speechModel?.close()]);
    },
  };
}
