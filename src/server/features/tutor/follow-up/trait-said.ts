/**
 * A trait of a person said in a message ('he is very funny', 'es muy simpática'), from each pack's list of person
 * adjectives (person-adjectives.json): the question 'What is your son like?' is then already answered.
 */
import englishWords from '../packs/en/words/person-adjectives.json';
import spanishWords from '../packs/es/words/person-adjectives.json';
import { stripAccents } from '../../../lib/strip-accents';

export type SpanishAdjectiveForm = { form: string; gender: 'm' | 'f' | 'either'; isPlural: boolean };

/** A Spanish adjective's forms from its masculine singular: -o -> -a, -os, -as; -or -> -ora, -ores, -oras; else +s or +es. */
export function inflectSpanish(base: string): SpanishAdjectiveForm[] {
  if (base.endsWith('o')) {
    const stem = base.slice(0, -1);
    return [{ form: base, gender: 'm', isPlural: false }, { form: `${stem}a`, gender: 'f', isPlural: false }, { form: `${stem}os`, gender: 'm', isPlural: true }, { form: `${stem}as`, gender: 'f', isPlural: true }];
  }
  if (base.endsWith('or') && base !== 'mayor') {
    return [{ form: base, gender: 'm', isPlural: false }, { form: `${base}a`, gender: 'f', isPlural: false }, { form: `${base}es`, gender: 'm', isPlural: true }, { form: `${base}as`, gender: 'f', isPlural: true }];
  }
  const plural = base === 'joven' ? 'jóvenes' : /[aeiouáéíóú]$/.test(base) ? `${base}s` : `${base}es`;
  return [{ form: base, gender: 'either', isPlural: false }, { form: plural, gender: 'either', isPlural: true }];
}

/** Every listed Spanish adjective in each of its forms, with and without its written accent ('simpática', 'simpatica'). */
function spanishForms(): string[] {
  const forms = [...Object.keys(spanishWords.character), ...Object.keys(spanishWords.looks)].flatMap((base) => inflectSpanish(base).map((f) => f.form));
  return [...new Set([...forms, ...forms.map(stripAccents)])];
}

const INTENSIFIERS_EN = '(?:(?:very|really|so|quite|a bit|a little|pretty|super|always) )*';
const INTENSIFIERS_ES = '(?:(?:muy|bastante|tan|super|súper|un poco|siempre) )*';

export const TRAIT_SAID: Readonly<Record<'en' | 'es', RegExp>> = {
  en: new RegExp(`\\b(?:is|are|'s|'re|am|'m) ${INTENSIFIERS_EN}(?:${[...englishWords.character, ...englishWords.looks].join('|')})\\b`, 'i'),
  es: new RegExp(`(?<![\\p{L}])(?:es|son|soy|eres) ${INTENSIFIERS_ES}(?:${spanishForms().join('|')})(?![\\p{L}])`, 'iu'),
};
