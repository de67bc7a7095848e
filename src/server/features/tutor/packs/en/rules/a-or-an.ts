/** 'a apple' -> 'an apple', 'an university' -> 'a university', 'a hour' -> 'an hour': by the sound, not the letter. */
import { findLemma } from '../../../wordnet/find-lemma';
import { WORDNET_POSES } from '../../../wordnet/read-wordnet';
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const CONSONANT_SOUND_VOWELS = /^(uni|unanim|unary|use|usa|usu|uti|ubi|ura|uri|uro|eu|ewe|one|once|ufo|uk\b|us\b|ute)/;
const SILENT_H = /^(hour|honest|honou?r|heir)/;
/** Words with an unstressed first syllable in h-, which older and formal English also writes after 'an' ('an historic day'). */
const AN_ALSO_BEFORE_H = /^(histor|hyster|habitu|hotel|heroic|heredit|hypothe|horrend|horrific)/;

/** 'uninsured', 'unimportant': 'un' before a word of its own is said 'un', unlike 'uniform' or 'unit'. */
const isUnBeforeWord = (w: string) => /^uni/.test(w) && w.length >= 6 && WORDNET_POSES.some((pos) => findLemma(w.slice(2), pos));

export function startsWithVowelSound(word: string): boolean {
  const w = word.toLowerCase();
  if (SILENT_H.test(w) || isUnBeforeWord(w)) return true;
  if (CONSONANT_SOUND_VOWELS.test(w)) return false;
  return /^[aeiou]/.test(w);
}

/** Letters whose name starts with a vowel sound ('eff', 'aitch', 'em', 'ess'): 'an IT company', 'an MBA', 'an HR manager'. */
const VOWEL_SOUND_LETTERS = /^[AEFHILMNORSX]/;
/** Short words in capitals said as a word, not letter by letter ('a SIM card', 'a PIN'). */
const SAID_AS_WORDS = new Set(['SIM', 'PIN', 'LAN', 'WAN', 'RAM', 'ROM', 'GIF', 'ZIP', 'MOOC']);
/** Two or three capitals said letter by letter: the article goes by the first letter's name. */
const isInitialism = (word: string) => /^\p{Lu}{2,3}s?$/u.test(word) && !SAID_AS_WORDS.has(word.replace(/s$/, ''));

export const aOrAn: GrammarRule = {
  id: 'a-or-an',
  family: 'a-or-an',
  explanation: describeFamily('a-or-an'),
  examples: [
    { text: 'I need a umbrella.', better: 'I need an umbrella.' },
    { text: 'It takes a hour.', better: 'It takes an hour.' },
    { text: 'She wants an uniform.', better: 'She wants a uniform.' },
    { text: 'My uncle is an kind person.', better: 'My uncle is a kind person.' },
    { text: 'They live in an house by the sea.', better: 'They live in a house by the sea.' },
    // Letters said by their names: 'an IT company', 'a UK visa'.
    { text: 'I work in a IT company.', better: 'I work in an IT company.' },
    { text: 'She has a MBA from a good school.', better: 'She has an MBA from a good school.' },
    { text: 'He needs an UK visa.', better: 'He needs a UK visa.' },
  ],
  counterExamples: [
    'I ate an orange.',
    'She is a European citizen.',
    'It was an honest mistake.',
    // 'un' before a word of its own is said 'un'.
    'He was an uninvited guest.',
    'It is an unimportant detail.',
    'The film was an uninteresting mess.',
    'It was a usual day.',
    'This is a useful tool with a unique design.',
    'He has a one-year contract.',
    'The word a on its own is an article.',
    // Ordinary sentences that look like the error and are right.
    'We waited an hour for a university bus.',
    'She wore a uniform and an old hat.',
    'He gave an honest answer to a hard question.',
    // 'unanimous' starts with a 'you' sound; 'an' before an unstressed h- is an older, formal choice.
    'The jury reached a unanimous verdict.',
    'It was an historic moment for the town.',
    'I bought a SIM card and an HR book.',
    'She works for a BBC programme.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const next = tokens[i + 1];
      if (next && ['a', 'an'].includes(t.lower) && !/\S/.test(t.post) && isInitialism(next.text)) {
        const byLetter = VOWEL_SOUND_LETTERS.test(next.text) ? 'an' : 'a';
        if (byLetter !== t.lower) edits.push({ start: i, end: i + 1, to: matchCase(t.text, byLetter), ...because(byLetter === 'an' ? 'a-or-an.vowel' : 'a-or-an.consonant') });
        return;
      }
      if (!next || !['a', 'an'].includes(t.lower) || !/^\p{Ll}/u.test(next.text) || /\d/.test(next.text)) return;
      // 'we sat a in the park': before a preposition, a pronoun or another determiner 'a' is not an article here.
      if (/\S/.test(t.post) || ['Preposition', 'Pronoun', 'Determiner', 'Conjunction', 'Verb'].some((tag) => next.tags.has(tag) && !next.tags.has('Noun') && !next.tags.has('Adjective'))) return;
      const wanted = startsWithVowelSound(next.text) ? 'an' : 'a';
      if (wanted === 'a' && AN_ALSO_BEFORE_H.test(next.lower)) return;
      if (wanted !== t.lower) edits.push({ start: i, end: i + 1, to: matchCase(t.text, wanted), ...because(wanted === 'an' ? 'a-or-an.vowel' : 'a-or-an.consonant') });
    });
    return edits;
  },
};
