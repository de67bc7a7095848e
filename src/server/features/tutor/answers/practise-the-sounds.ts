/**
 * "How can I practise?", "How I can practice it?" just after the teacher told two sounds apart ('three' has /θ/ ... and
 * 'tree' has /t/): a few minutes' practice of that pair, ending in the app's pronunciation check, not "I'm not sure"
 * and a question about where the learner speaks English. Examples: practise-the-sounds.test.ts.
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { isSpanishTeacher } from './teacher-voice';

export const ASKS_HOW_TO_PRACTISE = /^(?:(?:so|and|but|ok(?:ay)?|thanks|thank you)[,!.]?\s+)*(?:how (?:can|could|do|should) i|how i (?:can|could|should)) (?:practi[cs]e|train|improve|work on)(?: (?:it|this|that|them|these sounds|this sound|the sounds?))?(?: (?:at home|alone|more|every day|by myself))?\s*[?.!]*$/i;

/** The pair her last turn told apart: "'three' has /θ/, ... and 'tree' has /t/". */
const PAIR_TOLD = /'([\p{L}-]+)' has \/[^/]+\/[^.]*?'([\p{L}-]+)' has \//u;

export function answerHowToPractiseTheSounds(message: string, lastTurn: string | undefined, teacher: TutorTeacher): string | null {
  if (isSpanishTeacher(teacher) || !ASKS_HOW_TO_PRACTISE.test(message.trim())) return null;
  const pair = lastTurn ? PAIR_TOLD.exec(lastTurn) : null;
  if (!pair) return null;
  const [, first, second] = pair;
  return `Five minutes a day is enough. First, say '${first}' and '${second}' slowly in front of a mirror, so you can see the difference in your mouth, then faster, ten times. Next, make a short sentence with both words and read it aloud three times. Last, open Voice practice in the tools beside our chat and read a sentence to the pronunciation check: it tells you which words sounded right and which to try again. Which word would you like to start with?`;
}
