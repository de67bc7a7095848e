/**
 * Headless Chromium cannot run the real SpeechRecognition, so the page gets this stand-in (installed
 * with addInitScript). Tests drive it through window.__speech: say(text), deny(), and read its log.
 */
export function installFakeSpeechRecognition() {
  type Handler = ((event: any) => void) | null;
  const log: string[] = [];
  let active: FakeRecognition | null = null;
  class FakeRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    onresult: Handler = null;
    onerror: Handler = null;
    onend: Handler = null;
    start() {
      log.push(`start:${this.lang}`);
      active = this;
    }
    stop() {
      log.push('stop');
      this.finish();
    }
    abort() {
      log.push('abort');
      this.finish();
    }
    private finish() {
      if (active === this) active = null;
      setTimeout(() => this.onend?.({}), 0);
    }
  }
  const results = (text: string, isFinal: boolean) => {
    const alternative = Object.assign([{ transcript: text }], { isFinal });
    return { resultIndex: 0, results: [alternative] };
  };
  (window as any).SpeechRecognition = FakeRecognition;
  (window as any).webkitSpeechRecognition = FakeRecognition;
  (window as any).__speech = {
    log,
    isListening: () => active !== null,
    /** The learner says `text`: an interim result, then the final one. */
    say(text: string) {
      if (!active) throw new Error('the microphone is not listening');
      active.onresult?.(results(text.slice(0, Math.ceil(text.length / 2)), false));
      active.onresult?.(results(text, true));
    },
    deny() {
      active?.onerror?.({ error: 'not-allowed' });
    },
  };
  // Record every play() of an audio element, and every piece of streamed speech, so tests can observe the teacher's voice.
  const played: string[] = [];
  (window as any).__played = played;
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    played.push(this.currentSrc || this.src);
    return play.call(this);
  };
  // Streamed speech plays through Web Audio: a buffer that does not continue the one before starts a new piece.
  let scheduledEnd = -1;
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, when = 0, ...rest: number[]) {
    if (Math.abs(when - scheduledEnd) > 1e-3) played.push('web-audio');
    scheduledEnd = when + (this.buffer?.duration ?? 0);
    return start.call(this, when, ...rest);
  };
}
