/**
 * A new version of a text the learner sent before ("Ok I rewrote: ... Is it better now?"): which of the slips found in
 * the first version are gone, and which are still there, said before the new version's own feedback. The slips are
 * those any family not measured wrong finds (the ones the teacher told or asked about); a slip is gone when its words
 * are no longer in the text. Examples: revision-notes.test.ts.
 */
import { findCorrections } from './grammar/find-corrections';
import { fixedParts } from './grammar/fixed-part';
import { textToCheck, wholeEmail } from './text-to-check';
import { holdsWords } from './text-pieces';

/** How many of the learner's earlier messages may hold the first version. */
const LOOK_BACK = 3;
/** Share of the new version's words the first version must share to be one (a rewrite keeps most of its words). */
const SHARED_WORDS = 0.4;
/** Words of a text long enough to be a version of one. */
const FEWEST_WORDS = 8;
/** Slips named, fixed or kept: more would bury the new version's feedback. */
const MOST_NAMED = 3;
/** Sentences weighed in the first version, as many as a checked text's fixes. */
const MOST_SENTENCES = 4;

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[\p{L}']+/gu) ?? []);

/** The first version of `current` among the learner's last messages, if one is: mostly the same words. */
export function earlierVersion(current: string, earlierUserMessages: readonly string[]): string | null {
  const now = wordsOf(current);
  if (now.size < FEWEST_WORDS) return null;
  for (const message of earlierUserMessages.slice(-LOOK_BACK).reverse()) {
    const text = textToCheck(message) ?? wholeEmail(message) ?? message;
    const before = wordsOf(text);
    const shared = [...now].filter((word) => before.has(word)).length;
    if (before.size >= FEWEST_WORDS && text.trim() !== current.trim() && shared / now.size >= SHARED_WORDS && shared / before.size >= SHARED_WORDS) return text;
  }
  return null;
}

/** What changed for the better, and what is still to fix, between two versions; null when the first had no slip found. */
export async function revisionNote(first: string, current: string, language: string): Promise<string | null> {
  if (language.startsWith('es')) return null;
  // Each fix apart, with the word before it ('two childs', 'sister have'): a version may fix one of two neighbours.
  // A fix gone is quoted as the teacher showed it ('since three days') when every fix of that part is gone.
  const slips = (await findCorrections(first, { max: MOST_SENTENCES, isWriting: true, language, families: 'questions' })).flatMap((c) => {
    const parts = fixedParts(c);
    return c.fixes.map((fix) => ({ from: `${fix.before} ${fix.from}`.trim(), to: `${fix.before} ${fix.to}`.trim(), part: parts.find((part) => holdsWords(part.from, fix.from))?.from }));
  });
  if (slips.length === 0) return null;
  // A slip of case only ('on friday' -> 'on Friday') is gone when the words are there as the fix writes them.
  const isCaseOnly = (slip: { from: string; to: string }) => slip.from !== slip.to && slip.from.toLowerCase() === slip.to.toLowerCase();
  const isGone = (slip: { from: string; to: string }) => (isCaseOnly(slip) ? !current.includes(slip.from) : !holdsWords(current, slip.from));
  const fixed = slips.filter(isGone);
  const kept = slips.filter((slip) => !isGone(slip));
  const shown = (slip: (typeof slips)[number]) => (slip.part && slips.filter((other) => other.part === slip.part).every(isGone) ? slip.part : slip.from);
  const gone = [...new Set(fixed.map((slip) => `'${shown(slip)}'`))].slice(0, MOST_NAMED);
  const fixedSaid = fixed.length > 0 ? `Yes, this is better: ${gone.length > 1 ? `${gone.slice(0, -1).join(', ')} and ${gone.at(-1)}` : gone[0]} from your first version ${gone.length === 1 ? 'is' : 'are'} fixed.` : null;
  const keptSaid = kept.length > 0 ? `${fixed.length > 0 ? 'One thing is still there' : 'Not quite yet: a slip from your first version is still there'}: ${kept.slice(0, MOST_NAMED).map((part) => `would '${part.to}' fit better than '${part.from}'?`).join(' And ')}` : null;
  return [fixedSaid, keptSaid].filter(Boolean).join(' ');
}
