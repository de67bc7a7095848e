/**
 * Which detector hears the learner's voice: Silero VAD (a speech model in WebAssembly) where WebAssembly and
 * AudioWorklet exist, else the loudness meter — which also hears while the model loads and takes over again
 * if the model fails. Either feeds the same `onSample(isVoice)` the turn watcher reads (ADR 032).
 */
import type { HeardBy } from '#/shared/turn-taking/choose-wait';

export type SpeechDetectorKind = HeardBy;
export type SpeechDetector = { stop: () => void };
export type ModelState = 'loading' | 'ready' | 'failed';

type Environment = { WebAssembly?: unknown; AudioWorkletNode?: unknown };

export function canRunSpeechModel(environment: Environment = globalThis as Environment): boolean {
  return typeof environment.WebAssembly === 'object' && environment.WebAssembly !== null && typeof environment.AudioWorkletNode === 'function';
}

export function chooseSpeechDetector(canRunModel: boolean, model: ModelState): SpeechDetectorKind {
  return canRunModel && model === 'ready' ? 'model' : 'loudness';
}

export type SpeechDetectorParts = {
  canRunModel: boolean;
  startMeter: () => SpeechDetector;
  /** Loads and starts the model; it calls `onFailure` if it stops working later. */
  startModel: (onFailure: (reason: unknown) => void) => Promise<SpeechDetector>;
  onDetector: (kind: SpeechDetectorKind) => void;
};

export function startSpeechDetector(parts: SpeechDetectorParts): SpeechDetector {
  let isStopped = false;
  let meter: SpeechDetector | null = parts.startMeter();
  let model: SpeechDetector | null = null;
  let state: ModelState = 'loading';
  const use = () => {
    const kind = chooseSpeechDetector(parts.canRunModel, state);
    if (kind === 'model') {
      meter?.stop();
      meter = null;
    } else {
      model?.stop();
      model = null;
      meter ??= parts.startMeter();
    }
    parts.onDetector(kind);
  };
  const fail = (reason: unknown) => {
    if (isStopped || state === 'failed') return;
    console.warn('[voice] The speech model is not available; hearing speech by loudness instead.', reason);
    state = 'failed';
    use();
  };
  parts.onDetector('loudness');
  if (parts.canRunModel) {
    parts.startModel(fail).then((started) => {
      if (isStopped || state === 'failed') {
        started.stop();
        return;
      }
      model = started;
      state = 'ready';
      use();
    }, fail);
  }
  return {
    stop: () => {
      isStopped = true;
      meter?.stop();
      model?.stop();
      meter = model = null;
    },
  };
}
