/** The plain sentences a caller reads when a budget refuses (429); the figures come from configuration. */
import type { ErrorText } from '../../http/app-error';

export const dailyModelCallsReached = (limit: number): ErrorText => ({ key: 'dailyModelCallsReached', values: { limit } });

export const concurrentRepliesReached = (limit: number): ErrorText => ({ key: 'concurrentRepliesReached', values: { limit } });

export const dailySpeechReached = (limit: number): ErrorText => ({ key: 'dailySpeechReached', values: { limit } });

export const dailyTranscriptionReached = (limitSeconds: number): ErrorText => ({ key: 'dailyTranscriptionReached', values: { minutes: Math.round(limitSeconds / 60) } });
