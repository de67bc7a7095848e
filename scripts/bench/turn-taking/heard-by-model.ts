/**
 * A heard turn as the browser's speech model hears it: each 32 ms frame voice or not by the model's speech
 * probability and the start/keep thresholds (shared/turn-taking/speech-probability), as
 * web/features/conversation/voice/listen-for-speech.ts feeds the turn watcher.
 */
import { createSpeechFrames, MODEL_FRAME_MS, SPEECH_THRESHOLDS, type SpeechThresholds } from '../../../src/shared/turn-taking/speech-probability';
import type { HeardTurn } from './hear-turns';

export function heardByModel(heard: HeardTurn, thresholds: SpeechThresholds = SPEECH_THRESHOLDS): HeardTurn {
  const isVoiceFrame = createSpeechFrames(thresholds);
  return { ...heard, frames: Array.from(heard.speechProbabilities, isVoiceFrame), frameMs: MODEL_FRAME_MS };
}
