/**
 * Hears whether the learner is speaking: the microphone's loudness from a Web Audio analyser, sampled
 * every 50 ms, judged by the same numbers the turn-taking bench hears with (shared/turn-taking/voice-loudness).
 */
import { createVoiceFrames, SAMPLE_EVERY_MS } from '#/shared/turn-taking/voice-loudness';

export type VoiceActivityMeter = { stop: () => void };

export function startVoiceActivityMeter(stream: MediaStream, onSample: (isVoice: boolean) => void): VoiceActivityMeter {
  const context = new AudioContext();
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const isVoiceFrame = createVoiceFrames();
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    onSample(isVoiceFrame(samples));
  }, SAMPLE_EVERY_MS);
  // Autoplay rules may start the context suspended; the microphone click is the gesture that resumes it.
  void context.resume();
  return {
    stop: () => {
      clearInterval(timer);
      source.disconnect();
      void context.close();
    },
  };
}
