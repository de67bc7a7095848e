/**
 * Follow-ups on the three sounds of an ending, just after the teacher explained them (teacher-know-how.ts: the -ed of
 * regular past verbs, the -s of plurals): "What about 'wanted'?" or "asked and ended?" (which group each word is in,
 * heard from its sounds in eSpeak NG, not guessed from its spelling), "So how many sounds are there?", "Give me more
 * words please". Examples: ending-sounds-follow-up.test.ts.
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { phonemesOf } from './espeak-phonemes';
import { isSpanishTeacher } from './teacher-voice';

type Group = { name: string; sound: string; example: string };
type Ending = {
  /** What her explanation says, to know it was just given. */
  explained: string;
  /** A written word with this ending. */
  written: RegExp;
  /** The ending as heard: a weak vowel and the consonant (a syllable more), or the consonant alone, voiceless or voiced. */
  voiceless: string;
  voiced: string;
  syllable: Group;
  afterVoiceless: Group;
  afterVoiced: Group;
  summary: string;
  more: string;
};

const ENDINGS: readonly Ending[] = [
  {
    explained: 'The -ed of regular past verbs has three sounds',
    written: /^\p{L}{2,}ed$/u,
    voiceless: 't',
    voiced: 'd',
    syllable: { name: 'id', sound: 'a syllable more, id, because the verb ends in t or d', example: 'wanted' },
    afterVoiceless: { name: 't', sound: 'a short t, because the verb ends in the voiceless sound {before}', example: 'worked' },
    afterVoiced: { name: 'd', sound: 'a d, because the verb ends in a voiced sound', example: 'played' },
    summary: "Three: id, a syllable more, after t and d (wanted, needed); a short t after the voiceless sounds p, k, f, s, sh and ch (worked, stopped); and d after every other sound (played, lived).",
    more: "Here are more to practise. id: started, visited, waited, ended. t: helped, looked, kissed, washed, fixed. d: called, opened, arrived, studied, changed. Say each group aloud, then mix them: I started, I helped, I called.",
  },
  {
    explained: 'The -s at the end of a plural has three sounds',
    written: /^\p{L}{2,}s$/u,
    voiceless: 's',
    voiced: 'z',
    syllable: { name: 'iz', sound: 'a syllable more, iz, because the word ends in s, z, sh, ch, j or x', example: 'buses' },
    afterVoiceless: { name: 's', sound: 'a soft s, because the word ends in the voiceless sound {before}', example: 'cats' },
    afterVoiced: { name: 'z', sound: 'a buzzing z, because the word ends in a voiced sound or a vowel', example: 'dogs' },
    summary: "Three: a soft s after p, t, k and f (cats, books); a buzzing z after other consonants and vowels (dogs, days); and iz, a syllable more, after s, z, sh, ch, j and x (buses, watches).",
    more: "Here are more to practise. s: maps, hats, parks, roofs. z: cars, shoes, friends, apples. iz: faces, dishes, bridges, boxes. Say each group aloud, then mix them: two maps, two cars, two faces.",
  },
];

/** eSpeak NG's sounds, as a learner reads them. */
const SOUND_NAMES: Readonly<Record<string, string>> = { p: 'p', k: 'k', f: 'f', s: 's', ʃ: 'sh', tʃ: 'ch', θ: 'th', t: 't' };
const WEAK_VOWELS = new Set(['ᵻ', 'ɪ', 'ə', 'ɨ']);
/** Words that end like the ending and are none ('this', 'was', 'hundred'): never asked about as one. */
const NOT_ASKED = new Set(['this', 'was', 'does', 'yes', 'has', 'his', 'its', 'always', 'sounds', 'words', 'examples', 'thanks', 'please', 'plus', 'ends', 'groups', 'hundred', 'indeed']);

const HOW_MANY = /\bhow many (?:sounds|ways|endings|groups|kinds)\b/i;
const MORE_WORDS = /^(?:(?:ok(?:ay)?|thanks?|thank you|great|cool|nice)[,.!]?\s+)*(?:(?:can|could) you (?:please )?)?(?:give|show|tell|send) me (?:some |a few )?(?:more|other)? ?(?:words|examples)|^(?:some |a few )?more (?:words|examples)\b|^(?:more|other) (?:please|words please)\b/i;

/** How many of her turns back the explanation may be: the learner may ask about several words, one after another. */
export const TURNS_BACK = 4;

/** The ending whose three sounds one of her last turns explained, if any. */
function endingExplained(lastTurns: readonly string[]): Ending | undefined {
  return ENDINGS.find((ending) => lastTurns.some((turn) => turn.includes(ending.explained)));
}

/** The words the learner asks about: those quoted, else those written with the ending in a short message. */
function wordsAsked(message: string, ending: Ending): string[] {
  const quoted = [...message.matchAll(/['‘"“]([\p{L}-]+)['’"”]/gu)].map((m) => m[1]!.toLowerCase());
  const candidates = quoted.length > 0 ? quoted : message.split(/\s+/).length <= 10 ? message.toLowerCase().split(/[^\p{L}']+/u) : [];
  return [...new Set(candidates.filter((word) => ending.written.test(word) && !NOT_ASKED.has(word)))].slice(0, 3);
}

async function groupOf(word: string, ending: Ending, language: string): Promise<string | null> {
  const sounds = (await phonemesOf(word, language))?.[0];
  if (!sounds || sounds.length < 2) return null;
  const last = sounds.at(-1)!;
  const before = sounds.at(-2)!.replace(/[ˈˌ]/g, '');
  const fill = (group: Group) => `'${word}' ends in ${group.sound.replace('{before}', SOUND_NAMES[before] ?? before)}${group.example === word ? '' : `, like '${group.example}'`}`;
  if (last === ending.voiced && WEAK_VOWELS.has(before)) return fill(ending.syllable);
  if (last === ending.voiceless) return fill(ending.afterVoiceless);
  if (last === ending.voiced) return fill(ending.afterVoiced);
  return null;
}

/** Her answer, when the message follows up on the ending she just explained; null otherwise. */
export async function answerEndingSounds(message: string, lastTurns: readonly string[], teacher: TutorTeacher): Promise<string | null> {
  if (isSpanishTeacher(teacher)) return null;
  const ending = endingExplained(lastTurns.slice(-TURNS_BACK));
  if (!ending) return null;
  const text = message.trim();
  if (HOW_MANY.test(text)) return `${ending.summary} Which group is the hardest for you?`;
  if (MORE_WORDS.test(text)) return ending.more;
  const words = wordsAsked(text, ending);
  if (words.length === 0) return null;
  const groups = (await Promise.all(words.map((word) => groupOf(word, ending, teacher.language)))).filter((group) => group !== null);
  if (groups.length === 0) return null;
  return `${groups.join('; ')}. Say ${groups.length === 1 ? 'it' : 'them'} aloud a few times, then use ${groups.length === 1 ? 'it' : 'one'} in a sentence of your own.`;
}
