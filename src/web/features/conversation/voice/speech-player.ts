/**
 * Speaks text through one <audio> element: sentences are fetched as soon as they are queued (in
 * parallel) and played strictly in order, so the first sentence plays while later ones are prepared.
 */
import { requestSpeech } from '../api/request-speech';

type QueuedSentence = { audio: Promise<Blob | null> };

export type SpeechPlayerOptions = {
  voiceId: string;
  onSpeakingChange: (isSpeaking: boolean) => void;
  onError: (message: string) => void;
};

export class SpeechPlayer {
  private readonly element: HTMLAudioElement;
  private queue: QueuedSentence[] = [];
  private generation = 0;
  private isPumping = false;
  private isMuted = false;
  private objectUrl: string | null = null;

  constructor(private readonly options: SpeechPlayerOptions) {
    this.element = document.createElement('audio');
    this.element.dataset.role = 'teacher-voice';
    this.element.preload = 'auto';
    this.element.setAttribute('aria-hidden', 'true');
    document.body.appendChild(this.element);
  }

  /** Queues text to be spoken after whatever is already queued. Does nothing while muted or for blank text. */
  enqueue(text: string, speed = 1): void {
    if (this.isMuted || !text.trim()) return;
    const generation = this.generation;
    const audio = requestSpeech({ text, voiceId: this.options.voiceId, speed }).catch((error: unknown) => {
      if (generation === this.generation) this.options.onError(error instanceof Error ? error.message : String(error));
      return null;
    });
    this.queue.push({ audio });
    void this.pump();
  }

  /** Stops what is playing and speaks this text instead (the play and slow-play buttons). */
  playNow(text: string, speed = 1): void {
    this.stop();
    this.enqueue(text, speed);
  }

  stop(): void {
    this.generation += 1;
    this.queue = [];
    this.element.pause();
    this.element.removeAttribute('src');
    this.setSpeaking(false);
  }

  setMuted(isMuted: boolean): void {
    this.isMuted = isMuted;
    if (isMuted) this.stop();
  }

  dispose(): void {
    this.stop();
    this.element.remove();
    if (this.objectUrl) URL.revokeObjectURL(this.objectUrl);
  }

  private speaking = false;
  private setSpeaking(isSpeaking: boolean) {
    if (this.speaking === isSpeaking) return;
    this.speaking = isSpeaking;
    this.options.onSpeakingChange(isSpeaking);
  }

  private async pump(): Promise<void> {
    if (this.isPumping) return;
    this.isPumping = true;
    const generation = this.generation;
    try {
      while (this.queue.length > 0 && generation === this.generation) {
        const next = this.queue.shift()!;
        this.setSpeaking(true);
        const blob = await next.audio;
        if (generation !== this.generation) return;
        if (blob) await this.play(blob);
      }
    } finally {
      this.isPumping = false;
      if (generation === this.generation) this.setSpeaking(false);
      else if (this.queue.length > 0) void this.pump();
    }
  }

  private play(blob: Blob): Promise<void> {
    if (this.objectUrl) URL.revokeObjectURL(this.objectUrl);
    this.objectUrl = URL.createObjectURL(blob);
    this.element.src = this.objectUrl;
    return new Promise<void>((resolve) => {
      const done = () => {
        this.element.removeEventListener('ended', done);
        this.element.removeEventListener('error', done);
        this.element.removeEventListener('pause', done);
        resolve();
      };
      this.element.addEventListener('ended', done);
      this.element.addEventListener('error', done);
      this.element.addEventListener('pause', done);
      // A browser that blocks playback before any user gesture just skips the audio; the text stays.
      this.element.play().catch(done);
    });
  }
}
