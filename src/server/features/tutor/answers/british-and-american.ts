/**
 * "Is it different in British English?" just after a word's sounds were given: the word in both Englishes, from
 * eSpeak NG's British and American voices, and what differs, named from the sounds themselves (the r after a
 * vowel, the American tap, the long a of 'bath', the rounded o of 'hot', the o of 'go'). Examples and
 * counter-examples: british-and-american.test.ts.
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { wordSoundedOutIn } from './answer-pronunciation';
import { phonemesOf } from './espeak-phonemes';
import { respell, syllabify, toIpa } from './respell';
import { isSpanishTeacher } from './teacher-voice';

/** 'Is it different in British English?', 'How do British people say it?', 'And in American English?', 'Is that the American way?' */
const ASKS_OTHER_ENGLISH = /^(?:and |but |so |ok(?:ay)?,? )?(?:is (?:it|that|this) (?:different|the same|pronounced differently|said differently) in (british|american|uk|us|england|america)(?: english)?|how do (british|american|english) people (?:say|pronounce) it|(?:what about|how about|and) in (british|american|the uk|the us|england|america)(?: english)?|is (?:it|that|this) (?:the )?(british|american)(?: english)?(?: way| pronunciation| one)?|how (?:is it|do you say it|do they say it|do you pronounce it) in (british|american|the uk|the us|england|america)(?: english)?)\s*[?.!]*$/i;


type Difference = { when: (us: string, gb: string) => boolean; says: string };

/** What differs, read off the two pronunciations (IPA without stress marks); each said once, in this order. */
const DIFFERENCES: readonly Difference[] = [
  { when: (us, gb) => /[ɹɚɝ]/.test(us) && !/[ɚɝ]/.test(gb) && countR(us) > countR(gb), says: 'British English does not say the r after a vowel: the vowel is simply a little longer.' },
  { when: (us, gb) => us.includes('ɾ') && gb.includes('t'), says: 'The t between vowels is a clear t in British English, where American English makes it a quick, soft tap, like a light d.' },
  { when: (us, gb) => us.includes('æ') && /ɑː|a(?!ɪ|ʊ)/.test(gb) && !gb.includes('æ'), says: "The a is long and open in southern British English, as in 'father', where American English says the a of 'cat'." },
  { when: (us, gb) => /ɑː?/.test(us) && gb.includes('ɒ'), says: 'The o is short, with the lips a little rounded, in British English.' },
  { when: (us, gb) => us.includes('oʊ') && gb.includes('əʊ'), says: "The o of 'go' starts in the middle of the mouth in British English (əʊ), and with rounded lips in American English (oʊ)." },
];

function countR(ipa: string): number {
  return (ipa.match(/[ɹɚɝ]/g) ?? []).length;
}

const plain = (ipa: string) => ipa.replace(/[ˈˌ/]/g, '');

/** Her answer, when the message asks how the word her last turn sounded out is said in the other English; null otherwise. */
export async function answerOtherEnglish(message: string, lastTurn: string | undefined, teacher: TutorTeacher): Promise<string | null> {
  if (isSpanishTeacher(teacher) || !ASKS_OTHER_ENGLISH.test(message.trim())) return null;
  const word = wordSoundedOutIn(lastTurn);
  if (!word) return null;
  const [us, gb] = await Promise.all([phonemesOf(word, 'en-US'), phonemesOf(word, 'en-GB')]);
  if (!us || !gb) return null;
  const said = (words: string[][]) => `${words.map((w) => respell(syllabify(w))).join(' ')}, ${toIpa(words)}`;
  const inBoth = word.toLowerCase();
  // 'Is it different...?' is answered yes or no; 'How do British people say it?' is not.
  const isYesNo = /^(?:(?:and|but|so|ok(?:ay)?),?\s+)?is\b/i.test(message.trim());
  if (plain(toIpa(us)) === plain(toIpa(gb))) {
    return `${isYesNo ? 'No, ' : ''}'${inBoth}' sounds the same in British and American English: ${said(us)}. Either way, you're understood everywhere.`;
  }
  const named = DIFFERENCES.filter((d) => d.when(plain(toIpa(us)), plain(toIpa(gb)))).map((d) => d.says);
  const why = named.length > 0 ? named.join(' ') : 'The sounds themselves differ, so it is worth learning the one you hear most.';
  return `${isYesNo ? 'Yes, a little. ' : ''}In British English '${inBoth}' sounds like ${said(gb)}; in American English, ${said(us)}. ${why} Both are correct: pick the one you hear most and keep to it.`;
}
