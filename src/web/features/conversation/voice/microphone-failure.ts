/** Why the microphone could not be opened, read from getUserMedia's error name: one reading for the chat and the pronunciation check. */
export type MicrophoneFailure = 'denied' | 'missing' | 'busy' | 'failed';

const FAILURES_BY_NAME: Record<string, MicrophoneFailure> = {
  NotAllowedError: 'denied',
  SecurityError: 'denied',
  NotFoundError: 'missing',
  OverconstrainedError: 'missing',
  NotReadableError: 'busy',
  AbortError: 'busy',
};

export function classifyMicrophoneFailure(failure: unknown): MicrophoneFailure {
  const name = typeof failure === 'object' && failure !== null && 'name' in failure ? String(failure.name) : '';
  return FAILURES_BY_NAME[name] ?? 'failed';
}

/** What to tell the learner, and what to do about it. */
export const MICROPHONE_FAILURE_MESSAGES: Record<MicrophoneFailure, string> = {
  denied: 'Microphone access is blocked. Allow the microphone for this site (the icon beside the address bar), then try again.',
  missing: 'No microphone was found. Connect one or switch it on, then try again.',
  busy: 'Your microphone is in use by another app or tab. Close it there, then try again.',
  failed: 'The microphone could not start. Try again, or reload the page.',
};
