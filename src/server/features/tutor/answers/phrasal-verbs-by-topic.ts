/**
 * "Can you give me some phrasal verbs for work meetings?": phrasal verbs a learner needs for one part of life, each with
 * what it means and a sentence of that part of life, as data. Hand-written for learners (A2-B2). The words that name a
 * topic are its `names`; a question naming none gets the general guide (grammar-guides.ts), and one naming a verb of
 * the table by verb ("with 'get'") gets that verb's own (phrasal-verbs-by-verb.ts).
 */
import { escapeRegExp } from '../../../lib/escape-reg-exp';
import type { PhrasalVerb } from './phrasal-verbs-by-verb';

export type PhrasalVerbTopic = { topic: string; names: readonly string[]; verbs: readonly PhrasalVerb[]; tryAbout: string };

export const PHRASAL_VERBS_BY_TOPIC: readonly PhrasalVerbTopic[] = [
  {
    topic: 'work and meetings',
    names: ['work', 'meetings', 'meeting', 'the office', 'office', 'business', 'my job', 'job', 'the workplace', 'workplace', 'emails', 'email', 'colleagues'],
    verbs: [
      { phrase: 'bring up', means: 'mention a subject so people talk about it', example: 'Can I bring up the budget before we finish?' },
      { phrase: 'go over', means: 'look at or explain something carefully', example: "Let's go over the plan once more." },
      { phrase: 'follow up', means: 'take the next step after a meeting or a message', example: "I'll follow up with an email tomorrow." },
      { phrase: 'put off', means: 'move something to a later time', example: 'We put off the meeting until Monday.' },
      { phrase: 'sum up', means: 'say the main points again, briefly', example: 'To sum up, we need two more people on the team.' },
    ],
    tryAbout: 'your own work',
  },
  {
    topic: 'travel',
    names: ['travel', 'travelling', 'traveling', 'trips', 'a trip', 'trip', 'holidays', 'holiday', 'vacation', 'the airport', 'airport', 'hotels', 'hotel'],
    verbs: [
      { phrase: 'set off', means: 'start a journey', example: 'We set off at six to miss the traffic.' },
      { phrase: 'check in', means: 'arrive and give your name at a hotel or an airport', example: 'We checked in at the hotel at three.' },
      { phrase: 'get around', means: 'go from place to place in an area', example: "It's easy to get around the city by bus." },
      { phrase: 'pick up', means: 'collect someone in a car', example: 'Can you pick me up at the station?' },
    ],
    tryAbout: 'a trip you took',
  },
  {
    topic: 'study',
    names: ['study', 'studying', 'school', 'university', 'college', 'exams', 'exam', 'class', 'classes', 'students', 'learning'],
    verbs: [
      { phrase: 'catch up', means: 'reach the others after missing some time', example: 'I missed a week of class, so I have to catch up.' },
      { phrase: 'hand in', means: 'give your work to a teacher', example: 'We hand in the essay on Friday.' },
      { phrase: 'figure out', means: 'understand something after thinking about it', example: 'I finally figured out the answer.' },
      { phrase: 'look up', means: 'find information in a dictionary or online', example: 'I looked up the word on my phone.' },
    ],
    tryAbout: 'your own studies',
  },
  {
    topic: 'friends and family',
    names: ['friends', 'friendship', 'family', 'relationships', 'relationship', 'people', 'dating', 'love'],
    verbs: [
      { phrase: 'get on with', means: 'have a good relationship with someone', example: 'I get on well with my new flatmate.' },
      { phrase: 'hang out', means: 'spend free time together', example: 'I hang out with my friends on Saturdays.' },
      { phrase: 'fall out', means: 'argue and stop being friends', example: 'They fell out over money.' },
      { phrase: 'make up', means: 'become friends again after an argument', example: 'We argued, but we made up the next day.' },
      { phrase: 'grow up', means: 'become an adult', example: 'I grew up in a small town by the sea.' },
    ],
    tryAbout: 'your friends or family',
  },
  {
    topic: 'everyday life at home',
    names: ['daily life', 'everyday life', 'daily routine', 'routine', 'home', 'the house', 'housework', 'every day', 'the morning', 'mornings'],
    verbs: [
      { phrase: 'wake up', means: 'stop sleeping', example: 'I wake up at half past six.' },
      { phrase: 'get up', means: 'leave your bed', example: 'I get up at seven on weekdays.' },
      { phrase: 'tidy up', means: 'put things in their places', example: 'We tidy up the kitchen after dinner.' },
      { phrase: 'turn off', means: 'stop a machine or a light', example: "Don't forget to turn off the oven." },
    ],
    tryAbout: 'your own day',
  },
  {
    topic: 'shopping and money',
    names: ['shopping', 'shops', 'money', 'buying', 'clothes'],
    verbs: [
      { phrase: 'try on', means: 'put on clothes to see if they fit', example: 'Can I try on these jeans?' },
      { phrase: 'save up', means: 'keep money for something you want to buy', example: "I'm saving up for a new bike." },
      { phrase: 'pay back', means: 'give back money you borrowed', example: "I'll pay you back on Friday." },
      { phrase: 'run out of', means: 'have none left', example: "We've run out of milk." },
    ],
    tryAbout: 'your own shopping',
  },
  {
    topic: 'health and sport',
    names: ['health', 'sport', 'sports', 'the gym', 'gym', 'exercise', 'fitness', 'being ill', 'illness'],
    verbs: [
      { phrase: 'work out', means: 'do exercise', example: 'I work out three times a week.' },
      { phrase: 'warm up', means: 'move gently before exercise', example: 'Always warm up before you run.' },
      { phrase: 'get over', means: 'feel better after an illness or a sad time', example: 'It took her a month to get over the flu.' },
      { phrase: 'cut down on', means: 'eat, drink or do less of something', example: "I'm cutting down on sugar." },
    ],
    tryAbout: 'your own week',
  },
];

const ASKING = String.raw`\bphrasal verbs? (?:(?:that )?(?:i|we|you) (?:can|could|should) use |(?:can|could|should) (?:i|we|you) use |to use |used |useful |common )?(?:for|about|at|in|on|during|related to) (?:(?:a|an|the|my|our|your) )?`;

/** "phrasal verbs for work", "...to use at work", "...about travel", "...can I use at the airport": one of the table's topics named. */
export const ASKS_PHRASAL_VERBS_FOR = new RegExp(`${ASKING}(${PHRASAL_VERBS_BY_TOPIC.flatMap((t) => t.names).map(escapeRegExp).sort((a, b) => b.length - a.length).join('|')})\\b`, 'i');

/** Asked for, not told ('I learnt phrasal verbs at school.'): a question, or a request for them. */
const ASKED = /\?\s*$|\b(?:give|teach|tell|show|list|need|want|send|write|know)\b/i;

export function findPhrasalVerbsFor(question: string): PhrasalVerbTopic | null {
  if (!ASKED.test(question)) return null;
  const name = ASKS_PHRASAL_VERBS_FOR.exec(question)?.[1]?.toLowerCase();
  return name ? (PHRASAL_VERBS_BY_TOPIC.find((t) => t.names.includes(name)) ?? null) : null;
}
