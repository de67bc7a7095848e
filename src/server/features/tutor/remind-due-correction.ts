/**
 * The offline tutor's chance for a due correction (ADR 027): once in a conversation, when the reply corrects
 * nothing itself, the teacher reminds the learner of one right form and invites them to use it.
 */
import type { Chooser } from './choose-variant';
import { DEFAULT_LOCALE } from '#/shared/i18n/locales';
import { type Explain, explainer } from './explain';
import { tutorCatalogue } from './messages/catalogue';
import { type Conversation, normalizeForComparison } from './read-conversation';

const REMINDERS = ['dueReminder1', 'dueReminder2'] as const;

/** `explain`: the reminder's words in the learner's language for explanations; the card's words stay as written. */
export function remindDueCorrection(conversation: Conversation, message: string, chooser: Chooser, explain: Explain = explainer(tutorCatalogue, DEFAULT_LOCALE)): string | null {
  const said = normalizeForComparison(message);
  const card = conversation.dueCorrections.find(({ back }) => {
    const form = normalizeForComparison(back);
    return form && !said.includes(form) && !conversation.assistantMessages.some((m) => normalizeForComparison(m).includes(form));
  });
  return card ? explain(chooser.pick('due-correction', REMINDERS), { front: card.front, back: card.back }) : null;
}
