/**
 * Words for the turn watcher when the recogniser answers only once asked (server recognition, ADR 032):
 * at a pause as long as the shortest wait (the one after a finished sentence), the recording so far is
 * transcribed, and its words reach the watcher if the learner is still silent when they come. A finished
 * sentence then lets the turn go at once, with that transcript as the message; unfinished words hold it.
 * Voice after the pause makes the words stale (the watcher goes back to silence alone until the next pause).
 * Each early transcript is billed like any transcription, so a turn asks at most MAX_EARLY_TRANSCRIPTS times;
 * one the turn ends on is the turn's own transcript, not an extra. The browser (recorded-speech.ts) and
 * `npm run bench:turn-taking` both decide with this class.
 */

/** Early transcripts a turn may ask for: a learner who pauses often is heard by silence alone after these. */
export const MAX_EARLY_TRANSCRIPTS = 2;

export class WordsAtPause {
  private asked = 0;
  private lastVoiceAt: number | null = null;
  /** The last voice the asked-for recording holds: its words describe the turn only while no voice came after it. */
  private askedThrough: number | null = null;
  private answeredThrough: number | null = null;

  /** `askAfterMs`: the silence after which to ask (the wait after a finished sentence: words cannot end a turn sooner). */
  constructor(private readonly askAfterMs: () => number) {}

  /** Voice: any words known so far no longer end the turn. */
  heardVoice(atMs: number): void {
    this.lastVoiceAt = atMs;
  }

  /** Whether to ask for the recording's words now (and, if so, counts the ask). */
  shouldAsk(atMs: number): boolean {
    if (this.lastVoiceAt === null || this.asked >= MAX_EARLY_TRANSCRIPTS) return false;
    if (this.askedThrough === this.lastVoiceAt || atMs - this.lastVoiceAt < this.askAfterMs()) return false;
    this.asked += 1;
    this.askedThrough = this.lastVoiceAt;
    return true;
  }

  /**
   * The words of a recording asked for when the last voice was at `through`: they are the turn's words if
   * nothing was said since (returned, for the watcher), else stale (null).
   */
  answered(through: number, words: string): string | null {
    if (through !== this.lastVoiceAt) return null;
    this.answeredThrough = through;
    return words;
  }

  /** The last voice heard, which an ask made now covers. */
  get voiceThrough(): number | null {
    return this.lastVoiceAt;
  }

  /** Whether words answered for the turn still cover all of its voice. */
  get hasCurrentWords(): boolean {
    return this.answeredThrough !== null && this.answeredThrough === this.lastVoiceAt;
  }

  /** The turn was sent or dropped: the next one starts with no asks. */
  newTurn(): void {
    this.asked = 0;
    this.lastVoiceAt = null;
    this.askedThrough = null;
    this.answeredThrough = null;
  }
}
