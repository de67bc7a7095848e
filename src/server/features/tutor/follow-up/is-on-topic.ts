/**
 * True when a question picks up a content word of the learner's message (by its stem: 'cooking' ~ 'cook'), however its
 * accents were typed: a learner's 'pelicula' is the 'película' the question asks about.
 */
import { stripAccents } from '../../../lib/strip-accents';
import { DETERMINERS, FUNCTION_WORDS, GENERIC_NOUNS, PREPOSITIONS } from '../key-phrase-word-lists';

/** Spanish grammar words and dull English ones that would match any question ('favourite' says how, not what: 'my favourite cafe' is no hobby). */
const SPANISH_DULL = 'ayer anoche gusta gustan gusto encanta encantan tengo tiene estoy está este esta pero también mucho poco cada todos todas hola llamo para como cuando muy'.split(' ');
const DULL = new Set([...SPANISH_DULL.map(stripAccents), 'like', 'really', 'very', 'much', 'think', 'want', 'good', 'great', 'nice', 'thing', 'things', 'yesterday', 'today', 'every', 'time', 'would', 'could', 'have', 'what', 'when', 'where', 'there', 'about', 'your', 'more', 'tell', 'little', 'love', 'usually', 'some', 'also', 'favourite', 'favorite']);

export function contentStems(text: string): string[] {
  const words = stripAccents(text).toLowerCase().match(/\p{L}[\p{L}'’]*/gu) ?? [];
  return words
    .filter((w) => w.length >= 3 && !/['’]/.test(w) && !FUNCTION_WORDS.has(w) && !DETERMINERS.has(w) && !PREPOSITIONS.has(w) && !DULL.has(w) && !GENERIC_NOUNS.has(w))
    .map((w) => w.slice(0, Math.max(Math.min(4, w.length), w.length - 3)));
}

export function isOnTopic(question: string, learnerMessage: string): boolean {
  const asked = new Set((stripAccents(question).toLowerCase().match(/\p{L}[\p{L}'’]*/gu) ?? []));
  const stems = contentStems(learnerMessage);
  return stems.some((stem) => [...asked].some((w) => w.startsWith(stem)));
}

/** What may follow a word in another form of it ('travel' -> 'travelling', 'paint' -> 'painters'), not another word. */
const ENDINGS = /^(?:s|es|ed|d|ing|ling|ting|ning|ping|ming|er|ers|ler|est|ly|ness|ful|al|y|ies|ied|ier|ation|ations|ment|ments|ist|ists|ism|ity|ive|ous|ic|ics|ian|ians)$/;

/**
 * isOnTopic, where the question's word is no compound of the learner's word and another ('household' for 'house',
 * 'football' for 'foot', 'homework' for 'home'): the teacher's choice of a bank question, stricter than the bench's judge.
 * `isWord` tells whether what follows the learner's word is a word of its own.
 */
/**
 * Verbs too light to be what a message is about ('I can stay at home and read' is not asked 'How do you stay focused when
 * you have a lot to do?'): the teacher's choice skips them; the bench's judge does not.
 */
const LIGHT_VERBS = new Set(['stay', 'spend', 'get', 'make', 'take', 'need', 'keep', 'try', 'use', 'give', 'find', 'put', 'seem', 'let']);

export function asksAboutTopic(question: string, learnerMessage: string, isWord: (word: string) => boolean, { isEnglish = false } = {}): boolean {
  const asked = [...new Set(stripAccents(question).toLowerCase().match(/\p{L}[\p{L}'’]*/gu) ?? [])];
  const said = contentWords(learnerMessage).filter(({ word }) => !(isEnglish && (LIGHT_VERBS.has(word) || LIGHT_VERBS.has(englishBaseOf(word)))));
  return said.some(({ word, stem }) =>
    asked.some((w) => {
      if (!w.startsWith(stem) || (isEnglish && !w.startsWith(englishBaseOf(word)))) return false;
      const rest = w.startsWith(word) ? w.slice(word.length) : '';
      return rest.length < 3 || ENDINGS.test(rest) || !isWord(rest);
    }),
  );
}

/**
 * An English word without its inflection ('cooking' -> 'cook', 'travelled' -> 'travel', 'studies' -> 'stud'): a question
 * word must begin with it, so that a stem of four letters does not reach another word ('bread' is no 'breakfast').
 */
function englishBaseOf(word: string): string {
  const bare = word.replace(/(?:ies|ing|ed|es|s|e)$/, '');
  const single = /([b-df-hj-np-tv-z])\1$/.test(bare) ? bare.slice(0, -1) : bare;
  return single.length >= 3 ? single : word;
}

function contentWords(text: string): Array<{ word: string; stem: string }> {
  const words = stripAccents(text).toLowerCase().match(/\p{L}[\p{L}'’]*/gu) ?? [];
  return words.flatMap((word) => {
    const [stem] = contentStems(word);
    return stem ? [{ word, stem }] : [];
  });
}
