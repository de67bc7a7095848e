/**
 * The learner's own sentence with the word just taught ("Can you make a sentence of your own with 'awkward'?" ...
 * "I felt awkward when I forgot her name"): met as the practice it is, with a word on using it, instead of "Okay,
 * that makes sense". Praise only for a sentence nothing was corrected or asked about in. English only: Lucía's praise
 * is hers to vouch for (spanish-reply-text.ts).
 */
import { escapeRegExp } from '../../../lib/escape-reg-exp';
import { pluralNotUsed } from '../answers/noun-number';

/** How the teacher asks for a sentence with a word (teacher-voice.ts, answer-pronunciation.ts): group 1 is the word. */
const ASKED_FOR_A_SENTENCE = /\b(?:sentence (?:of your own )?with|sentence you'd use|use|using) '([^']{2,40})'(?: in)?/iu;

export const USED_WORD_EXAMPLES = {
  asked: ["Can you make a sentence of your own with 'awkward'?", "Want to try a sentence with 'EOD' about your week?", "Say it aloud a few times, slowly first, then type a sentence you'd use 'comfortable' in.", "Could you use 'reluctant' in a sentence about yourself?"],
  notAsked: ['What did you do at the weekend?', "'Awkward' means causing inconvenience."],
} as const;

/** The word the teacher's last turn asked the learner to use, if it asked for a sentence with one. */
export function wordAskedFor(lastTurn: string | undefined): string | null {
  const found = lastTurn ? ASKED_FOR_A_SENTENCE.exec(lastTurn) : null;
  return found ? found[1]!.trim() : null;
}

/** The word's forms a sentence may use it in: 'awkward', 'inspire' → 'inspired', 'circle back' → 'circled back'. */
function usesWord(message: string, word: string): boolean {
  const [head, ...rest] = word.toLowerCase().split(/\s+/);
  const stem = head!.replace(/e$/, '');
  const tail = rest.length > 0 ? `\\s+${rest.map(escapeRegExp).join('\\s+')}` : '';
  return new RegExp(`(?<![\\p{L}])${escapeRegExp(stem)}\\p{L}{0,4}${tail}(?![\\p{L}])`, 'iu').test(message);
}

/** A word on the learner's sentence with the taught word, or null when it is not one. */
export function acknowledgeTaughtWord(input: { message: string; lastTurn: string | undefined; isClean: boolean }): string | null {
  const word = wordAskedFor(input.lastTurn);
  if (!word || /\?\s*$/.test(input.message.trim()) || input.message.trim().split(/\s+/).length < 3 || !usesWord(input.message, word)) return null;
  // 'we have 20 staffs' after 'staff' was taught: the -s English does not use is named, not praised.
  const wrongPlural = input.message.match(/\p{L}+/gu)?.find((w) => pluralNotUsed(w) === word.toLowerCase());
  if (wrongPlural) return `Good try with '${word}', but careful: '${wrongPlural.toLowerCase()}' isn't used, so say '${word}' there, with no -s.`;
  return input.isClean ? `Nice, that's a natural way to use '${word}'.` : `Good try with '${word}'.`;
}
