import { afterEach, describe, expect, it, vi } from 'vitest';
import { canRunSpeechModel, chooseSpeechDetector, type SpeechDetector, type SpeechDetectorKind, startSpeechDetector } from './speech-detector';

describe('canRunSpeechModel', () => {
  it('needs both WebAssembly and AudioWorklet', () => {
    class AudioWorkletNode {}
    expect(canRunSpeechModel({ WebAssembly: {}, AudioWorkletNode })).toBe(true);
    expect(canRunSpeechModel({ AudioWorkletNode })).toBe(false);
    expect(canRunSpeechModel({ WebAssembly: {} })).toBe(false);
    expect(canRunSpeechModel({})).toBe(false);
  });
});

describe('chooseSpeechDetector', () => {
  it('uses the model only once it is ready, and only where it can run', () => {
    expect(chooseSpeechDetector(true, 'ready')).toBe('model');
    expect(chooseSpeechDetector(true, 'loading')).toBe('loudness');
    expect(chooseSpeechDetector(true, 'failed')).toBe('loudness');
    expect(chooseSpeechDetector(false, 'ready')).toBe('loudness');
  });
});

/** A detector part that says whether it is running. */
function part(): SpeechDetector & { isRunning: boolean } {
  const made = {
    isRunning: true,
    stop: () => {
      made.isRunning = false;
    },
  };
  return made;
}

function start(canRunModel: boolean) {
  const meters: ReturnType<typeof part>[] = [];
  const model = part();
  let load!: { resolve: () => void; reject: (reason: unknown) => void };
  let failLater!: (reason: unknown) => void;
  const shown: SpeechDetectorKind[] = [];
  const startModel = vi.fn((onFailure: (reason: unknown) => void) => {
    failLater = onFailure;
    return new Promise<SpeechDetector>((resolve, reject) => {
      load = { resolve: () => resolve(model), reject };
    });
  });
  const detector = startSpeechDetector({
    canRunModel,
    startMeter: () => {
      const meter = part();
      meters.push(meter);
      return meter;
    },
    startModel,
    onDetector: (kind) => shown.push(kind),
  });
  return { detector, meters, model, shown, startModel, load: () => load, failLater: (reason: unknown) => failLater(reason) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startSpeechDetector', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hears by loudness while the model loads, then hands over to the model', async () => {
    const run = start(true);
    expect(run.shown).toEqual(['loudness']);
    expect(run.meters[0]!.isRunning).toBe(true);
    run.load().resolve();
    await settle();
    expect(run.shown).toEqual(['loudness', 'model']);
    expect(run.meters[0]!.isRunning).toBe(false);
    run.detector.stop();
    expect(run.model.isRunning).toBe(false);
  });

  it('never loads the model where it cannot run', () => {
    const run = start(false);
    expect(run.startModel).not.toHaveBeenCalled();
    expect(run.shown).toEqual(['loudness']);
    expect(run.meters[0]!.isRunning).toBe(true);
  });

  it('keeps the loudness meter, and says why, when the model fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const run = start(true);
    run.load().reject(new Error('404'));
    await settle();
    expect(run.shown).toEqual(['loudness', 'loudness']);
    expect(run.meters).toHaveLength(1);
    expect(run.meters[0]!.isRunning).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('goes back to the loudness meter when the running model fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const run = start(true);
    run.load().resolve();
    await settle();
    run.failLater(new Error('out of memory'));
    expect(run.shown.at(-1)).toBe('loudness');
    expect(run.model.isRunning).toBe(false);
    expect(run.meters.at(-1)!.isRunning).toBe(true);
  });

  it('stops a model that finishes loading after the microphone was released', async () => {
    const run = start(true);
    run.detector.stop();
    run.load().resolve();
    await settle();
    expect(run.model.isRunning).toBe(false);
    expect(run.meters[0]!.isRunning).toBe(false);
    expect(run.shown).toEqual(['loudness']);
  });
});
