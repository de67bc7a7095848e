/**
 * The microphone's voice, frame by frame, for the turn watcher: one audio graph on the stream, heard by the
 * speech model once it has loaded and by the loudness meter until then or where the model cannot run
 * (./speech-detector). The detector in use is shown on <html data-speech-detector> ('model' or 'loudness').
 */
import { createSpeechFrames } from '#/shared/turn-taking/speech-probability';
import { canRunSpeechModel, type SpeechDetector, type SpeechDetectorKind, startSpeechDetector } from './speech-detector';
import { startVoiceActivityMeter } from './voice-activity-meter';

function showDetector(kind: SpeechDetectorKind | null): void {
  if (kind) document.documentElement.dataset.speechDetector = kind;
  else delete document.documentElement.dataset.speechDetector;
}

/** `onDetector`: which detector hears from now on (the turn watcher's waits follow it). */
export function listenForSpeech(stream: MediaStream, onSample: (isVoice: boolean) => void, onDetector: (kind: SpeechDetectorKind) => void = () => {}): SpeechDetector {
  const context = new AudioContext();
  const source = context.createMediaStreamSource(stream);
  const detector = startSpeechDetector({
    canRunModel: canRunSpeechModel(),
    startMeter: () => startVoiceActivityMeter(source, onSample),
    startModel: async (onFailure) => {
      const { startSileroDetector } = await import('./silero-speech-detector');
      const isVoiceFrame = createSpeechFrames();
      return startSileroDetector(source, (probability) => onSample(isVoiceFrame(probability)), onFailure);
    },
    onDetector: (kind) => {
      showDetector(kind);
      onDetector(kind);
    },
  });
  // Autoplay rules may start the context suspended; the microphone click is the gesture that resumes it.
  void context.resume();
  return {
    stop: () => {
      detector.stop();
      showDetector(null);
      source.disconnect();
      void context.close();
    },
  };
}
