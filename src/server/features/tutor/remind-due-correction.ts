/**
 * The offline tutor's chance for a due correction (ADR 027): once in a conversation, when the reply corrects
 * nothing itself, the teacher reminds the learner of one right form and invites them to use it.
 */
import { type Chooser, fillTemplate } from './choose-variant';
import { type Conversation, normalizeForComparison } from './read-conversation';

const REMINDERS = [
  'By the way, from your notebook: we say "{back}", not "{front}". Try to use it in your answer.',
  'A little reminder from your notebook: "{back}", not "{front}". See if you can use it when you answer.',
];

export function remindDueCorrection(conversation: Conversation, message: string, chooser: Chooser): string | null {
  const said = normalizeForComparison(message);
  const card = conversation.dueCorrections.find(({ back }) => {
    const form = normalizeForComparison(back);
    return form && !said.includes(form) && !conversation.assistantMessages.some((m) => normalizeForComparison(m).includes(form));
  });
  return card ? fillTemplate(chooser.pick('due-correction', REMINDERS), { front: card.front, back: card.back }) : null;
}
