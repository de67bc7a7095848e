/**
 * "I want to learn English for travel.", "i want learn english for my work", "I'm learning English because my husband is
 * from Leeds": why the learner learns, met as the reason it is ('Travel is a great reason to learn.') with a question
 * about that purpose, not as a plan to get ready for ('How are you getting ready to learn English for travel?'). Each
 * purpose is data with the messages it must read and those it must leave (learning-goal.test.ts).
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import { asksForKnownFact, type LearnerFacts } from './learner-facts';
import type { ToldFactKind } from './told-fact-kinds';
import { readToldFacts } from './told-facts';

const INTRODUCTIONS: ReadonlySet<ToldFactKind> = new Set(['name', 'origin', 'city', 'job', 'workplace', 'age']);

/** The reason after 'I want to learn English for...', 'I'm learning English because...'. */
const LEARNS_FOR = /\bi(?: really)? (?:want|need|would like|'d like|wanna)(?: to)? (?:learn|improve|study|practi[sc]e)(?: my)?(?: english)?(?: more)? (?:for|because|so that|to) (.+)$|\bi(?:'m| am) (?:learning|studying) english (?:for|because|so that|to) (.+)$/i;

type Purpose = { said: RegExp; acks: readonly string[]; questions: readonly string[]; examples: readonly string[] };

export const PURPOSES: Readonly<Record<'travel' | 'work' | 'study' | 'people' | 'moving', Purpose>> = {
  travel: {
    said: /\b(?:travel\w*|trips?|holidays?|vacations?|visit\w*)\b/i,
    acks: ['Travel is a great reason to learn: every word opens a door.', 'Learning for travel, lovely: it makes every trip easier.'],
    questions: ['Where would you like to go first?', 'Which part of a trip worries you most: hotels, restaurants or asking the way?'],
    examples: ['I want to learn English for travel.', 'i want learn for travel', "I'm learning English because I love travelling."],
  },
  work: {
    said: /\b(?:work|my job|a job|a new job|a better job|career|business|office|promotion)\b/i,
    acks: ['English for work, a goal that pays back every day.', 'Good reason: English opens a lot of doors at work.'],
    questions: ['What do you use English for most at work: emails, meetings or calls?', 'What do you do for work?'],
    examples: ['i want learn english for my work', 'I need to improve my English for my job.', "I'm learning English because I want a better job."],
  },
  study: {
    said: /\b(?:study|studies|studying|university|college|degree|master'?s|phd)\b/i,
    acks: ['Studying in English is a big step, and a great reason to practise.'],
    questions: ['What would you like to study?', 'Where would you like to study?'],
    examples: ['I want to improve my English to study at a university in Canada.', "I'm learning English for my master's degree."],
  },
  people: {
    said: /\b(?:my (?:husband|wife|partner|boyfriend|girlfriend|family|kids|children|grandchildren|in-laws)|friends?)\b/i,
    acks: ['Learning for the people you love is the best reason there is.'],
    questions: ['Who would you most like to talk to in English?', 'What would you like to be able to say to them?'],
    examples: ["I'm learning English because my husband is from Leeds.", 'I want to learn English to talk to my grandchildren.'],
  },
  moving: {
    said: /\b(?:move|moving|live|living|emigrate)\b.*\b(?:to|in|abroad)\b/i,
    acks: ['A move abroad, how exciting!'],
    questions: ['Where would you like to live?', 'When are you thinking of moving?'],
    examples: ['I want to learn English because I want to move to Canada.'],
  },
};

export const COUNTER_EXAMPLES = ['I want to learn to cook.', 'I want to travel to Japan.', 'My son is learning English at school.', 'I learn English for two years.'];

/** The purpose the learner learns for, in the order of PURPOSES (a job abroad is work before moving). */
export function learningPurpose(message: string): keyof typeof PURPOSES | null {
  const found = LEARNS_FOR.exec(message.trim());
  const reason = found?.[1] ?? found?.[2];
  if (!reason) return null;
  return (Object.keys(PURPOSES) as Array<keyof typeof PURPOSES>).find((purpose) => PURPOSES[purpose].said.test(reason)) ?? null;
}

export function respondToLearningGoal(input: { message: string; facts: LearnerFacts; assistantMessages: readonly string[]; chooser: Chooser }): { acknowledgement: string; question: string; isTaskNews: true } | null {
  const { message, facts, assistantMessages, chooser } = input;
  const purpose = learningPurpose(message);
  // Told with who they are ('My name is Ana and I am from Brazil. I want...'): the introduction is met first (respond-to-facts.ts).
  if (!purpose || readToldFacts(message).some((fact) => INTRODUCTIONS.has(fact.kind))) return null;
  const { acks, questions } = PURPOSES[purpose];
  const fresh = questions.filter((q) => !wasAlreadyAsked(q, assistantMessages) && !asksForKnownFact(q, facts));
  if (fresh.length === 0) return null;
  return { acknowledgement: chooser.pick('learning-goal-ack', acks), question: chooser.pick('learning-goal-question', fresh), isTaskNews: true };
}
