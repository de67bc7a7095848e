/** Ethan's promise: business idioms people really hear at work, and phrases for the moves of a meeting. */
import { wasAlreadyAsked } from '../read-conversation';
import type { Answer, AnswerContext } from './answer';
import { BUSINESS_IDIOMS, MEETING_PHRASES } from './business-idioms';
import type { LearnerQuestion } from './detect-question';
import { leadIn } from './teacher-voice';

export function answerBusinessIdioms(_question: LearnerQuestion, context: AnswerContext): Answer {
  const { chooser, conversation } = context;
  const fresh = BUSINESS_IDIOMS.filter((i) => !wasAlreadyAsked(i.idiom, conversation.assistantMessages));
  const pool = fresh.length >= 3 ? fresh : BUSINESS_IDIOMS;
  const start = chooser.index('idioms', pool.length);
  const three = [0, 1, 2].map((k) => pool[(start + k * 7) % pool.length]!);
  const said = three.map((i) => `'${i.idiom}' means ${i.meaning}, as in: ${i.example}`);
  const lead = leadIn(context);
  return {
    text: `${lead} Here are three you'll hear all the time. ${said.join(' ')}`,
    // The demo's short version: one idiom itself, not the promise of three it then leaves out.
    brief: `${lead} Here is one you'll hear all the time: ${said[0]}`,
    followUp: 'Try one in a sentence about your own work this week.',
  };
}

export function answerBusinessPhrase(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const entry = MEETING_PHRASES.find((p) => p.move.test(question.subject));
  if (!entry) return null;
  return { text: `${leadIn(context)} ${entry.phrases}`, followUp: entry.followUp ?? 'Let’s role-play it: I’m your colleague in a meeting, so try one of those on me now.' };
}
