/**
 * Whether a frame the speech model heard is voice: its speech probability over a threshold to start, and
 * over a lower one to go on (Silero's own hysteresis: start at 0.5, end under 0.35), so a word's quiet
 * consonants do not read as a pause.
 */
export const START_SPEECH_AT = 0.5;
export const KEEP_SPEECH_OVER = 0.35;

/** Feeds probabilities in order; says whether each frame is heard as voice. */
export function createSpeechFrames(): (probability: number) => boolean {
  let isSpeaking = false;
  return (probability) => {
    isSpeaking = probability >= (isSpeaking ? KEEP_SPEECH_OVER : START_SPEECH_AT);
    return isSpeaking;
  };
}
