/** The plain sentences a caller reads when a budget refuses (429); the figures come from configuration. */
const formatCount = (n: number) => n.toLocaleString('en-US');

export const dailyModelCallsReached = (limit: number) =>
  `You've reached today's fair-use limit of ${formatCount(limit)} teacher replies and tools. It resets at midnight UTC.`;

export const concurrentRepliesReached = (limit: number) =>
  `You already have ${limit} replies on the way. Wait for one to finish, then try again.`;

export const dailySpeechReached = (limit: number) =>
  `You've reached today's fair-use limit of ${formatCount(limit)} spoken characters. It resets at midnight UTC.`;

export const dailyTranscriptionReached = (limitSeconds: number) =>
  `You've reached today's limit of ${formatCount(Math.round(limitSeconds / 60))} minutes of recorded speech. Type your message, or try again after midnight UTC.`;
