/**
 * "Can you give me more examples?" just after a pair of words was explained ("What's the difference between 'say' and
 * 'tell'?"): one more example of that pair (confusables.ts), then the learner's turn, instead of a general plan. And
 * "Can you give me an example?" just after asking what a word means: asked of that word.
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { findConfusable } from './confusables';
import { detectQuestion } from './detect-question';

const ASKS_FOR_MORE = /^(?:(?:ok(?:ay)?|thanks|thank you|great|and|so)[,!.]*\s+)?(?:(?:can|could) you (?:please )?(?:give|show|tell) me (?:some |a few |two |any )?(?:more|other|another) (?:examples?|sentences?|ones?)|(?:some |any )?more examples?|another example|one more(?: example)?)(?:,? please)?\s*[?.!]*$/i;

export function moreExamplesOfPair(message: string, earlier: readonly string[], teacher: TutorTeacher): string | null {
  const previous = earlier.at(-1);
  if (!ASKS_FOR_MORE.test(message.trim()) || !previous) return null;
  const asked = detectQuestion(previous, teacher);
  if (!asked?.other || (asked.kind !== 'difference' && asked.kind !== 'is-correct')) return null;
  const more = findConfusable(asked.subject, asked.other)?.more;
  return more ? `Here's one more: ${more} Now you: can you make one sentence with each?` : null;
}

/** "Can you give me an example?", "Another example, please." with no word named. */
const ASKS_FOR_AN_EXAMPLE = /^(?:(?:ok(?:ay)?|thanks|thank you|great|and|so)[,!.]*\s+)?(?:(?:can|could) you (?:please )?(?:give|show|tell) me (?:an|another|one more) example|(?:an|another|one more) example,? please|example,? please)\s*[?.!]*$/i;
/** The kinds of question about one word whose example a bare request asks for. */
const ABOUT_A_WORD = new Set(['meaning', 'business-idiom', 'everyday-idiom', 'synonym', 'past-tense', 'participle']);

/** The question an example request stands for, when the learner's last message asked about one word: "Can you give me an example with 'circle back'?". */
export function exampleOfWordAsked(message: string, earlier: readonly string[], teacher: TutorTeacher): string | null {
  const previous = earlier.at(-1);
  if (!ASKS_FOR_AN_EXAMPLE.test(message.trim()) || !previous) return null;
  const asked = detectQuestion(previous, teacher);
  if (!asked || !ABOUT_A_WORD.has(asked.kind) || asked.other || asked.subject.split(/\s+/).length > 4) return null;
  return `Can you give me an example with '${asked.subject}'?`;
}
