/**
 * English verb, noun and adjective forms from compromise's own conjugation tables (its transform methods
 * take microseconds; building a document per word would take tens of milliseconds). Cached per word.
 */
import nlp from 'compromise';
import { findLemma } from '../wordnet/find-lemma';

export type VerbForms = { infinitive: string; past: string; participle: string; thirdPerson: string; gerund: string };

type Transforms = {
  verb: { toInfinitive(word: string, model: unknown, tense?: string): string; conjugate(infinitive: string, model: unknown): Record<string, string> };
  noun: { toSingular(word: string, model: unknown): string; toPlural(word: string, model: unknown): string };
  adjective: { toComparative(word: string, model: unknown): string; toSuperlative(word: string, model: unknown): string };
};
const world = nlp.world() as unknown as { methods: { two: { transform: Transforms } }; model: unknown };
const { verb, noun, adjective } = world.methods.two.transform;
const { model } = world;
const LEXICON = (model as { one: { lexicon: Record<string, string> } }).one.lexicon;
const VERB_TENSES = ['PastTense', 'PresentTense', 'Gerund', 'Participle'];

const IRREGULAR: Record<string, VerbForms> = {
  be: { infinitive: 'be', past: 'was', participle: 'been', thirdPerson: 'is', gerund: 'being' },
  have: { infinitive: 'have', past: 'had', participle: 'had', thirdPerson: 'has', gerund: 'having' },
  do: { infinitive: 'do', past: 'did', participle: 'done', thirdPerson: 'does', gerund: 'doing' },
};
const BE_FORMS = new Set(['am', 'is', 'are', 'was', 'were', 'been', 'being']);
const HAVE_FORMS = new Set(['has', 'had', 'having']);
const DO_FORMS = new Set(['does', 'did', 'done', 'doing']);

function formsOf(infinitive: string): VerbForms | null {
  if (IRREGULAR[infinitive]) return IRREGULAR[infinitive]!;
  const c = verb.conjugate(infinitive, model);
  if (!c?.PastTense || !c.PresentTense || !c.Gerund) return null;
  return { infinitive, past: c.PastTense, participle: c.Participle ?? participleWithoutTable(infinitive, c.PastTense), thirdPerson: c.PresentTense, gerund: c.Gerund };
}

/**
 * Where compromise's table has no participle: the past, as for regular verbs ('walked'), except the verbs of
 * 'come' and 'run', whose participle is their base ('has come', 'had become', 'has run'; not 'came', 'ran').
 */
function participleWithoutTable(infinitive: string, past: string): string {
  return /(come|run)$/.test(infinitive) && /(came|ran)$/.test(past) ? infinitive : past;
}

const cache = new Map<string, VerbForms | null>();

/** The forms of the verb `word` is a form of ('went' gives go/went/gone/goes/going), or null for a non-verb. */
export function verbForms(word: string): VerbForms | null {
  const key = word.toLowerCase();
  if (cache.has(key)) return cache.get(key)!;
  let forms: VerbForms | null = null;
  if (BE_FORMS.has(key)) forms = IRREGULAR.be!;
  else if (HAVE_FORMS.has(key)) forms = IRREGULAR.have!;
  else if (DO_FORMS.has(key)) forms = IRREGULAR.do!;
  else if (/^[a-z]+$/.test(key)) {
    // The word is one of the forms of its infinitive: read it as the tense the lexicon or its ending suggests.
    const known = LEXICON[key];
    const guessed = /ing$/.test(key) ? ['Gerund'] : /ed$/.test(key) ? ['PastTense', 'Participle'] : /[^s]s$/.test(key) ? ['PresentTense'] : [];
    // A word WordNet does not know as a verb ('understood', 'broken', 'left') is first read as the past or the
    // participle of a verb WordNet knows ('understand'), before it is taken for a regular verb of its own
    // ('to understood'); a made-up base ('young' from 'yoing', 'main' from 'may') is not one.
    const isVerbLemma = findLemma(key, 'verb')?.lemma === key;
    const ofKnownVerb = isVerbLemma ? [] : [{ tense: 'PastTense', known: true }, { tense: 'Participle', known: true }];
    const tenses = [
      ...[...(known && VERB_TENSES.includes(known) ? [known] : []), ...guessed].map((tense) => ({ tense, known: false })),
      ...ofKnownVerb,
      ...['Infinitive', 'PastTense', 'Participle'].map((tense) => ({ tense, known: false })),
    ];
    for (const { tense, known: mustBeKnown } of tenses) {
      const infinitive = tense === 'Infinitive' ? key : verb.toInfinitive(key, model, tense);
      if (!infinitive || (tense !== 'Infinitive' && infinitive === key)) continue;
      if (mustBeKnown && findLemma(infinitive, 'verb')?.lemma !== infinitive) continue;
      const candidate = formsOf(infinitive);
      if (candidate && (Object.values(candidate) as string[]).includes(key)) {
        forms = candidate;
        break;
      }
    }
  }
  cache.set(key, forms);
  return forms;
}

/**
 * 'drew', 'awoke', 'went': the irregular past of another verb, which the tagger may take for a present.
 * Both words are checked in WordNet: compromise also 'undoes' a past that is none ('play' from 'plie').
 */
export function isIrregularPast(word: string): boolean {
  const key = word.toLowerCase();
  if (/ed$/.test(key) || findLemma(key, 'verb')?.lemma === key) return false;
  const infinitive = verb.toInfinitive(key, model, 'PastTense');
  return !!infinitive && infinitive !== key && findLemma(infinitive, 'verb')?.lemma === infinitive && verb.conjugate(infinitive, model)?.PastTense === key;
}

/** 'found' -> 'find', 'lay' -> 'lie': the other verb whose irregular past `word` is, though it may be a verb of its own too. */
export function pastOfAnotherVerb(word: string): string | null {
  const key = word.toLowerCase();
  if (!/^[a-z]+$/.test(key) || /ed$/.test(key)) return null;
  const infinitive = verb.toInfinitive(key, model, 'PastTense');
  if (!infinitive || infinitive === key || findLemma(infinitive, 'verb')?.lemma !== infinitive) return null;
  return verb.conjugate(infinitive, model)?.PastTense === key ? infinitive : null;
}

export function singularOf(word: string): string {
  return noun.toSingular(word.toLowerCase(), model) || word;
}

export function pluralOf(word: string): string {
  return noun.toPlural(word.toLowerCase(), model) || word;
}

/** 'bigger' for 'big'; null for long adjectives, which take 'more'. */
export function comparativeOf(word: string): { comparative: string; superlative: string } | null {
  const irregular: Record<string, { comparative: string; superlative: string }> = {
    good: { comparative: 'better', superlative: 'best' }, bad: { comparative: 'worse', superlative: 'worst' },
    far: { comparative: 'further', superlative: 'furthest' },
  };
  if (irregular[word]) return irregular[word]!;
  const syllables = word.toLowerCase().match(/[aeiouy]+/g)?.length ?? 0;
  if (syllables > 2 || (syllables === 2 && !/y$/.test(word))) return null;
  const comparative = adjective.toComparative(word, model);
  const superlative = adjective.toSuperlative(word, model);
  return comparative && superlative ? { comparative, superlative } : null;
}
