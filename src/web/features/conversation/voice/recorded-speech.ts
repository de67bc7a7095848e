/**
 * Speech recognition by Parley's server (ADR 010): the microphone is recorded with MediaRecorder, the
 * learner's pause is heard with Web Audio, and each finished turn is sent to /functions/v1/transcribe,
 * which keeps the learner's mistakes. A turn ends after `sendAfterMs` of quiet following speech, or when
 * the learner taps (sendAfterMs null, or stop()). Loaded by useRecordedSpeech when the learner first
 * starts server recognition, so pages that never record do not load it.
 */
import { ApiError } from '#/web/lib/api-client';
import { transcribeRecording } from '../api/transcribe-recording';
import { chooseRecordingType } from './choose-recording-type';
import { classifyMicrophoneFailure } from './microphone-failure';
import type { RecognitionError } from './use-speech-recognition';
import { startVoiceActivityMeter, type VoiceActivityMeter } from './voice-activity-meter';

/** Silence this long after speech shows 'Will send in ...' (shorter pauses are just breaths). */
const COUNTDOWN_AFTER_MS = 300;
/** The server refuses longer turns; end the turn just before. */
const MAX_TURN_MS = 58_000;
const LIMIT_CODES = new Set(['free_limit_reached', 'demo_limit_reached']);

export type RecordedSpeechOptions = {
  teacherSlug: string;
  sendAfterMs: number | null;
  /** True while a turn must not be sent yet (a reply is pending, or the teacher speaks): it waits. */
  isBlocked: boolean;
  onVoiceStart: () => void;
  onTranscript: (text: string) => void;
  onLimitReached: () => void;
  /** Runs before each upload (the demo starts its session here, as it does before its first message). */
  beforeUpload?: () => Promise<void>;
};

/** The hook's side: its latest options, its state setters, and the two flags both sides read and set. */
export type RecordedSpeechHost = {
  flags: { wantsToListen: boolean; isPaused: boolean };
  options: () => RecordedSpeechOptions;
  setIsListening: (value: boolean) => void;
  setIsCountingDown: (value: boolean) => void;
  setIsProcessing: (value: boolean) => void;
  setError: (value: RecognitionError | null) => void;
};

type Segment = { recorder: MediaRecorder; chunks: Blob[]; startedAt: number; heardVoiceAt: number | null; lastVoiceAt: number };

export class RecordedSpeech {
  private stream: MediaStream | null = null;
  private meter: VoiceActivityMeter | null = null;
  private segment: Segment | null = null;

  constructor(private readonly host: RecordedSpeechHost) {}

  /** Opens the microphone (once) and starts a turn, unless the teacher is speaking. */
  async open(): Promise<void> {
    const { flags } = this.host;
    if (this.stream) {
      this.beginSegment();
      return;
    }
    try {
      // Echo cancellation keeps the teacher's own voice out of the recording (needed to interrupt).
      const opened = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true } });
      if (!flags.wantsToListen) {
        for (const track of opened.getTracks()) track.stop();
        return;
      }
      this.stream = opened;
      this.meter = startVoiceActivityMeter(opened, (isVoice) => this.onSample(isVoice));
      if (!flags.isPaused) this.beginSegment();
    } catch (failure) {
      flags.wantsToListen = false;
      this.host.setIsListening(false);
      this.host.setError(classifyMicrophoneFailure(failure) === 'denied' ? 'denied' : 'failed');
    }
  }

  beginSegment(): void {
    if (!this.stream || this.segment) return;
    const mimeType = chooseRecordingType();
    const recorder = new MediaRecorder(this.stream, mimeType ? { mimeType } : undefined);
    const next: Segment = { recorder, chunks: [], startedAt: performance.now(), heardVoiceAt: null, lastVoiceAt: 0 };
    recorder.ondataavailable = (event) => event.data.size > 0 && next.chunks.push(event.data);
    recorder.start(250);
    this.segment = next;
    this.host.setIsCountingDown(false);
  }

  /** Ends the current turn; it is transcribed and handed on when it holds speech and `shouldSend`. */
  endSegment(shouldSend: boolean): void {
    const ended = this.segment;
    if (!ended) return;
    this.segment = null;
    const { host } = this;
    const hasSpeech = shouldSend && ended.heardVoiceAt !== null;
    ended.recorder.onstop = () => {
      if (!hasSpeech) return;
      const audio = new Blob(ended.chunks, { type: ended.recorder.mimeType || 'audio/webm' });
      const durationMs = performance.now() - ended.startedAt;
      Promise.resolve(host.options().beforeUpload?.())
        .then(() => transcribeRecording({ audio, durationMs, teacherSlug: host.options().teacherSlug }))
        .then((text) => text && host.options().onTranscript(text))
        .catch((failure: unknown) => {
          if (failure instanceof ApiError && failure.code && LIMIT_CODES.has(failure.code)) host.options().onLimitReached();
          else host.setError(failure instanceof ApiError && failure.code === 'transcription_unavailable' ? 'not-supported' : 'failed');
        })
        .finally(() => host.setIsProcessing(false));
    };
    ended.recorder.stop();
    host.setIsCountingDown(false);
    if (hasSpeech) host.setIsProcessing(true);
    if (host.flags.wantsToListen && !host.flags.isPaused) this.beginSegment();
  }

  /** Stops the microphone and the meter; the next open() asks for the microphone again. */
  release(): void {
    this.meter?.stop();
    this.meter = null;
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = null;
  }

  /** Leaving the screen: whatever is being recorded is dropped unsent. */
  dispose(): void {
    this.segment?.recorder.stop();
    this.segment = null;
    this.release();
  }

  private onSample(isVoice: boolean): void {
    const current = this.segment;
    if (!current || this.host.flags.isPaused) return;
    const now = performance.now();
    if (isVoice) {
      if (current.heardVoiceAt === null) {
        current.heardVoiceAt = now;
        this.host.options().onVoiceStart();
      }
      current.lastVoiceAt = now;
      this.host.setIsCountingDown(false);
      return;
    }
    if (current.heardVoiceAt === null) {
      // Nothing said for a long while: start afresh so the recording stays short.
      if (now - current.startedAt > MAX_TURN_MS) this.endSegment(false);
      return;
    }
    const { sendAfterMs, isBlocked } = this.host.options();
    const quietFor = now - current.lastVoiceAt;
    if (sendAfterMs === null || isBlocked) {
      if (now - current.startedAt > MAX_TURN_MS && !isBlocked) this.endSegment(true);
      return;
    }
    if (now - current.startedAt > MAX_TURN_MS || quietFor >= sendAfterMs) this.endSegment(true);
    else if (quietFor >= COUNTDOWN_AFTER_MS) this.host.setIsCountingDown(true);
  }
}
