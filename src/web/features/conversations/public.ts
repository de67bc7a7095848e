/** What other features may use from `conversations` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { useLatestConversation } from './api/list-conversations';
export { loadEarlierMessages, useSavedConversation } from './api/get-conversation';
export { toConversationMessages } from './to-conversation-messages';
