/**
 * The microphone side of a voice conversation (ADR 010). Two engines: the browser's Web
 * Speech, or recordings transcribed by Parley's server (chosen in the voice settings, and used
 * automatically where Web Speech is missing, e.g. Firefox). Listening pauses while the teacher speaks,
 * unless the learner may interrupt: then the microphone stays open and their voice silences the teacher.
 * Words are sent when the turn has ended (by the words so far and the learner's own pauses, ADR 032), after
 * the fixed pause chosen instead, or only when the learner taps.
 */
import { useCallback, useEffect, useRef } from 'react';
import { chooseWaitMs } from '#/shared/turn-taking/choose-wait';
import { isBackchannel } from '#/shared/turn-taking/is-backchannel';
import type { LearnerPause, PauseProfile } from '#/shared/turn-taking/pause-profile';
import { chooseTurnWait, type VoiceSettings } from '#/shared/voice-settings';
import { publicConfig } from '#/web/lib/public-config';
import { canRecordSpeech } from './choose-recording-type';
import { useAutoSubmit } from './use-auto-submit';
import { useRecordedSpeech } from './use-recorded-speech';
import { useSpeechRecognition } from './use-speech-recognition';

export type RecognitionEngine = 'browser' | 'server';

type Options = {
  language: string;
  teacherSlug: string;
  settings: VoiceSettings;
  /** The learner's recent pauses inside their turns, and where to keep new ones (none kept when absent). */
  pauses?: PauseProfile;
  onPauses?: (pauses: LearnerPause[]) => void;
  isSpeaking: boolean;
  isPending: boolean;
  onSubmit: (text: string) => void;
  /** The learner started talking over the teacher (only with 'Let me interrupt'). */
  onInterrupt: () => void;
  onLimitReached: () => void;
  beforeUpload?: () => Promise<void>;
};

const NO_PAUSES: PauseProfile = [];
const ignorePauses = () => {};

const canUseServerRecognition = () => canRecordSpeech() && publicConfig.isServerTranscriptionAvailable;

export function chooseRecognitionEngine(choice: VoiceSettings['recognition'], hasWebSpeech: boolean): RecognitionEngine {
  if (canUseServerRecognition() && (choice === 'server' || !hasWebSpeech)) return 'server';
  return 'browser';
}

export function useVoiceInput(options: Options) {
  const { settings, isSpeaking, onSubmit, onInterrupt } = options;
  const wait = chooseTurnWait(settings);
  const pauses = options.pauses ?? NO_PAUSES;
  const onPauses = options.onPauses ?? ignorePauses;
  const mayInterrupt = settings.allow_interrupt;
  const isBlocked = (isSpeaking && !mayInterrupt) || options.isPending;
  const browser = useSpeechRecognition(options.language);
  const server = useRecordedSpeech({
    teacherSlug: options.teacherSlug,
    language: options.language,
    wait,
    profile: pauses,
    onPauses,
    isBlocked: isSpeaking || options.isPending,
    onVoiceStart: () => {
      if (isSpeaking && mayInterrupt) onInterrupt();
    },
    onTranscript: onSubmit,
    onLimitReached: options.onLimitReached,
    beforeUpload: options.beforeUpload,
  });
  const engine = chooseRecognitionEngine(settings.recognition, browser.isSupported);
  const active = engine === 'server' ? server : browser;
  const { pause, resume } = active;

  // The spec pauses the microphone while the teacher speaks; 'Let me interrupt' keeps it open.
  useEffect(() => {
    if (isSpeaking && !mayInterrupt) pause();
    else resume();
  }, [isSpeaking, mayInterrupt, pause, resume]);

  // Switching engines (a settings change) or leaving the screen ends listening; nothing half-said is sent.
  const { cancel: cancelRecording } = server;
  const { stop: stopBrowser } = browser;
  useEffect(() => () => (engine === 'server' ? cancelRecording() : stopBrowser()), [engine, cancelRecording, stopBrowser]);

  const heard = browser.transcript.trim();
  // "Mm-hm", "yeah", "vale" while the teacher speaks say "I'm listening": they neither stop her nor become a message.
  const isOnlyBackchannel = heard.length > 0 && isBackchannel(heard, options.language);
  const hasHeardWords = heard.length > 0 && !isOnlyBackchannel;
  useEffect(() => {
    if (engine === 'browser' && mayInterrupt && isSpeaking && hasHeardWords) onInterrupt();
  }, [engine, mayInterrupt, isSpeaking, hasHeardWords, onInterrupt]);

  const { clearTranscript } = browser;
  const wasSpeaking = useRef(isSpeaking);
  useEffect(() => {
    if (wasSpeaking.current && !isSpeaking && isOnlyBackchannel) clearTranscript();
    wasSpeaking.current = isSpeaking;
  }, [isSpeaking, isOnlyBackchannel, clearTranscript]);
  const submitHeard = useCallback(
    (text: string) => {
      clearTranscript();
      onSubmit(text);
    },
    [clearTranscript, onSubmit],
  );
  const autoSubmit = useAutoSubmit({
    transcript: engine === 'browser' ? browser.transcript : '',
    language: options.language,
    wait,
    profile: pauses,
    isBlocked: isBlocked || (isSpeaking && isOnlyBackchannel),
    onSubmit: submitHeard,
    onPauses,
  });

  const toggle = useCallback(() => {
    if (!active.isListening) return void active.start();
    active.stop();
    // 'Only when I tap': the tap that stops the microphone sends what it heard.
    if (engine === 'browser' && wait === null && browser.transcript.trim() && !isBlocked) submitHeard(browser.transcript.trim());
  }, [active, engine, wait, browser.transcript, isBlocked, submitHeard]);

  return {
    engine,
    canUseBrowserRecognition: browser.isSupported,
    canUseServerRecognition: canUseServerRecognition(),
    isListening: active.isListening,
    isPaused: active.isPaused,
    transcript: engine === 'browser' ? browser.transcript : '',
    isCountingDown: engine === 'browser' ? autoSubmit.isCountingDown : server.isCountingDown,
    isProcessing: engine === 'server' && server.isProcessing,
    /** The quiet that will send what was said: it changes with the words while the end of turn is adaptive. */
    sendAfterMs: (engine === 'browser' ? autoSubmit.waitMs : server.waitMs) ?? (wait === 'adaptive' ? chooseWaitMs('unheard', pauses) : wait),
    /** The words so far hold the turn (a filler, an unfinished phrase, "wait"): Parley shows it is still listening. */
    isHoldingTurn: engine === 'browser' && autoSubmit.isHoldingTurn,
    error: active.error,
    start: active.start,
    clearError: active.clearError,
    toggle,
  };
}
