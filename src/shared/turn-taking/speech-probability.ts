/**
 * The speech model's frames (Silero VAD v5 as @ricky0123/vad-web runs it), shared by the browser
 * (web/features/conversation/voice/silero-*.ts) and the turn-taking bench: 512 samples at 16 kHz, each read
 * with the last 64 samples of the frame before. A frame is voice when its speech probability is over a
 * threshold to start and over a lower one to go on (Silero's own hysteresis: start at 0.5, end under 0.35),
 * so a word's quiet consonants do not read as a pause.
 */
export const MODEL_SAMPLE_RATE = 16_000;
export const MODEL_FRAME_SAMPLES = 512;
export const MODEL_CONTEXT_SAMPLES = 64;
/** 32 ms: how often the model says whether the learner is speaking. */
export const MODEL_FRAME_MS = (MODEL_FRAME_SAMPLES / MODEL_SAMPLE_RATE) * 1000;

export type SpeechThresholds = { startAt: number; keepOver: number };
export const SPEECH_THRESHOLDS: SpeechThresholds = { startAt: 0.5, keepOver: 0.35 };

/** Feeds probabilities in order; says whether each frame is heard as voice. */
export function createSpeechFrames(thresholds: SpeechThresholds = SPEECH_THRESHOLDS): (probability: number) => boolean {
  let isSpeaking = false;
  return (probability) => {
    isSpeaking = probability >= (isSpeaking ? thresholds.keepOver : thresholds.startAt);
    return isSpeaking;
  };
}
