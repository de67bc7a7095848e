import { describe, expect, it } from 'vitest';
import { classifyMicrophoneFailure, MICROPHONE_FAILURE_MESSAGES } from './microphone-failure';

const failure = (name: string) => new DOMException('no', name);

describe('classifyMicrophoneFailure', () => {
  it('tells a refused permission, a missing microphone and a busy one apart', () => {
    expect(classifyMicrophoneFailure(failure('NotAllowedError'))).toBe('denied');
    expect(classifyMicrophoneFailure(failure('SecurityError'))).toBe('denied');
    expect(classifyMicrophoneFailure(failure('NotFoundError'))).toBe('missing');
    expect(classifyMicrophoneFailure({ name: 'OverconstrainedError', constraint: 'deviceId' })).toBe('missing');
    expect(classifyMicrophoneFailure(failure('NotReadableError'))).toBe('busy');
    expect(classifyMicrophoneFailure(failure('AbortError'))).toBe('busy');
  });

  it('calls anything else a failure to start, with its own message', () => {
    expect(classifyMicrophoneFailure(new TypeError("Cannot read properties of undefined (reading 'getUserMedia')"))).toBe('failed');
    expect(classifyMicrophoneFailure('nope')).toBe('failed');
    expect(new Set(Object.values(MICROPHONE_FAILURE_MESSAGES)).size).toBe(4);
  });
});
