/**
 * "Should I learn German or focus on English?": a choice in the learner's own life between two things to do. The
 * teacher does not choose for them (she does not know their life) but helps them weigh it, with both options in their
 * own words. Only two actions, the first opening on a verb in its plain form; the second shares it when it names no verb
 * of its own ('buy a car or a bike'). "Should I use 'will' or 'going to'?" asks about English, and "Is it better in the
 * morning or at night?" names no action to weigh.
 */
import { tagSentence } from '../grammar/tag-sentence';
import { inSecondPerson } from './say-back';

const ASKING = String.raw`(?:(?:so |and |but )?(?:what do you think|in your opinion|honestly|tell me)[,:]?\s+)?(?:should i|do you think i should|would you say i should|is it better (?:for me )?to|would it be better (?:for me )?to|what should i do[,:]?\s+(?:should i )?)`;
const OPTION = String.raw`((?:[\p{L}'’-]+ ?){1,7}?)`;

/** The two options of the choice, each opening on its verb ('learn German', 'focus on English'). */
export const ASKS_CHOICE = new RegExp(String.raw`^${ASKING}\s*${OPTION},? or (?:should i |to |rather |maybe |just )?${OPTION}\s*\?+\s*$`, 'iu');

/** The verbs that ask about English itself, not about life: 'should I say X or Y', 'use', 'write'. */
const ABOUT_ENGLISH = /^(?:say|use|write|spell|pronounce|answer)$/i;

export type Choice = { first: string; second: string };

/** Words that go on from a verb left out: an article or a possessive, a preposition of time or place. */
const SHARES_THE_VERB = /^(?:a|an|the|my|our|some|another|in|at|on|after|before|with|from|to|for|this|next|every)\b/i;

export function findChoice(question: string): Choice | null {
  const match = ASKS_CHOICE.exec(question.trim());
  if (!match || /["'‘“”]\S/.test(`${match[1]} ${match[2]}`.replace(/\b\p{L}+['’]\p{L}+\b/gu, ''))) return null;
  const first = match[1]!.trim();
  if (!opensOnPlainVerb(first)) return null;
  const named = match[2]!.trim();
  // 'buy a car or a bike', 'study in the morning or at night': the second is the first's verb with other words.
  const second = opensOnPlainVerb(named) ? named : SHARES_THE_VERB.test(named) ? `${first.split(' ')[0]} ${named}` : null;
  if (!second) return null;
  return { first: inSecondPerson(first), second: inSecondPerson(second) };
}

/** Its first word is a verb in its plain form where 'I will' puts it ('learn', 'stay'), and not one about English. */
function opensOnPlainVerb(option: string): boolean {
  const verb = option.split(' ')[0]!;
  if (ABOUT_ENGLISH.test(verb)) return false;
  const token = tagSentence(`I will ${option}.`).tokens[2];
  return !!token && token.lower === verb.toLowerCase() && token.tags.has('Verb') && !token.tags.has('Gerund') && !token.tags.has('PastTense') && !token.tags.has('Modal');
}
