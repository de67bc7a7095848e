/**
 * The speech model hearing the microphone: vad-web's audio worklet resamples it to 16 kHz frames of 32 ms,
 * and Silero VAD (./silero-model) gives each frame a speech probability, in order.
 */
import workletUrl from '@ricky0123/vad-web/dist/vad.worklet.bundle.min.js?url&no-inline';
import { MODEL_FRAME_SAMPLES } from '#/shared/turn-taking/speech-probability';
import { loadSileroModel } from './silero-model';
import type { SpeechDetector } from './speech-detector';

/** The worklet's names (vad-web's messages.ts). */
const WORKLET = 'vad-helper-worklet';
const AUDIO_FRAME = 'AUDIO_FRAME';
const STOP = 'SPEECH_STOP';
/** Frames waiting for the model (32 ms each): two seconds behind the microphone, loudness hears better. */
const MAX_FRAMES_BEHIND = 60;

export async function startSileroDetector(
  source: MediaStreamAudioSourceNode,
  onProbability: (probability: number) => void,
  onFailure: (reason: unknown) => void,
): Promise<SpeechDetector> {
  const model = await loadSileroModel();
  model.reset();
  const context = source.context as AudioContext;
  await context.audioWorklet.addModule(workletUrl);
  const node = new AudioWorkletNode(context, WORKLET, { processorOptions: { frameSamples: MODEL_FRAME_SAMPLES } });
  let isStopped = false;
  // Frames are judged one at a time, in order: the model carries its state from one to the next.
  let queue = Promise.resolve();
  let framesBehind = 0;
  const fail = (reason: unknown) => {
    if (!isStopped) onFailure(reason);
    isStopped = true;
  };
  node.port.onmessage = (event: MessageEvent<{ message?: string; data?: unknown }>) => {
    const { message, data } = event.data ?? {};
    if (message !== AUDIO_FRAME || !(data instanceof ArrayBuffer) || isStopped) return;
    if (++framesBehind > MAX_FRAMES_BEHIND) return fail(new Error('The speech model fell behind the microphone'));
    const frame = new Float32Array(data);
    queue = queue
      .then(async () => {
        if (isStopped) return;
        const probability = await model.speechProbability(frame);
        framesBehind--;
        if (!isStopped) onProbability(probability);
      })
      .catch(fail);
  };
  source.connect(node);
  return {
    stop: () => {
      isStopped = true;
      node.port.onmessage = null;
      node.port.postMessage(STOP);
      source.disconnect(node);
    },
  };
}
