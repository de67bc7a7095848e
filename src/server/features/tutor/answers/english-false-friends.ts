/**
 * English words learners use for a look-alike of their own language ('actually' for 'now', 'sensible' for 'sensitive'):
 * a sentence the checker finds nothing in may still say what the learner did not mean, so a question about it names the
 * word and what it means (packs/en/words/false-friends.json). Examples: english-false-friends.test.ts.
 */
import falseFriends from '../packs/en/words/false-friends.json';

type EnglishFalseFriend = { means: string; oftenMeant: string; say: string; lookalikes?: readonly string[] };

const FALSE_FRIENDS = new Map(Object.entries(falseFriends).filter(([word]) => !word.startsWith('_')) as Array<[string, EnglishFalseFriend]>);

/** The first false friend in `text`, with what to say of it; null when it holds none. */
export function noteOnFalseFriend(text: string): string | null {
  const word = (text.toLowerCase().match(/\p{L}+/gu) ?? []).find((w) => FALSE_FRIENDS.has(w));
  if (!word) return null;
  const friend = FALSE_FRIENDS.get(word)!;
  return `One word to check: '${word}' means ${friend.means}. If you mean ${friend.oftenMeant}, the word is '${friend.say}'.`;
}

/**
 * 'How do you say "actualmente" in English?': a learner's own word whose English look-alike means something else, said
 * with its English and a warning; null for any other word.
 */
export function englishForLookalike(asked: string): string | null {
  const word = asked.toLowerCase().trim();
  const found = [...FALSE_FRIENDS].find(([, friend]) => friend.lookalikes?.includes(word));
  if (!found) return null;
  const [lookalike, friend] = found;
  return `'${word}' is '${friend.say}' in English. Careful: not '${lookalike}', which means ${friend.means}.`;
}
