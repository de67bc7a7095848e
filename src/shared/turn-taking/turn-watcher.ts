/**
 * The end of a learner's turn, as the browser and the bench (npm run bench:turn-taking) both decide it:
 * fed whether each moment is voice (the microphone's meter, or new words from the recogniser) and the
 * words heard so far, it says when the silence has lasted long enough to send. It also notes the learner's
 * pauses: silences after which they went on, including one the turn was sent during (a cut-off), which
 * the learner's pause profile keeps.
 */
import { chooseWaitMs, LEARNED_WAITS, type TurnWaits } from './choose-wait';
import { type LearnerPause, MAX_PAUSE_MS, MIN_PAUSE_MS, type PauseProfile } from './pause-profile';
import { readTurnEnding } from './read-turn-ending';
import type { TurnEnding } from './turn-endings';

/** 'adaptive': by the words and the learner's pauses; a number: the fixed 'Send after' choice; null: only on a tap. */
/** Voice this soon after a send means the learner had not finished: the silence was a pause, cut off. */
export const RESUMED_AFTER_SEND_MS = 2_500;

export type TurnWaitChoice = 'adaptive' | number | null;

export type TurnWatcherOptions = {
  language: string;
  choice: () => TurnWaitChoice;
  profile: () => PauseProfile;
  /** The learned waits for how the voice is heard now (LEARNED_WAITS by default); the bench tries others while it learns them. */
  waits?: () => TurnWaits;
};

export type TurnCheck = { shouldSend: boolean; quietForMs: number; waitMs: number | null; ending: TurnEnding };

export class TurnWatcher {
  private words = '';
  private lastVoiceAt: number | null = null;
  private endingAtSilence: TurnEnding = 'unheard';
  private sent_: { at: number; lastVoiceAt: number } | null = null;
  private pauses: LearnerPause[] = [];
  /** The last words read and how they ended: checked every 50 ms, they rarely change between checks. */
  private reading: { words: string; ending: TurnEnding } | null = null;

  constructor(private readonly options: TurnWatcherOptions) {}

  get hasVoice(): boolean {
    return this.lastVoiceAt !== null;
  }

  /** The words recognised so far in this turn ('' when the recogniser only answers at the end). */
  setWords(text: string): void {
    this.words = text;
  }

  /** One moment of the microphone: voice or not. */
  hear(atMs: number, isVoice: boolean): void {
    if (!isVoice) return;
    const wasCutOff = this.sent_ !== null && atMs - this.sent_.at <= RESUMED_AFTER_SEND_MS;
    const last = this.lastVoiceAt ?? (wasCutOff ? this.sent_!.lastVoiceAt : null);
    const quietFor = last === null ? 0 : atMs - last;
    if (last !== null && quietFor >= MIN_PAUSE_MS && quietFor <= MAX_PAUSE_MS) this.pauses.push({ ms: Math.round(quietFor), ending: this.endingAtSilence });
    this.sent_ = null;
    this.lastVoiceAt = atMs;
  }

  check(atMs: number): TurnCheck {
    const quietForMs = this.lastVoiceAt === null ? 0 : atMs - this.lastVoiceAt;
    if (this.reading?.words !== this.words) this.reading = { words: this.words, ending: readTurnEnding(this.words, this.options.language).ending };
    const { ending } = this.reading;
    // The words known during the silence are those the learner paused after (a recogniser's words arrive
    // late, and with Web Speech the next words arrive with the voice that goes on).
    if (quietForMs > 0) this.endingAtSilence = ending;
    const waitMs = this.waitFor(ending);
    return { shouldSend: this.lastVoiceAt !== null && waitMs !== null && quietForMs >= waitMs, quietForMs, waitMs, ending };
  }

  /** The turn was sent: a new one starts; if the learner goes on soon, the silence counts as their pause. */
  sent(atMs: number): void {
    this.sent_ = { at: atMs, lastVoiceAt: this.lastVoiceAt ?? atMs };
    this.lastVoiceAt = null;
    this.words = '';
  }

  /** Drops the turn without sending it (the teacher began to speak, listening stopped). */
  reset(): void {
    this.words = '';
    this.lastVoiceAt = null;
    this.sent_ = null;
  }

  /** The pauses noted since the last call. */
  takePauses(): LearnerPause[] {
    const taken = this.pauses;
    this.pauses = [];
    return taken;
  }

  private waitFor(ending: TurnEnding): number | null {
    const choice = this.options.choice();
    return choice === 'adaptive' ? chooseWaitMs(ending, this.options.profile(), this.options.waits?.() ?? LEARNED_WAITS) : choice;
  }
}
