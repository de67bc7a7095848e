/**
 * Speech recognition by Parley's server (ADR 010): the microphone is recorded with MediaRecorder, the
 * learner's voice is heard by a speech model or a loudness meter (./listen-for-speech), and each finished
 * turn is sent to /functions/v1/transcribe, which keeps the learner's mistakes. A turn ends when the turn watcher says the quiet after speech has
 * lasted long enough (the learner's own pauses, or the fixed 'Send after': ADR 032), or when the learner
 * taps (wait null, or stop()). Loaded by useRecordedSpeech when the learner first
 * starts server recognition, so pages that never record do not load it.
 */
import { type LearnerPause, MIN_PAUSE_MS, type PauseProfile } from '#/shared/turn-taking/pause-profile';
import { chooseWaitMs, type HeardBy, LEARNED_WAITS_BY } from '#/shared/turn-taking/choose-wait';
import { TurnWatcher, type TurnWaitChoice } from '#/shared/turn-taking/turn-watcher';
import { WordsAtPause } from '#/shared/turn-taking/words-at-pause';
import { ApiError } from '#/web/lib/api-client';
import { transcribeRecording } from '../api/transcribe-recording';
import { chooseRecordingType } from './choose-recording-type';
import { listenForSpeech } from './listen-for-speech';
import { classifyMicrophoneFailure } from './microphone-failure';
import type { SpeechDetector } from './speech-detector';
import type { RecognitionError } from './use-speech-recognition';

/** The server refuses longer turns; end the turn just before. */
const MAX_TURN_MS = 58_000;
const LIMIT_CODES = new Set(['free_limit_reached', 'demo_limit_reached']);

export type RecordedSpeechOptions = {
  teacherSlug: string;
  language: string;
  wait: TurnWaitChoice;
  profile: PauseProfile;
  onPauses: (pauses: LearnerPause[]) => void;
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
  setWaitMs: (value: number | null) => void;
  setIsProcessing: (value: boolean) => void;
  setError: (value: RecognitionError | null) => void;
};

/** An early transcript of the turn so far (words at a pause): the last voice it holds, and its words to come. */
type EarlyTranscript = { through: number; text: Promise<string> };

type Segment = {
  recorder: MediaRecorder;
  chunks: Blob[];
  startedAt: number;
  heardVoiceAt: number | null;
  lastVoiceAt: number;
  /** Called with each recorded piece (an early transcript waits for the piece it asked for). */
  onChunk: (() => void)[];
  early: EarlyTranscript | null;
};

export class RecordedSpeech {
  private stream: MediaStream | null = null;
  private detector: SpeechDetector | null = null;
  private segment: Segment | null = null;
  private readonly watcher: TurnWatcher;
  private heardBy: HeardBy = 'loudness';
  private readonly words: WordsAtPause;

  constructor(private readonly host: RecordedSpeechHost) {
    // The server answers with words only when sent a recording: at a pause the turn so far is transcribed
    // (WordsAtPause), so a finished sentence ends the turn soon; without those words the watcher hears silence alone.
    // Its waits are those learned for the detector hearing now (the model, or the meter while it loads).
    this.watcher = new TurnWatcher({
      language: host.options().language,
      choice: () => host.options().wait,
      profile: () => host.options().profile,
      waits: () => LEARNED_WAITS_BY[this.heardBy],
    });
    this.words = new WordsAtPause(() => chooseWaitMs('complete', host.options().profile, LEARNED_WAITS_BY[this.heardBy]));
  }

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
      this.detector = listenForSpeech(
        opened,
        (isVoice) => this.onSample(isVoice),
        (kind) => {
          this.heardBy = kind;
        },
      );
      if (!flags.isPaused) this.beginSegment();
    } catch (failure) {
      // The microphone may have opened before the failure (the audio graph, the recorder): not listening, so not held.
      this.release();
      flags.wantsToListen = false;
      this.host.setIsListening(false);
      // Refused, missing, in use by another app, or another failure: the learner is told which.
      this.host.setError(classifyMicrophoneFailure(failure));
    }
  }

  beginSegment(): void {
    if (!this.stream || this.segment) return;
    const mimeType = chooseRecordingType();
    const recorder = new MediaRecorder(this.stream, mimeType ? { mimeType } : undefined);
    const next: Segment = { recorder, chunks: [], startedAt: performance.now(), heardVoiceAt: null, lastVoiceAt: 0, onChunk: [], early: null };
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) next.chunks.push(event.data);
      for (const done of next.onChunk.splice(0)) done();
    };
    recorder.start(250);
    this.segment = next;
    this.words.newTurn();
    this.host.setIsCountingDown(false);
  }

  /**
   * Ends the current turn; it is transcribed and handed on when it holds speech and `shouldSend`.
   * `sentByPauseAt`: the pause ended it, so voice soon after is the learner going on (a cut-off pause).
   */
  endSegment(shouldSend: boolean, sentByPauseAt?: number): void {
    const ended = this.segment;
    if (!ended) return;
    this.segment = null;
    const { host } = this;
    const hasSpeech = shouldSend && ended.heardVoiceAt !== null;
    const pauses = this.watcher.takePauses();
    if (hasSpeech && pauses.length > 0) host.options().onPauses(pauses);
    if (sentByPauseAt === undefined) this.watcher.reset();
    else this.watcher.sent(sentByPauseAt);
    // An early transcript that holds all the turn's voice is its transcript: the turn is not sent again.
    const early = ended.early?.through === ended.lastVoiceAt ? ended.early.text : null;
    ended.recorder.onstop = () => {
      if (!hasSpeech) return;
      (early ?? this.transcribe(ended))
        .then((text) => text && host.options().onTranscript(text))
        .catch((failure: unknown) => {
          if (failure instanceof ApiError && failure.code && LIMIT_CODES.has(failure.code)) host.options().onLimitReached();
          else if (failure instanceof ApiError && failure.code === 'transcription_unavailable') {
            // No recognition on the server after all: stop listening rather than record turns nobody can read.
            host.flags.wantsToListen = false;
            host.setIsListening(false);
            this.endSegment(false);
            this.release();
            host.setError('not-supported');
          } else host.setError('failed');
        })
        .finally(() => host.setIsProcessing(false));
    };
    ended.recorder.stop();
    host.setIsCountingDown(false);
    if (hasSpeech) host.setIsProcessing(true);
    if (host.flags.wantsToListen && !host.flags.isPaused) this.beginSegment();
  }

  /** The segment's recording so far, transcribed (the demo's session started first, as before its first message). */
  private transcribe(segment: Segment): Promise<string> {
    const audio = new Blob(segment.chunks, { type: segment.recorder.mimeType || 'audio/webm' });
    const durationMs = performance.now() - segment.startedAt;
    const { beforeUpload, teacherSlug } = this.host.options();
    return Promise.resolve(beforeUpload?.()).then(() => transcribeRecording({ audio, durationMs, teacherSlug }));
  }

  /**
   * Words at a pause: the recording so far (its last piece asked for now) is transcribed; its words reach the
   * watcher if the learner has not spoken since. A failure here is not the learner's: the turn is then sent
   * whole when it ends, and that upload says what went wrong.
   */
  private askForWords(segment: Segment): void {
    const through = segment.lastVoiceAt;
    const text = new Promise<void>((resolve) => {
      segment.onChunk.push(resolve);
      segment.recorder.requestData();
    }).then(() => this.transcribe(segment));
    segment.early = { through, text };
    text.then(
      (words) => {
        if (this.segment !== segment) return;
        const known = this.words.answered(through, words);
        if (known !== null) this.watcher.setWords(known);
      },
      () => {
        if (segment.early?.text === text) segment.early = null;
      },
    );
  }

  /** Stops the microphone and the speech detector; the next open() asks for the microphone again. */
  release(): void {
    this.detector?.stop();
    this.detector = null;
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
    this.watcher.hear(now, isVoice);
    if (isVoice) {
      // Words transcribed before this voice no longer describe the turn.
      this.words.heardVoice(now);
      this.watcher.setWords('');
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
    const { isBlocked, wait } = this.host.options();
    if (wait === 'adaptive' && !isBlocked && this.words.shouldAsk(now)) this.askForWords(current);
    const turn = this.watcher.check(now);
    this.host.setWaitMs(turn.waitMs);
    if (turn.waitMs === null || isBlocked) {
      if (now - current.startedAt > MAX_TURN_MS && !isBlocked) this.endSegment(true);
      return;
    }
    if (turn.shouldSend) this.endSegment(true, now);
    else if (now - current.startedAt > MAX_TURN_MS) this.endSegment(true);
    else if (turn.quietForMs >= MIN_PAUSE_MS) this.host.setIsCountingDown(true);
  }
}
