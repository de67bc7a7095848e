/** What the voice code tells the learner: why the microphone could not be opened, and what to do about it. */
export default {
  microphoneBlocked: 'Microphone access is blocked. Allow the microphone for this site (the icon beside the address bar), then try again.',
  microphoneMissing: 'No microphone was found. Connect one or switch it on, then try again.',
  microphoneBusy: 'Your microphone is in use by another app or tab. Close it there, then try again.',
  microphoneFailed: 'The microphone could not start. Try again, or reload the page.',
} as const;
