/**
 * "What's the difference between 'thirty' and 'dirty'?" asked of the pronunciation coach: two words that sound
 * alike told apart by their sounds, found with eSpeak NG (the sounds that differ, where in the word, a word that
 * has each, and a tip for the harder one), rather than by their dictionary meanings. Pairs in sound-pairs.ts
 * keep their hand-written answer; two words that differ in more than two sounds are not 'alike' and are left to
 * answer-difference.ts, unless they are written alike ('thought' and 'though': three).
 */
import type { Answer, AnswerContext } from './answer';
import { isKnownWord } from '../grammar/confident-issue';
import { editDistance } from '../grammar/is-teachable-issue';
import { phonemesOf } from './espeak-phonemes';
import { hardSoundTip } from './respell';
import { english, leadIn } from './teacher-voice';

/** Each English sound with a common word that has it, so a learner can hear it without reading IPA. */
const SOUND_NAMES: Record<string, string> = {
  'θ': 'the th in think', 'ð': 'the th in this', 's': 's as in see', 'z': 'z as in zoo', 't': 't as in ten', 'd': 'd as in day',
  'f': 'f as in fan', 'v': 'v as in van', 'b': 'b as in bag', 'p': 'p as in pen', 'w': 'w as in wet', 'ɹ': 'r as in red',
  'l': 'l as in leg', 'n': 'n as in no', 'ŋ': 'ng as in sing', 'm': 'm as in me', 'k': 'k as in cat', 'ɡ': 'g as in go',
  'h': 'h as in hat', 'ʃ': 'sh as in shoe', 'tʃ': 'ch as in chair', 'ʒ': 'the s in television', 'dʒ': 'j as in job', 'j': 'y as in yes',
  'iː': 'the long ee in sheep', 'ɪ': 'the short i in ship', 'e': 'the e in bed', 'ɛ': 'the e in bed', 'a': 'the a in cat', 'æ': 'the a in cat',
  'ʌ': 'the u in cup', 'ɑː': 'the ar in car', 'ɒ': 'the o in hot', 'ɔː': 'the aw in law', 'ʊ': 'the short oo in book', 'uː': 'the long oo in food',
  'ɜː': 'the ur in bird', 'ə': 'the weak uh in about', 'eɪ': 'the ay in day', 'aɪ': 'the i in time', 'ɔɪ': 'the oy in boy',
  'əʊ': 'the o in go', 'oʊ': 'the o in go', 'ɚ': 'the er in teacher', 'ɝ': 'the ur in bird', 'ɑ': 'the o in hot', 'ɔ': 'the aw in law', 'i': 'the ee in happy',
  'u': 'the oo in food', 'ɾ': 'the soft t in water', 'ɐ': 'the u in cup', 'aʊ': 'the ow in now', 'ɪə': 'the ear in near', 'eə': 'the air in hair', 'ʊə': 'the ure in sure',
};
const MAX_DIFFERENCES = 2;
/**
 * Words written almost alike ('thought' and 'though', 'quiet' and 'quite') are confused for their spelling, however
 * differently they sound: told apart by their sounds up to three.
 */
const MAX_DIFFERENCES_LOOKING_ALIKE = 3;
const MAX_LETTERS_APART = 2;

/** Whether two words are written within two letters of each other (a letter added, left out or changed). */
const looksAlike = (first: string, second: string) => editDistance(first.toLowerCase(), second.toLowerCase()) <= MAX_LETTERS_APART;

type Difference = { at: number; first?: string; second?: string };

const isVowel = (sound: string) => /[aeiouɪʊəɛæʌɑɒɔɜɚɝɐ]/.test(sound);

/**
 * The sounds that differ between two words, by the fewest changes (a sound swapped, added or left out); a vowel is
 * swapped only for a vowel and a consonant for a consonant ('thought' /θɔːt/ and 'though' /ðoʊ/: th for th, aw for o,
 * and a t left out, not aw for th).
 */
function soundDifferences(a: readonly string[], b: readonly string[]): Difference[] {
  const cost = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const swap = (i: number, j: number) => (a[i - 1] === b[j - 1] ? 0 : isVowel(a[i - 1]!) === isVowel(b[j - 1]!) ? 1 : 2);
  for (let i = 1; i <= a.length; i++) for (let j = 1; j <= b.length; j++) cost[i]![j] = Math.min(cost[i - 1]![j - 1]! + swap(i, j), cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1);
  const differences: Difference[] = [];
  let [i, j] = [a.length, b.length];
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && swap(i, j) < 2 && cost[i]![j] === cost[i - 1]![j - 1]! + swap(i, j)) {
      if (a[i - 1] !== b[j - 1]) differences.unshift({ at: i - 1, first: a[i - 1], second: b[j - 1] });
      i--;
      j--;
    } else if (i > 0 && cost[i]![j] === cost[i - 1]![j]! + 1) differences.unshift({ at: --i, first: a[i] });
    else differences.unshift({ at: i, second: b[--j] });
  }
  return differences;
}

const place = (at: number, length: number) => (at === 0 ? 'at the start' : at >= length - 1 ? 'at the end' : 'in the middle');
const named = (sound: string) => `/${sound}/${SOUND_NAMES[sound] ? `, ${SOUND_NAMES[sound]}` : ''}`;

function describe(difference: Difference, first: string, second: string, length: number): string {
  const where = place(difference.at, length);
  if (difference.first && difference.second) return `${where}, '${first}' has ${named(difference.first)}, and '${second}' has ${named(difference.second)}`;
  const [has, hasNot, sound] = difference.first ? [first, second, difference.first] : [second, first, difference.second!];
  return `${where}, '${has}' has ${named(sound)}, which '${hasNot}' does not`;
}

/** Null unless both are single English words that differ in one or two sounds. */
export async function answerSoundDifference(first: string, second: string, context: AnswerContext): Promise<Answer | null> {
  const { teacher } = context;
  if (![first, second].every((w) => /^[a-z][a-z'-]*$/i.test(w)) || first.toLowerCase() === second.toLowerCase()) return null;
  // 'rong, long': a word no dictionary knows is not sounded out as if it were one (the learner would drill a non-word).
  // A contraction ('won't', 'we're') is a word, though no dictionary lists it.
  const unknown = [first, second].find((word) => !/['’]/.test(word) && !isKnownWord(word));
  if (unknown) {
    return { text: english(teacher, `'${unknown}' isn't an English word I know, so I won't drill it: which word did you mean?`), followUp: english(teacher, 'Type the two words again, or try a pair like right and light.') };
  }
  const words = await phonemesOf(`${first} ${second}`, teacher.language);
  if (words?.length !== 2) return null;
  const [a, b] = words.map((w) => w.map((p) => p.replace(/[ˈˌ]/g, ''))) as [string[], string[]];
  const differences = soundDifferences(a, b);
  if (differences.length === 0) {
    return { text: `${leadIn(context)} ${english(teacher, `'${first}' and '${second}' sound the same: the spelling and the meaning are what tell them apart.`)}`, followUp: english(teacher, `Can you say a sentence with '${first}' in it?`) };
  }
  if (differences.length > (looksAlike(first, second) ? MAX_DIFFERENCES_LOOKING_ALIKE : MAX_DIFFERENCES)) return null;
  const told = differences.map((d) => describe(d, first, second, Math.max(a.length, b.length)));
  const count = ['one sound', 'two sounds', 'three sounds'][differences.length - 1]!;
  const tip = hardSoundTip([differences.flatMap((d) => [d.first, d.second].filter((s): s is string => !!s))], false)?.replace(' in this word,', ',');
  const text = `'${first}' and '${second}' differ in ${count}: ${told.join('; ')}.${tip ? ` ${tip}` : ''} Say them one after the other, slowly and then faster: ${first}, ${second}, ${first}, ${second}.`;
  return { text: `${leadIn(context)} ${english(teacher, text)}`, followUp: english(teacher, `Now try a sentence with both: can you say one with '${first}' and '${second}' in it?`) };
}
