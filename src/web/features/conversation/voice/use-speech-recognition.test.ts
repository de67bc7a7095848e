// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSpeechRecognition } from './use-speech-recognition';

/** A stand-in for the browser's recognition: the test ends each session with an error, as Chrome does. */
class FakeRecognition {
  static made: FakeRecognition[] = [];
  static startThrows = false;
  lang = '';
  continuous = false;
  interimResults = false;
  onresult = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.made.push(this);
  }
  start() {
    if (FakeRecognition.startThrows) throw new DOMException('busy', 'InvalidStateError');
  }
  stop() {}
  abort() {}
  /** Chrome's order: the error, then the session's end. */
  fail(error: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
}

const w = window as unknown as { SpeechRecognition?: typeof FakeRecognition };
beforeEach(() => {
  FakeRecognition.made = [];
  FakeRecognition.startThrows = false;
  w.SpeechRecognition = FakeRecognition;
});
afterEach(() => {
  cleanup();
  delete w.SpeechRecognition;
});

function startListening() {
  const hook = renderHook(() => useSpeechRecognition('en-US'));
  act(() => hook.result.current.start());
  return hook;
}

describe('useSpeechRecognition when the recognition fails', () => {
  it.each([
    // Chromium's word for no microphone: said plainly (microphoneMissing), not as a generic failure.
    ['audio-capture', 'missing'],
    ['network', 'failed'],
    ['language-not-supported', 'failed'],
    ['not-allowed', 'denied'],
    ['service-not-allowed', 'denied'],
  ])("stops listening on '%s' (error '%s') and does not start again by itself", (browserError, shown) => {
    const hook = startListening();
    expect(hook.result.current.isListening).toBe(true);
    act(() => FakeRecognition.made[0]!.fail(browserError));
    expect(hook.result.current.isListening).toBe(false);
    expect(hook.result.current.error).toBe(shown);
    expect(FakeRecognition.made).toHaveLength(1);
  });

  it.each(['no-speech', 'aborted'])("keeps listening through '%s' (a session ended by a silence, or aborted), starting a new one", (browserError) => {
    const hook = startListening();
    act(() => FakeRecognition.made[0]!.fail(browserError));
    expect(hook.result.current.isListening).toBe(true);
    expect(hook.result.current.error).toBeNull();
    expect(FakeRecognition.made).toHaveLength(2);
  });

  it('stops listening when the recognition cannot even start, and starts afresh on the next press', () => {
    FakeRecognition.startThrows = true;
    const hook = startListening();
    expect(hook.result.current.isListening).toBe(false);
    expect(hook.result.current.error).toBe('failed');

    FakeRecognition.startThrows = false;
    act(() => hook.result.current.start());
    expect(hook.result.current.isListening).toBe(true);
    expect(hook.result.current.error).toBeNull();
    expect(FakeRecognition.made).toHaveLength(2);
  });
});
