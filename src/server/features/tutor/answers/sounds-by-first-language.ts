/**
 * "Which sounds are difficult for Chinese speakers?", "I'm Japanese, what should I practise?": the English sounds
 * speakers of a first language most often find hard, as the pronunciation literature describes them, linked to the
 * sound families Maya drills (sound-pairs.ts). Each with the questions it must answer and those it must leave.
 */

export type FirstLanguage = { names: RegExp; language: string; hardest: string; letters: readonly [string, string] };

export const FIRST_LANGUAGES: readonly FirstLanguage[] = [
  { names: /\b(?:chinese|mandarin|cantonese)\b/i, language: 'Chinese', hardest: "the th sounds in think and this, v against w, the short i in ship against the long ee in sheep, and saying the last consonant of a word, as in 'world' or 'cold'", letters: ['th', 's'] },
  { names: /\bjapanese\b/i, language: 'Japanese', hardest: "l against r, the th sounds, b against v, and not adding a vowel after a consonant, so 'desk' stays one syllable", letters: ['l', 'r'] },
  { names: /\bkorean\b/i, language: 'Korean', hardest: 'l against r, f against p, b against v, and the z sound in zoo', letters: ['l', 'r'] },
  { names: /\bspanish\b/i, language: 'Spanish', hardest: "the short i in ship against the long ee in sheep, b against v, an extra e before s, as in 'e-school', and the sh and j sounds", letters: ['b', 'v'] },
  { names: /\bportuguese|brazilian\b/i, language: 'Portuguese', hardest: "the th sounds, the h at the start of words like house, the short i in ship against sheep, and -ed endings, which are not an extra syllable in 'worked'", letters: ['th', 's'] },
  { names: /\barabic\b/i, language: 'Arabic', hardest: 'p against b, v against f, the short vowels in bed and bid, and groups of consonants, as in street', letters: ['p', 'b'] },
  { names: /\bfrench\b/i, language: 'French', hardest: 'the th sounds, the h at the start of words, the short i in ship against sheep, and stress on the right syllable', letters: ['th', 's'] },
  { names: /\bgerman\b/i, language: 'German', hardest: "the th sounds, w against v, and voiced sounds at the end of words, so 'bad' doesn't sound like 'bat'", letters: ['v', 'w'] },
  { names: /\brussian\b/i, language: 'Russian', hardest: 'the th sounds, w against v, the h sound, and short against long vowels, as in ship and sheep', letters: ['v', 'w'] },
  { names: /\b(?:hindi|indian)\b/i, language: 'Hindi', hardest: 'v against w, the th sounds, and the vowel in cat against the one in cut', letters: ['v', 'w'] },
  { names: /\bvietnamese\b/i, language: 'Vietnamese', hardest: "saying the last consonant of a word, as in 'like' or 'nice', groups of consonants, as in 'street', the th sounds, and s against sh", letters: ['th', 's'] },
  { names: /\bthai\b/i, language: 'Thai', hardest: "saying the last consonant of a word, l against r, v against w, and the th sounds", letters: ['l', 'r'] },
  { names: /\bturkish\b/i, language: 'Turkish', hardest: "w against v, the th sounds, the short i in ship against the long ee in sheep, and no extra vowel in groups of consonants, as in 'station'", letters: ['v', 'w'] },
  { names: /\bitalian\b/i, language: 'Italian', hardest: "the h at the start of words like house, the short i in ship against sheep, the th sounds, and no extra vowel after a last consonant, so 'big' doesn't sound like 'big-a'", letters: ['th', 's'] },
  { names: /\bPolish\b|\bpolish (?:speakers?|people|learners?|students?)\b/, language: 'Polish', hardest: 'w against v, the th sounds, the short i in ship against the long ee in sheep, and the vowels in cat and cut', letters: ['v', 'w'] },
  { names: /\b(?:persian|farsi|iranian)\b/i, language: 'Persian', hardest: "w against v, an extra e before s, as in 'e-school', the th sounds, and the short i in ship against sheep", letters: ['v', 'w'] },
];

/** Asked which sounds are hard for speakers of a language, or what a speaker of it should practise. */
export const ASKS_FIRST_LANGUAGE_SOUNDS = /\b(?:which|what) (?:english )?sounds? (?:are|is) (?:(?:the )?most )?(?:difficult|hard|tricky|a problem|problems)\b.*\bfor\b|\b(?:common|typical) (?:pronunciation )?(?:mistakes|problems|errors)\b.*\b(?:speakers?|learners?|people)\b|\bi(?:'m| am) (?:a )?\w+(?: speaker)?\b.*\bwhat (?:sounds? )?should i (?:practi[sc]e|work on|focus on)\b/i;

/** The language most people grow up speaking in a country a learner says they are from ('I'm from Vietnam'). */
const LANGUAGE_OF_COUNTRY: ReadonlyArray<[RegExp, string]> = [
  [/^(?:china|taiwan|hong kong)$/i, 'Chinese'], [/^japan$/i, 'Japanese'], [/^(?:south )?korea$/i, 'Korean'],
  [/^(?:spain|mexico|colombia|argentina|peru|chile|venezuela|ecuador|bolivia|uruguay|paraguay|cuba|guatemala)$/i, 'Spanish'],
  [/^(?:brazil|portugal)$/i, 'Portuguese'], [/^(?:egypt|saudi arabia|morocco|jordan|iraq|syria|lebanon|algeria|tunisia|the uae|kuwait|qatar)$/i, 'Arabic'],
  [/^france$/i, 'French'], [/^(?:germany|austria)$/i, 'German'], [/^russia$/i, 'Russian'], [/^india$/i, 'Hindi'], [/^vietnam$/i, 'Vietnamese'],
  [/^thailand$/i, 'Thai'], [/^(?:turkey|türkiye)$/i, 'Turkish'], [/^italy$/i, 'Italian'], [/^poland$/i, 'Polish'], [/^iran$/i, 'Persian'],
];
const FROM_COUNTRY = /\b(?:i(?:'m| am)|we(?:'re| are)) from ([\p{L}]+(?: [\p{L}]+)?)/iu;

/** The language asked about, named ('for Chinese speakers') or told as the country the learner comes from. */
export function findFirstLanguage(question: string): FirstLanguage | undefined {
  if (!ASKS_FIRST_LANGUAGE_SOUNDS.test(question)) return undefined;
  const named = FIRST_LANGUAGES.find((l) => l.names.test(question));
  if (named) return named;
  return languageOfCountry(FROM_COUNTRY.exec(question)?.[1]?.replace(/ (?:and|but|so)$/i, ''));
}

/** The first language of a country told ('Japan', 'Brazil and', 'South Korea'), when one language is spoken there by most. */
function languageOfCountry(country: string | undefined): FirstLanguage | undefined {
  const language = country ? LANGUAGE_OF_COUNTRY.find(([names]) => names.test(country) || names.test(country.split(' ')[0]!))?.[1] : undefined;
  return language ? FIRST_LANGUAGES.find((l) => l.language === language) : undefined;
}

/** "What sounds are difficult for me?", "What should I practise?" with no language named in it. */
const ASKS_OF_OWN_LANGUAGE = /\b(?:which|what) (?:english )?sounds? (?:are|is|will be|would be) (?:(?:the )?most )?(?:difficult|hard|tricky|a problem|problems)(?: for me)?\s*[?.!]*$|\bwhat (?:sounds? )?should i (?:practi[sc]e|work on|focus on)(?: first)?\s*[?.!]*$|\bwhat are my (?:biggest |main )?pronunciation (?:problems|mistakes)\b/i;
/** A message that tells the learner's first language: 'My first language is Japanese', "I'm Korean", 'I speak Arabic'. */
const TELLS_FIRST_LANGUAGE = /\b(?:first|native|mother) (?:language|tongue)\b|\bi speak\b|\bi(?:'m| am) (?:a )?(?:native )?\p{L}+(?: speaker)?\s*[.!]*$/iu;
const LOOK_BACK = 6;

/**
 * The question about the sounds of the first language the learner told earlier ("My first language is Japanese." ...
 * "What sounds are difficult for me?"), or, to the pronunciation coach, the telling itself: her answer to it is which
 * sounds its speakers find hardest. Null where neither applies.
 */
export function askedOfFirstLanguageTold(message: string, earlier: readonly string[], isCoach: boolean): string | null {
  const asked = (language: FirstLanguage) => `Which sounds are difficult for ${language.language} speakers?`;
  const tells = (text: string) => (TELLS_FIRST_LANGUAGE.test(text) ? FIRST_LANGUAGES.find((l) => l.names.test(text)) : undefined);
  // 'I'm from Japan.' told to the coach: where most speak one language, that language's sounds.
  // Only where the message tells nothing of the sounds themselves ('I am from Japan and I find l and r difficult' names them).
  const fromCountry = isCoach && !/\?\s*$/.test(message) && !/\b(?:sounds?|pronounc\w*|difficult|hard|say)\b/i.test(message) && FROM_COUNTRY.test(message) ? languageOfCountry(FROM_COUNTRY.exec(message)?.[1]?.replace(/ (?:and|but|so)$/i, '')) : undefined;
  if (fromCountry) return `I'm a ${fromCountry.language} speaker, so what should I practise`;
  if (FIRST_LANGUAGES.some((l) => l.names.test(message))) {
    const told = isCoach && !/\?\s*$/.test(message) ? tells(message) : undefined;
    // Said as told, not asked, so the coach's answer opens as it does to news ('Let's work on that!').
    return told ? `I'm a ${told.language} speaker, so what should I practise` : null;
  }
  if (!ASKS_OF_OWN_LANGUAGE.test(message)) return null;
  const told = earlier.slice(-LOOK_BACK).reverse().map(tells).find(Boolean);
  return told ? asked(told) : null;
}
