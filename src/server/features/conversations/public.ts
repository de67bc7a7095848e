/** What other features may use from `conversations` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { openConversationMemory, withLearnerDescription } from './open-conversation-memory';
export { claimDemoConversation } from './claim-demo-conversation';
