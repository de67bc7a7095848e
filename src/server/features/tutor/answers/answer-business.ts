/** Ethan's promise: business idioms people really hear at work, and phrases for the moves of a meeting; everyday idioms asked of anyone. */
import { wasAlreadyAsked } from '../read-conversation';
import type { Answer, AnswerContext } from './answer';
import { BUSINESS_IDIOMS, MEETING_PHRASES, type Idiom } from './business-idioms';
import { EVERYDAY_IDIOMS, type IdiomTopic, idiomTopicAsked } from './everyday-idioms';
import type { LearnerQuestion } from './detect-question';
import { leadIn } from './teacher-voice';

export function answerBusinessIdioms(_question: LearnerQuestion, context: AnswerContext): Answer {
  return threeIdioms(BUSINESS_IDIOMS, context, 'Try one in a sentence about your own work this week.');
}

/**
 * "Can you give me some idioms?": three everyday ones (everyday-idioms.ts), not said before in this conversation.
 * "...idioms about work?", "...about the weather?": three on that topic (work's are Ethan's business idioms too).
 */
export function answerEverydayIdioms(question: LearnerQuestion, context: AnswerContext): Answer {
  const topic = idiomTopicAsked(question.subject);
  // A topic there are no idioms for here ('idioms about cars'): said honestly, then everyday ones.
  const intro = NAMES_A_TOPIC.test(question.subject) ? "I don't know many idioms about that, but here are three you'll hear all the time." : undefined;
  if (!topic) return threeIdioms(EVERYDAY_IDIOMS, context, 'Try one in a sentence about your own week.', intro);
  const onTopic = [...EVERYDAY_IDIOMS.filter((idiom) => idiom.about?.includes(topic)), ...(topic === 'work' ? BUSINESS_IDIOMS : [])];
  return threeIdioms(onTopic, context, TOPIC_TASKS[topic], `Here are three about ${TOPIC_NAMES[topic]}.`);
}

const NAMES_A_TOPIC = /\bidioms?\b.*?\b(?:about|for talking about|related to|to do with)\s+\p{L}/iu;
const TOPIC_NAMES: Readonly<Record<IdiomTopic, string>> = { work: 'work', weather: 'the weather', money: 'money', food: 'food', time: 'time', feelings: 'feelings', study: 'studying' };
const TOPIC_TASKS: Readonly<Record<IdiomTopic, string>> = {
  work: 'Try one in a sentence about your own work this week.',
  weather: 'Try one in a sentence about the weather where you are, or about your plans.',
  money: 'Try one in a sentence about how you spend or save.',
  food: 'Try one in a sentence about something you like or don’t like.',
  time: 'Try one in a sentence about your busy week.',
  feelings: 'Try one in a sentence about how you felt this week.',
  study: 'Try one in a sentence about your own studies.',
};

function threeIdioms(idioms: readonly Idiom[], context: AnswerContext, followUp: string, intro = "Here are three you'll hear all the time."): Answer {
  const { chooser, conversation } = context;
  const fresh = idioms.filter((i) => !wasAlreadyAsked(i.idiom, conversation.assistantMessages));
  const pool = fresh.length >= 3 ? fresh : idioms;
  const start = chooser.index('idioms', pool.length);
  // Spread over a long list; side by side in a short one, where a stride of 7 could come back to the same idiom.
  const stride = pool.length >= 21 && pool.length % 7 !== 0 ? 7 : 1;
  const three = [0, 1, 2].map((k) => pool[(start + k * stride) % pool.length]!);
  const said = three.map((i) => `'${i.idiom}' means ${i.meaning}, as in: ${i.example}`);
  const lead = leadIn(context);
  return {
    text: `${lead} ${intro} ${said.join(' ')}`,
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
