/**
 * The 'definition' purpose: a dictionary entry for one word, from WordNet, as a JSON string. WordNet's definitions
 * and examples are English, the language taught; the words Parley adds around them (the part of speech, what to say
 * of a word it does not know) come in the learner's language for explanations (explain.ts).
 */
import { DEFAULT_LOCALE, type Locale } from '#/shared/i18n/locales';
import { findEnglishFor } from './answers/spanish-phrasebook';
import { createChooser, capitalizeFirst, fillTemplate } from './choose-variant';
import { type Explain, explainer } from './explain';
import { tutorCatalogue } from './messages/catalogue';
import { chooseSense } from './wordnet/choose-sense';
import { findLemma } from './wordnet/find-lemma';
import { findNewerWord } from './wordnet/newer-words';
import { readSynset, WORDNET_POSES, type IndexEntry, type Synset, type WordNetPos } from './wordnet/read-wordnet';

export type WordDefinition = { definition: string; partOfSpeech: string; example: string };

/** Used when WordNet has no example sentence that contains the word. */
const EXAMPLE_TEMPLATES: Record<WordNetPos, string[]> = {
  noun: ['We talked about the {word} for a long time.', 'Can you tell me more about the {word}?', 'I read an interesting article about the {word}.'],
  verb: ['I try to {word} a little every day.', 'She decided to {word} after lunch.', 'We had to {word} before the meeting started.'],
  adjective: ['It was a really {word} experience.', 'Everyone said the film was {word}.', 'The hotel room was {word} and quiet.'],
  adverb: ['She answered the question {word}.', 'He {word} agreed to help us.', 'They worked {word} all afternoon.'],
};

/** An adjective that tells how a person feels ('homesick', 'jealous'): a room or a film cannot be it. */
const PERSON_ADJECTIVE_TEMPLATES = ['I felt {word} during my first weeks abroad.', 'She seemed a little {word} when I saw her.', 'He was {word}, and everyone could tell.'];
/** A definition of a feeling or a state of mind: 'longing to return home', 'feeling or showing envy', 'full of anxiety'. */
const OF_A_PERSON = /\b(?:feel(?:s|ing|ings)?|felt|longing|emotion(?:s|al(?:ly)?)?|mood|afraid|fear(?:ful)?|anxi(?:ety|ous)|worr(?:y|ied)|having or showing|showing|marked by|inclined|eager|disposed|weary|tired|pleased|unhappy|happy|sad(?:ness)?|sorrow|jealous|envy|shame|embarrass\w*|nervous|excited|bored|lonely|grief|angry|anger)\b/i;

const PARTS_OF_SPEECH = { noun: 'partNoun', verb: 'partVerb', adjective: 'partAdjective', adverb: 'partAdverb' } as const satisfies Record<WordNetPos, string>;
const inEnglish = () => explainer(tutorCatalogue, DEFAULT_LOCALE);

/** A word the dictionary does not hold is said so, never given an invented meaning. */
export function unknownWordDefinition(word: string, explain: Explain = inEnglish()): WordDefinition {
  return { definition: explain('unknownWord', { word }), partOfSpeech: explain('unknownWordPart'), example: explain('unknownWordTry', { word }) };
}

/** A Spanish word in English, from Lucía's own word list (singular or plural), or an honest "not in my dictionary". */
export function defineSpanishWord(rawWord: string, explain: Explain = inEnglish()): WordDefinition {
  const word = rawWord.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').toLowerCase();
  const singulars = [word, word.replace(/es$/, ''), word.replace(/s$/, '')];
  const found = singulars.map((form) => ({ form, english: findEnglishFor(form, false) })).find((entry) => entry.english) ?? { form: word, english: findEnglishFor(word) };
  const part = explain('spanishWordPart');
  const example = explain('spanishWordTry', { word });
  if (!found.english) return { definition: explain('unknownSpanishWord', { word }), partOfSpeech: part, example };
  const values = { form: found.form, english: found.english!, word };
  return { definition: explain(found.form !== word ? 'spanishWordMeansPlural' : 'spanishWordMeans', values), partOfSpeech: part, example };
}

function asSentence(text: string): string {
  const trimmed = capitalizeFirst(text.trim().replace(/\s*--\s*/g, ', '));
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * The most common part of speech wins ('journey' is a noun, 'run' a verb), but a word WordNet lists
 * as it is beats a base form: 'cooking' is the noun, not the verb 'cook'.
 */
export function bestEntry(word: string): IndexEntry | null {
  const found = WORDNET_POSES.map((pos) => findLemma(word, pos)).filter((e): e is IndexEntry => e !== null);
  const exact = found.filter((e) => e.lemma === word.toLowerCase().replace(/\s+/g, '_'));
  const entries = exact.length > 0 ? exact : found;
  return entries.reduce<IndexEntry | null>((best, e) => (!best || e.taggedSenseCount > best.taggedSenseCount ? e : best), null);
}

/**
 * A word's definition: with the sentence it was used in, the sense that fits that sentence (see
 * wordnet/choose-sense.ts) and an example of that sense; without one, the most frequent sense.
 */
export function defineWord(rawWord: string, context?: string, explain: Explain = inEnglish()): WordDefinition {
  const word = rawWord.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const entry = word ? bestEntry(word) : null;
  const newer = entry ? null : findNewerWord(word);
  if (newer) return { definition: asSentence(newer.definition), partOfSpeech: explain(PARTS_OF_SPEECH[newer.pos]), example: newer.example };
  if (!entry) return unknownWordDefinition(rawWord.trim(), explain);
  // An adjective of a feeling gets a person's sentence: 'I felt homesick...', never 'The hotel room was homesick'.
  const templatesOf = (pos: WordNetPos, definition = '') => (pos === 'adjective' && OF_A_PERSON.test(definition) ? PERSON_ADJECTIVE_TEMPLATES : EXAMPLE_TEMPLATES[pos]);
  const template = (pos: WordNetPos, definition?: string, form = word.toLowerCase()) => fillTemplate(createChooser(word).pick('example', templatesOf(pos, definition)), { word: form });

  const chosen = context?.trim() ? chooseSense(word, context, entry.pos) : null;
  if (chosen) {
    const mentions = mentionsWordIn(word, chosen.entry);
    // The templates need the dictionary form: "to hear", not "to hearing".
    const example = chosen.synset.examples.find(mentions) ?? template(chosen.entry.pos, chosen.synset.definition, chosen.entry.lemma.replace(/_/g, ' '));
    return { definition: asSentence(chosen.synset.definition), partOfSpeech: explain(PARTS_OF_SPEECH[chosen.entry.pos]), example: asSentence(example) };
  }

  const synsets = entry.offsets.map((offset) => readSynset(entry.pos, offset));
  const example = synsets.flatMap((s) => s.examples).find(mentionsWordIn(word, entry)) ?? template(entry.pos, synsets[0]!.definition);
  return { definition: asSentence(synsets[0]!.definition), partOfSpeech: explain(PARTS_OF_SPEECH[entry.pos]), example: asSentence(example) };
}

/** True for an example sentence that uses the word as asked or its dictionary form. */
function mentionsWordIn(word: string, entry: IndexEntry): (example: string) => boolean {
  const forms = [...new Set([word.toLowerCase(), entry.lemma.replace(/_/g, ' ')])];
  return (example) => forms.some((form) => new RegExp(`\\b${form}`, 'i').test(example));
}

/** Every WordNet sense of a word or phrase ('give up'), most frequent first, with its part of speech (`pos` first, where it has one). */
export function lookUpSenses(rawWord: string, { pos }: { pos?: WordNetPos } = {}): { lemma: string; pos: WordNetPos; senses: Synset[]; offsets?: number[] } | null {
  const word = rawWord.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  // A part of speech the sentence shows ('has inspired you': a verb) is looked up first.
  const entry = word ? ((pos && findLemma(word, pos)) || bestEntry(word)) : null;
  const newer = entry ? null : findNewerWord(word);
  if (newer) return { lemma: newer.lemma, pos: newer.pos, senses: [{ words: [newer.lemma], definition: newer.definition, examples: [newer.example] }] };
  if (!entry) return null;
  return { lemma: entry.lemma.replace(/_/g, ' '), pos: entry.pos, senses: entry.offsets.map((offset) => readSynset(entry.pos, offset)), offsets: entry.offsets };
}

/** `locale`: the language the learner reads explanations in (English unless they asked for theirs). */
export function defineWordAsJson(word: string, language = 'en-US', context?: string, locale: Locale = DEFAULT_LOCALE): string {
  const explain = explainer(tutorCatalogue, locale);
  return JSON.stringify(language.startsWith('es') ? defineSpanishWord(word, explain) : defineWord(word, context, explain));
}
