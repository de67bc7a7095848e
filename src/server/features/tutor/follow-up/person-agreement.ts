/**
 * Someone the learner speaks of ('my daughter', 'mis padres', 'my friend') and the words of a reply that agree with
 * them. One shape for every follow-up that asks about another person, in English and in Spanish.
 */
import { FEMININE_MEMBERS, MEMBERS } from './spanish-learner-facts';

export const SHE = ['daughter', 'wife', 'mum', 'mom', 'mother', 'sister', 'girlfriend', 'grandmother', 'grandma', 'niece', 'aunt', 'mother-in-law', 'mother in law', 'sister-in-law', 'sister in law', 'daughter-in-law'];
export const HE = ['son', 'husband', 'dad', 'father', 'brother', 'boyfriend', 'grandfather', 'grandpa', 'nephew', 'uncle', 'father-in-law', 'father in law', 'brother-in-law', 'brother in law', 'son-in-law'];
export const THEY = ['kids', 'children', 'parents', 'sons', 'daughters', 'twins', 'grandparents', 'brothers', 'sisters', 'cousins', 'in-laws', 'parents-in-law'];

/** 'they' for more than one, or for one whose sex the word does not tell ('my friend'); Spanish reads 'they' as plural. */
export type Person = { subject: 'she' | 'he' | 'they'; isFeminine: boolean };

/** An English family word as a person; any other ('friend', 'colleague') is 'they'. */
export const englishPerson = (word: string): Person => {
  const lower = word.toLowerCase();
  return { subject: SHE.includes(lower) ? 'she' : HE.includes(lower) ? 'he' : 'they', isFeminine: SHE.includes(lower) };
};

/** Pets spoken of as someone who feels ('Mi gata está enferma'), longest first: feminine in -a. */
export const SPANISH_PET_WORDS = 'perritas|perritos|perrita|perrito|gatitas|gatitos|gatita|gatito|conejas|conejos|coneja|conejo|perras|perros|perra|perro|gatas|gatos|gata|gato';
const SPANISH_PET = new RegExp(`^(?:${SPANISH_PET_WORDS})$`);

/** Someone near who is no family, feminine by the word ('mi mejor amiga', 'mi vecina'). */
const SPANISH_FEMININE_OTHERS = /^(?:amigas?|compañeras?|vecinas?|novias?)$/;

/** A Spanish family word ('hija', 'padres'), pet ('gata') or friend ('mejor amiga') as a person: plural by its ending, feminine by the word. */
export const spanishPerson = (word: string): Person => {
  const lower = word.toLowerCase().replace(/^mejor(?:es)? /, '');
  const isFeminine = FEMININE_MEMBERS.has(lower) || SPANISH_FEMININE_OTHERS.test(lower) || (SPANISH_PET.test(lower) && /as?$/.test(lower));
  return { subject: lower.endsWith('s') ? 'they' : isFeminine ? 'she' : 'he', isFeminine };
};

const longestFirst = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
/** The English family words as one alternation for a pattern, longest first. */
export const ENGLISH_FAMILY_WORDS = longestFirst([...SHE, ...HE, ...THEY]);
/** The Spanish family members (not 'familia' itself) as one alternation for a pattern, longest first. */
export const SPANISH_FAMILY_WORDS = longestFirst(Object.keys(MEMBERS).filter((word) => word !== 'familia'));

/**
 * A template made to agree with the person. Spanish: {n} 'n' for more than one ('está{n}'), {le} 'le' or 'les', {lo}
 * 'lo', 'la', 'los' or 'las', {contento} its four forms. English: {subject}, {object}, {is} ({Is}) and a verb's {s}.
 */
export function agreeWith(template: string, p: Person): string {
  const isPlural = p.subject === 'they';
  return template
    .replace(/\{n\}/g, isPlural ? 'n' : '')
    .replace(/\{le\}/g, isPlural ? 'les' : 'le')
    .replace(/\{lo\}/g, `${p.isFeminine ? 'la' : 'lo'}${isPlural ? 's' : ''}`)
    .replace(/\{contento\}/g, `content${p.isFeminine ? 'a' : 'o'}${isPlural ? 's' : ''}`)
    .replace(/\{subject\}/g, p.subject)
    .replace(/\{object\}/g, isPlural ? 'them' : p.isFeminine ? 'her' : 'him')
    .replace(/\{is\}/g, isPlural ? 'are' : 'is')
    .replace(/\{Is\}/g, isPlural ? 'Are' : 'Is')
    .replace(/\{s\}/g, isPlural ? '' : 's');
}
