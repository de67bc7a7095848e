/** What other features may use from `usage` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { recordUsage } from './record-usage';
export { reserveTranscription } from './reserve-transcription';
export { ownerFromCaller } from './usage-owner';
export { usagePricesFrom } from './usage-prices';
export { summarizeUsage } from './summarize-usage';
export { reserveModelCall } from './reserve-model-call';
export type { UsageOwner } from './usage-owner';
export { reserveSpeech } from './reserve-speech';
export { findCallerPlan } from './find-caller-plan';
export type { CallerPlan } from './find-caller-plan';
export { reserveLearningNotesCall } from './reserve-learning-notes-call';
export { callerPlanPart } from './find-caller-plan';
export { subscriberReplyPart } from './reserve-model-call';
export type { ModelCallAttempt } from './take-model-call-with-lease';
export { readSpendToday } from './read-spend-today';
