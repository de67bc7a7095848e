/** Why the microphone could not be opened, read from getUserMedia's error name: one reading for the chat and the pronunciation check. */
import english from './messages/en';

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

/** What to tell the learner, and what to do about it: keys of conversationVoiceCatalogue (voice/messages), translated by the screen. */
export const MICROPHONE_FAILURE_KEYS = {
  denied: 'microphoneBlocked',
  missing: 'microphoneMissing',
  busy: 'microphoneBusy',
  failed: 'microphoneFailed',
} as const satisfies Record<MicrophoneFailure, keyof typeof english>;

/** The same messages in English. */
export const MICROPHONE_FAILURE_MESSAGES: Record<MicrophoneFailure, string> = {
  denied: english[MICROPHONE_FAILURE_KEYS.denied],
  missing: english[MICROPHONE_FAILURE_KEYS.missing],
  busy: english[MICROPHONE_FAILURE_KEYS.busy],
  failed: english[MICROPHONE_FAILURE_KEYS.failed],
};
