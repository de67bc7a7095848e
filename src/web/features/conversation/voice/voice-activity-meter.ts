/**
 * Hears whether the learner is speaking: the microphone's loudness (RMS) from a Web Audio analyser,
 * sampled every 50 ms. Two loud samples in a row are a voice; anything quieter is silence.
 */
const SAMPLE_EVERY_MS = 50;
const VOICE_RMS = 0.015;
const FRAMES_FOR_VOICE = 2;

export type VoiceActivityMeter = { stop: () => void };

export function startVoiceActivityMeter(stream: MediaStream, onSample: (isVoice: boolean) => void): VoiceActivityMeter {
  const context = new AudioContext();
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  let loudFrames = 0;
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const sample of samples) sum += sample * sample;
    loudFrames = Math.sqrt(sum / samples.length) >= VOICE_RMS ? loudFrames + 1 : 0;
    onSample(loudFrames >= FRAMES_FOR_VOICE);
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
