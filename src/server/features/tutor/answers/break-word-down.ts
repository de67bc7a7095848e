/**
 * "Can you break it down for me?" just after a word's sounds were given: the word syllable by syllable, the stressed one
 * in capitals, and a word of one syllable sound by sound, with how to build it back up. Examples: break-word-down.test.ts.
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { wordSoundedOutIn } from './answer-pronunciation';
import { phonemesOf } from './espeak-phonemes';
import { respell, syllabify } from './respell';
import { isSpanishTeacher } from './teacher-voice';

const ASKS_TO_BREAK_DOWN = /^(?:(?:ok(?:ay)?|so|hmm|sorry)[,.!]?\s+)*(?:(?:can|could|would) you (?:please )?|please )?(?:break (?:it|that|this|the word) (?:down|up|into (?:parts|pieces|syllables|sounds))|split (?:it|that|the word)(?: up)?(?: into (?:syllables|parts|sounds))?|(?:say|do|show) it (?:(?:more )?slowly,? )?(?:sound by sound|syllable by syllable|part by part|in parts|in syllables))(?: for me)?(?:,? please)?\s*[?.!]*$/i;


/** Her answer, when the message asks to break down the word her last turn sounded out; null otherwise. */
export async function answerBreakWordDown(message: string, lastTurn: string | undefined, teacher: TutorTeacher): Promise<string | null> {
  if (isSpanishTeacher(teacher) || !ASKS_TO_BREAK_DOWN.test(message.trim())) return null;
  const word = wordSoundedOutIn(lastTurn);
  const words = word ? await phonemesOf(word, teacher.language) : null;
  if (!word || !words || words.length !== 1) return null;
  const syllables = syllabify(words[0]!);
  const name = word.toLowerCase();
  if (syllables.length > 1) {
    const parts = syllables.map((syllable) => respell([syllable])).map((part, at) => (syllables[at]!.stressed ? part.toUpperCase() : part));
    return `Of course. '${name}' has ${syllables.length} parts: ${parts.join(' · ')}. Say each part on its own, slowly, with the one in capitals a little louder and longer, then join them: ${respell(syllables)}. Try it three times, a little faster each time.`;
  }
  const sounds = words[0]!.map((phoneme) => phoneme.replace(/ˈ|ˌ/g, ''));
  const respelt = sounds.map((sound) => respell([{ phonemes: [sound], stressed: false }]));
  return `Of course. '${name}' is one syllable of ${sounds.length} sounds: ${respelt.join(' + ')} (${sounds.map((sound) => `/${sound}/`).join(' ')}). Say them one by one, slowly, then glide them together without a break: ${respell(syllables)}. Try it three times, a little faster each time.`;
}
