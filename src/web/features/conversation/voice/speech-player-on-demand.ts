/**
 * A SpeechPlayer that loads its code (./speech-player and the speech request) the first time there is
 * something to say, so the landing demo, which shows its introduction silently, does not load it before
 * the visitor sends a message or presses play (`npm run bench:bundle`). Calls made while it loads are
 * kept in order; stop() drops the ones not yet played, as SpeechPlayer does.
 */
import type { SpeechPlayer, SpeechPlayerOptions } from './speech-player';

type Call = (player: SpeechPlayer) => void;

export class SpeechPlayerOnDemand {
  private player: SpeechPlayer | null = null;
  private loading: Promise<void> | null = null;
  private pending: Call[] = [];
  private isMuted = false;
  private isDisposed = false;

  constructor(private readonly options: SpeechPlayerOptions) {}

  /** Queues text to be spoken after whatever is already queued. Does nothing while muted or for blank text. */
  enqueue(text: string, speed = 1): void {
    if (this.isMuted || !text.trim()) return;
    this.call((player) => player.enqueue(text, speed));
  }

  /** Stops what is playing and speaks this text instead (the play and slow-play buttons). */
  playNow(text: string, speed = 1): void {
    this.stop();
    this.enqueue(text, speed);
  }

  stop(): void {
    this.pending = [];
    this.player?.stop();
  }

  setMuted(isMuted: boolean): void {
    this.isMuted = isMuted;
    if (isMuted) this.pending = [];
    this.player?.setMuted(isMuted);
  }

  dispose(): void {
    this.isDisposed = true;
    this.pending = [];
    this.player?.dispose();
  }

  private call(run: Call): void {
    if (this.player) {
      run(this.player);
      return;
    }
    this.pending.push(run);
    this.loading ??= import('./speech-player').then(
      ({ SpeechPlayer }) => {
        if (this.isDisposed) return;
        const player = new SpeechPlayer(this.options);
        player.setMuted(this.isMuted);
        this.player = player;
        const calls = this.pending;
        this.pending = [];
        for (const pendingCall of calls) pendingCall(player);
      },
      (error: unknown) => {
        this.loading = null; // the next sentence tries again
        this.pending = [];
        this.options.onError(error);
      },
    );
  }
}
