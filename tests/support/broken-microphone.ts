/**
 * Microphones that fail in the browser, as init scripts for a page (page.addInitScript(fn, arg)): Chromium's Web Speech
 * failing with an error, and the recorded-speech engine's getUserMedia rejected with a DOMException's name.
 */

/** Web Speech that fails as Chromium's does without a microphone or speech service: started, an error, then its end. Counts its starts. */
export function failWebSpeech(error: string) {
  const w = window as any;
  w.__recognitionStarts = 0;
  class FailingRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      w.__recognitionStarts += 1;
      setTimeout(() => {
        this.onerror?.({ error });
        this.onend?.();
      }, 20);
    }
    stop() {}
    abort() {}
  }
  w.SpeechRecognition = FailingRecognition;
  w.webkitSpeechRecognition = FailingRecognition;
}

/** No Web Speech (Firefox's case), so the server's recognition records the microphone, whose opening fails with `name`. */
export function microphoneFailingWith(name: string) {
  delete (window as any).SpeechRecognition;
  delete (window as any).webkitSpeechRecognition;
  navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Could not start audio source', name));
}
