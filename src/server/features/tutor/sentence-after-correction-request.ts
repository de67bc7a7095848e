/**
 * "Can you correct me? Yesterday I go to the cinema.", "¿Puedes corregirme? quiero pagar con la tarjeta de credito": the
 * request is answered by correcting the sentence that follows it, not by the policy on corrections with the sentence
 * left unread. A request alone ('Can you correct my mistakes?') still gets the policy.
 */
import type { Conversation } from './read-conversation';

const REQUEST = /^(?:(?:hi|hello|ok(?:ay)?|so|and)[,!.]?\s+)?(?:(?:can|could|would) (?:you|u) (?:please )?correct me(?: please)?|please correct me|correct me,? please|¿?\s*(?:me )?(?:puedes|podrías|puede) corregir(?:me)?(?: por favor)?|corrígeme(?:,? por favor)?)\s*[?.!:]+\s+/iu;

export const EXAMPLES = {
  read: [
    ['can you correct me? quiero pagar con la tarjeta de credito', 'quiero pagar con la tarjeta de credito'],
    ['Can you correct me please? Yesterday I go to the cinema with my friend.', 'Yesterday I go to the cinema with my friend.'],
    ['¿Puedes corregirme? Ayer yo voy al mercado.', 'Ayer yo voy al mercado.'],
  ],
  notRead: ['Can you correct my mistakes?', 'Can you correct me when I make mistakes?', 'Can you correct me? Thanks.'],
} as const;

/** The sentence the learner asked to have corrected, when one follows the request in the same message. */
export function sentenceAfterCorrectionRequest(message: string): string | null {
  const request = REQUEST.exec(message.trim());
  if (!request) return null;
  const sentence = message.trim().slice(request[0].length).trim();
  // A sentence of their own, not thanks or another request.
  return sentence.split(/\s+/).length >= 3 && !/\?\s*$/.test(sentence) ? sentence : null;
}

/** The conversation with the request taken off its last message, when a sentence follows it. */
export function withoutCorrectionRequest(conversation: Conversation): Conversation {
  const sentence = conversation.lastUserMessage ? sentenceAfterCorrectionRequest(conversation.lastUserMessage) : null;
  if (!sentence) return conversation;
  return { ...conversation, lastUserMessage: sentence, userMessages: [...conversation.userMessages.slice(0, -1), sentence] };
}
