/**
 * "Can you write a better version for me?", "Can you correct my email?": asked after a text of the learner's. The
 * teacher does not rewrite it (she vouches only for the changes the checker is sure of, ADR 024, and a second draft
 * in the learner's own words teaches more): she says those changes, or the one to think about, and asks for the
 * next draft. Asked with no text of theirs before it, it is left to the rest of the conversation.
 */
import { findCorrections } from '../grammar/find-corrections';
import { fixedParts } from '../grammar/fixed-part';
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { english } from './teacher-voice';

/** A text worth a better version: a sentence or more of the learner's own. */
const LEAST_WORDS = 6;
const MAX_CHANGES = 4;

export async function answerRewriteRequest(_question: LearnerQuestion, context: AnswerContext): Promise<Answer | null> {
  const { teacher, conversation } = context;
  const draft = conversation.userMessages.slice(0, -1).findLast((message) => message.split(/\s+/).length >= LEAST_WORDS);
  if (!draft) return null;
  const options = { language: teacher.language, isWriting: teacher.task === 'writing' };
  const found = await findCorrections(draft, { ...options, max: MAX_CHANGES });
  const changes = found.flatMap((c) => fixedParts(c)).slice(0, MAX_CHANGES);
  const asked = changes.length === 0 ? (await findCorrections(draft, { ...options, max: 1, families: 'questions' }))[0] : undefined;
  const askedPart = asked ? fixedParts(asked)[0] : undefined;
  const what = changes.length > 0
    ? `The changes I'm sure of: ${changes.map((p) => `'${p.from}' to '${p.to}'`).join(', and ')}.`
    : askedPart
      ? `One thing to think about: is it '${askedPart.from}' or '${askedPart.to}'?`
      : "I found nothing in it I'm sure is wrong.";
  return {
    text: english(teacher, `I'd rather not rewrite it for you: a version in your own words teaches you more than mine would, and I only change what I'm sure of. ${what}`),
    followUp: english(teacher, changes.length > 0 || askedPart ? 'Could you send me a second version with that, and one more sentence that gives a detail or a reason?' : 'Could you send me a second version with one more sentence that gives a detail or a reason?'),
  };
}
