/**
 * A learner's turn as the goal tracker reads it: lower case, accents and punctuation gone, English
 * contractions spelt out ("I'm" -> "i am", "don't" -> "do not"), so a pattern is written once. Learners often
 * type a contraction without its apostrophe ("dont", "im", "thats"): those are spelt out too, except where
 * the bare form is itself a word ("its", "were", "well", "ill", "id", "wed", "hell", "shell", "lets", "wont").
 */
import { stripAccents } from '../../../lib/strip-accents';

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bcan't\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/\bshan't\b/g, 'shall not'],
  [/\b(\w+)n't\b/g, '$1 not'],
  [/\bi'm\b/g, 'i am'],
  [/\b(\w+)'re\b/g, '$1 are'],
  [/\b(\w+)'ve\b/g, '$1 have'],
  [/\b(\w+)'ll\b/g, '$1 will'],
  [/\b(\w+)'d\b/g, '$1 would'],
  [/\b(it|that|what|there|here|he|she|who|where|how|let)'s\b/g, '$1 is'],
];

/** Contractions typed without the apostrophe, where no English word is spelt the same way. */
const BARE_CONTRACTIONS: Record<string, string> = {
  im: 'i am',
  ive: 'i have',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  cant: 'can not',
  couldnt: 'could not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  youre: 'you are',
  theyre: 'they are',
  youve: 'you have',
  theyve: 'they have',
  thats: 'that is',
  whats: 'what is',
  theres: 'there is',
};
const BARE_CONTRACTION = new RegExp(`\\b(${Object.keys(BARE_CONTRACTIONS).join('|')})\\b`, 'g');

export function learnerWords(text: string): string[] {
  let s = stripAccents(text.toLowerCase())
    .replace(/[’‘`]/g, "'");
  for (const [pattern, spelt] of CONTRACTIONS) s = s.replace(pattern, spelt);
  s = s.replace(/\blet is\b/g, 'let us').replace(BARE_CONTRACTION, (bare) => BARE_CONTRACTIONS[bare]!);
  return s
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .replace(/(^|\s)['-]+|['-]+(?=\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}
