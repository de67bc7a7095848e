/**
 * An everyday pastime a learner tells Lucía they keep up, in the first person ('Leo novelas de misterio', 'Escucho
 * música cuando estudio', 'Toco la guitarra', 'Cocino para mi familia'): the verb as Lucía says it back, with its
 * English, and what it was done with where the verb needs one (words/habits.json). Only listed words are kept, so
 * her question stays her own Spanish. Not a habit: a denial ('No leo mucho'), a question, another person's, a name ('mi amigo Leo').
 */
import HABITS from './words/habits.json';

type HabitVerb = { you: string; infinitive: string; english: string; englishIng: string; takes?: 'things' | 'instruments' };

export type SpanishHabit = {
  /** The verb said to the learner ('lees'), its infinitive ('leer') and English ('read', 'reading'). */
  you: string;
  infinitive: string;
  english: string;
  englishIng: string;
  /** What the learner named with it: kinds of thing ('novelas', 'música') or an instrument with its article ('la guitarra'). */
  what?: { spanish: string; english: string; isInstrument: boolean; kindTold: boolean };
};

const VERBS = HABITS.verbs as Record<string, HabitVerb>;
const THINGS = HABITS.things as Record<string, string>;
const INSTRUMENTS = HABITS.instruments as Record<string, string>;

/** The kind told after the thing ('novelas de misterio', 'música clásica', 'series coreanas'): not asked for again. */
const KIND_AFTER = /^\s*(?:de \p{Ll}+|\p{Ll}+(?:ic[oa]s?|al|ales|an[oa]s?|es[ae]s?|és|ñol|ñol[ae]s|ñola))(?![\p{L}])/u;

/** Between the verb and what it takes: an article or how much ('muchas series', 'un poco de música'). */
const BEFORE_WHAT = /^(?:(?:el|la|los|las|mucha|mucho|muchas|muchos|un poco de|bastante|bastantes)\s+)?(\p{L}+)/u;

export function habitOf(text: string): SpanishHabit | undefined {
  if (/\?\s*$/.test(text.trim())) return undefined;
  const words = [...text.matchAll(/\p{L}+/gu)];
  for (const [at, word] of words.entries()) {
    const verb = VERBS[word[0].toLowerCase()];
    const before = words[at - 1]?.[0].toLowerCase();
    if (!verb || before === 'no' || before === 'nunca') continue;
    // 'Mi amigo Leo': a capital inside a sentence is a name.
    if (/^\p{Lu}/u.test(word[0]) && !/(?:^|[.!?]\s*)[¡¿]?$/u.test(text.slice(0, word.index))) continue;
    const after = text.slice(word.index + word[0].length).trim();
    const what = BEFORE_WHAT.exec(after);
    const named = what?.[1]?.toLowerCase();
    if (verb.takes === 'things') {
      const kindTold = KIND_AFTER.test(after.slice(what?.[0].length ?? 0));
      if (named && THINGS[named]) return { ...fields(verb), what: { spanish: named, english: THINGS[named]!, isInstrument: false, kindTold } };
      continue;
    }
    if (verb.takes === 'instruments') {
      const instrument = named ? INSTRUMENTS[named] : undefined;
      if (instrument) return { ...fields(verb), what: { spanish: `${instrument.startsWith('f') ? 'la' : 'el'} ${named}`, english: `the ${instrument.slice(2)}`, isInstrument: true, kindTold: false } };
      continue;
    }
    return fields(verb);
  }
  return undefined;
}

const fields = ({ you, infinitive, english, englishIng }: HabitVerb) => ({ you, infinitive, english, englishIng });
