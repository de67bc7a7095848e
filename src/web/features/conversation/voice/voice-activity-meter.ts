/**
 * Hears whether the learner is speaking: the microphone's loudness from a Web Audio analyser, sampled
 * every 50 ms, judged by the same numbers the turn-taking bench hears with (shared/turn-taking/voice-loudness).
 * The speech model's stand-in while it loads, and where it cannot run (./speech-detector).
 */
import { createVoiceFrames, SAMPLE_EVERY_MS } from '#/shared/turn-taking/voice-loudness';

export type VoiceActivityMeter = { stop: () => void };

export function startVoiceActivityMeter(source: MediaStreamAudioSourceNode, onSample: (isVoice: boolean) => void): VoiceActivityMeter {
  const analyser = source.context.createAnalyser();
  analyser.fftSize = 2048;
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const isVoiceFrame = createVoiceFrames();
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    onSample(isVoiceFrame(samples));
  }, SAMPLE_EVERY_MS);
  return {
    stop: () => {
      clearInterval(timer);
      source.disconnect(analyser);
    },
  };
}
