/**
 * Speaks text piece by piece: pieces are requested as soon as they are queued (in parallel) and played
 * strictly in order, each from its first bytes (Web Audio, ADR 022), so the first piece sounds while
 * it is still being made and later ones are prepared behind it. stop() silences everything at once: the
 * playing audio, the queue and the speech requests and streams still in flight, so a new turn never
 * waits behind the old one (ADR 010).
 */
import { splitSpeechSegments } from '#/shared/speech-segments';
import { requestSpeech } from '../api/request-speech';
import { requestSpeechStream, type SpeechSource } from '../api/request-speech-stream';
import { playPcmStream } from './play-pcm-stream';

type QueuedSentence = { audio: Promise<SpeechSource | null> };

export type SpeechPlayerOptions = {
  teacherSlug: string;
  onSpeakingChange: (isSpeaking: boolean) => void;
  /** A piece could not be spoken: a SpeechError (its `words` the message to show) or what the browser threw. */
  onError: (error: unknown) => void;
};

/** One turn of speech: its own audio element, queue and abort signal, thrown away by stop(). */
type Turn = { element: HTMLAudioElement; queue: QueuedSentence[]; abort: AbortController; isPumping: boolean; objectUrl: string | null };

export class SpeechPlayer {
  private turn: Turn;
  private isMuted = false;
  private speaking = false;
  /** One for the player's life, made on first use; absent in a browser without Web Audio (files then). */
  private context: AudioContext | null = null;

  constructor(private readonly options: SpeechPlayerOptions) {
    this.turn = this.newTurn();
  }

  /** Queues text to be spoken after whatever is already queued; English glosses in parentheses get an English voice. Does nothing while muted or for blank text. */
  enqueue(text: string, speed = 1): void {
    if (this.isMuted || !text.trim()) return;
    const turn = this.turn;
    for (const segment of splitSpeechSegments(text)) {
      const request = { text: segment.text, teacherSlug: this.options.teacherSlug, speed, signal: turn.abort.signal, isEnglishGloss: segment.isEnglishGloss };
      const audio = this.request(request).catch((error: unknown) => {
        if (turn === this.turn) this.options.onError(error);
        return null;
      });
      turn.queue.push({ audio });
    }
    void this.pump(turn);
  }

  /** Stops what is playing and speaks this text instead (the play and slow-play buttons). */
  playNow(text: string, speed = 1): void {
    this.stop();
    this.enqueue(text, speed);
  }

  /** Silences the current turn at once; whatever is enqueued next starts a fresh turn. */
  stop(): void {
    this.endTurn(this.turn);
    this.turn = this.newTurn();
    this.setSpeaking(false);
  }

  setMuted(isMuted: boolean): void {
    this.isMuted = isMuted;
    if (isMuted) this.stop();
  }

  dispose(): void {
    this.endTurn(this.turn);
    this.setSpeaking(false);
    this.context?.close().catch(() => {});
    this.context = null;
  }

  private request(request: Parameters<typeof requestSpeech>[0]): Promise<SpeechSource> {
    if (!this.audioContext()) return requestSpeech(request).then((blob) => ({ kind: 'file', blob }));
    return requestSpeechStream(request);
  }

  private audioContext(): AudioContext | null {
    if (!this.context && typeof AudioContext === 'function') this.context = new AudioContext();
    return this.context;
  }

  private newTurn(): Turn {
    const element = document.createElement('audio');
    element.dataset.role = 'teacher-voice';
    element.preload = 'auto';
    element.setAttribute('aria-hidden', 'true');
    document.body.appendChild(element);
    return { element, queue: [], abort: new AbortController(), isPumping: false, objectUrl: null };
  }

  private endTurn(turn: Turn): void {
    turn.queue = [];
    turn.abort.abort();
    turn.element.pause();
    turn.element.removeAttribute('src');
    turn.element.remove();
    if (turn.objectUrl) URL.revokeObjectURL(turn.objectUrl);
  }

  private setSpeaking(isSpeaking: boolean) {
    if (this.speaking === isSpeaking) return;
    this.speaking = isSpeaking;
    this.options.onSpeakingChange(isSpeaking);
  }

  private async pump(turn: Turn): Promise<void> {
    if (turn.isPumping) return;
    turn.isPumping = true;
    try {
      while (turn.queue.length > 0 && turn === this.turn) {
        const next = turn.queue.shift()!;
        this.setSpeaking(true);
        const source = await next.audio;
        if (turn !== this.turn) return;
        if (source?.kind === 'stream') await playPcmStream(this.audioContext()!, source.body, source.sampleRate, turn.abort.signal);
        else if (source) await this.play(turn, source.blob);
      }
    } finally {
      turn.isPumping = false;
      if (turn === this.turn) this.setSpeaking(false);
    }
  }

  private play(turn: Turn, blob: Blob): Promise<void> {
    if (turn.objectUrl) URL.revokeObjectURL(turn.objectUrl);
    turn.objectUrl = URL.createObjectURL(blob);
    turn.element.src = turn.objectUrl;
    return new Promise<void>((resolve) => {
      const done = () => {
        turn.element.removeEventListener('ended', done);
        turn.element.removeEventListener('error', done);
        turn.element.removeEventListener('pause', done);
        resolve();
      };
      turn.element.addEventListener('ended', done);
      turn.element.addEventListener('error', done);
      turn.element.addEventListener('pause', done);
      // A browser that blocks playback before any user gesture just skips the audio; the text stays.
      turn.element.play().catch(done);
    });
  }
}
