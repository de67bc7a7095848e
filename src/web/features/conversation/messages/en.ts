/** The conversation's own words: why a message was not sent, earlier messages, and the teacher's voice failing. */
export default {
  offlineNotice: "You're offline — we'll keep your message.",
  offlineRetry: "You're offline — we'll keep your message. Press Retry when you're back online.",
  connectionDropped: "The connection dropped before your message arrived. It's kept: press Retry.",
  teacherTookTooLong: '{teacher} took too long to answer. Your message is kept: press Retry.',
  teacherCouldNotAnswer: "{teacher} couldn't answer just now. Your message is kept: press Retry.",
  unstorableCharacter: 'Your message has a character Parley cannot save. Remove it and send again.',
  somethingWentWrong: 'Something went wrong on our side. Your message is kept: press Retry.',
  replyCutShort: 'The connection dropped before {teacher} finished.',
  earlierMessagesFailed: 'Earlier messages could not be loaded. Please try again.',
  speechFunctionNotFound: 'Text-to-speech function not found...',
  speechFailed: 'Failed to generate speech: {status} {statusText}',
  speechNotAudio: 'Expected audio data but received unexpected format',
  speechEmpty: 'Received empty audio response',
  speechUnreachable: "The teacher's voice could not load: check your connection.",
  voiceBusy: "The teacher's voice is busy right now. Try again in a few seconds.",
} as const;
