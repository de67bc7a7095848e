/**
 * Tells the teacher which of the learner's corrections are due (ADR 027): Parley's own instruction is added
 * to the system prompt, the cards (the learner's words and their fixes) go in a user-role message after it.
 */
import { dueCorrectionLine, NOTEBOOK_FOR_TEACHER_OPENING } from '#/shared/learner-profile';
import type { CompletionRequest } from '../../lib/language-model';
import type { DueCorrection } from '../review/public';
import { DUE_CORRECTIONS_TASK } from './compose-system-prompt';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function withDueCorrections(completion: CompletionRequest, due: readonly DueCorrection[]): CompletionRequest {
  if (due.length === 0) return completion;
  const [system, ...rest] = completion.messages;
  const cards = due.map((card) => dueCorrectionLine(oneLine(card.front), oneLine(card.back)));
  return {
    ...completion,
    messages: [{ role: 'system', content: `${system!.content}\n\n${DUE_CORRECTIONS_TASK}` }, { role: 'user', content: [NOTEBOOK_FOR_TEACHER_OPENING, ...cards].join('\n') }, ...rest],
  };
}
