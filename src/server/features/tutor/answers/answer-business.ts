/** Ethan's promise: business idioms people really hear at work, and phrases for the moves of a meeting; everyday idioms asked of anyone. */
import { wasAlreadyAsked } from '../read-conversation';
import type { Answer, AnswerContext } from './answer';
import { BUSINESS_IDIOMS, MEETING_PHRASES, type Idiom } from './business-idioms';
import { EVERYDAY_IDIOMS } from './everyday-idioms';
import type { LearnerQuestion } from './detect-question';
import { leadIn } from './teacher-voice';

export function answerBusinessIdioms(_question: LearnerQuestion, context: AnswerContext): Answer {
  return threeIdioms(BUSINESS_IDIOMS, context, 'Try one in a sentence about your own work this week.');
}

/** "Can you give me some idioms?": three everyday ones (everyday-idioms.ts), not said before in this conversation. */
export function answerEverydayIdioms(_question: LearnerQuestion, context: AnswerContext): Answer {
  return threeIdioms(EVERYDAY_IDIOMS, context, 'Try one in a sentence about your own week.');
}

function threeIdioms(idioms: readonly Idiom[], context: AnswerContext, followUp: string): Answer {
  const { chooser, conversation } = context;
  const fresh = idioms.filter((i) => !wasAlreadyAsked(i.idiom, conversation.assistantMessages));
  const pool = fresh.length >= 3 ? fresh : idioms;
  const start = chooser.index('idioms', pool.length);
  const three = [0, 1, 2].map((k) => pool[(start + k * 7) % pool.length]!);
  const said = three.map((i) => `'${i.idiom}' means ${i.meaning}, as in: ${i.example}`);
  const lead = leadIn(context);
  return {
    text: `${lead} Here are three you'll hear all the time. ${said.join(' ')}`,
    // The demo's short version: one idiom itself, not the promise of three it then leaves out.
    brief: `${lead} Here is one you'll hear all the time: ${said[0]}`,
    followUp,
  };
}

export function answerBusinessPhrase(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const entry = MEETING_PHRASES.find((p) => p.move.test(question.subject));
  if (!entry) return null;
  return { text: `${leadIn(context)} ${entry.phrases}`, followUp: entry.followUp ?? 'Let’s role-play it: I’m your colleague in a meeting, so try one of those on me now.' };
}
