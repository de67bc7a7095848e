/** What other features may use from `chat` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export type { ChatRequest } from '#/shared/api/chat';
export type { ChatPurpose, CompletionRequest } from '../../lib/language-model';
export { budgetCompletion } from './budget-completion';
