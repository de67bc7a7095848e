/**
 * 'Saber' is knowing how to do something or a fact, 'conocer' knowing a person or a place: 'Conozco nadar' ->
 * 'Sé nadar' (an infinitive after it is a skill), 'Sé a María' -> 'Conozco a María' (a person after 'a').
 * 'Conozco Madrid', 'Sé que viene', 'Quiero conocer gente' are right and left.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { spanishLexicon } from '../spanish-lexicon';
import { because, describeFamily } from '../because';

export const CONOCER_TO_SABER: Record<string, string> = {
  conozco: 'sé', conoces: 'sabes', conoce: 'sabe', conocemos: 'sabemos', conocéis: 'sabéis', conocen: 'saben',
  conocía: 'sabía', conocías: 'sabías', conocíamos: 'sabíamos', conocían: 'sabían',
};
const SABER_TO_CONOCER: Record<string, string> = Object.fromEntries(Object.entries(CONOCER_TO_SABER).map(([conocer, saber]) => [saber, conocer]));
/** Infinitives that follow 'conocer' as a noun would ('conocer el ser humano' is no skill): none are skills. */
const NOT_SKILLS = new Set(['ser', 'deber', 'poder', 'saber', 'querer', 'haber']);

/** 'nadar', 'cocinar', 'hablar': a word the dictionary reads as an infinitive only of itself. */
const isInfinitive = (word: string) => /(?:ar|er|ir)$/.test(word) && !NOT_SKILLS.has(word) && (spanishLexicon()?.infinitivesOf(word).includes(word) ?? false);

export const saberOrConocer: GrammarRule = {
  id: 'saber-or-conocer',
  family: 'saber-or-conocer',
  explanation: describeFamily('es:saber-or-conocer'),
  examples: [
    { text: 'Yo conozco nadar muy bien.', better: 'Yo sé nadar muy bien.' },
    { text: '¿Conoces cocinar paella?', better: '¿Sabes cocinar paella?' },
    { text: 'Mi hermano conoce tocar la guitarra.', better: 'Mi hermano sabe tocar la guitarra.' },
    { text: 'No conocemos bailar salsa.', better: 'No sabemos bailar salsa.' },
    { text: 'De pequeña no conocía leer.', better: 'De pequeña no sabía leer.' },
    { text: 'Sé a María desde hace años.', better: 'Conozco a María desde hace años.' },
    { text: '¿Sabes a mi hermano?', better: '¿Conoces a mi hermano?' },
    { text: 'Mis padres saben a tu profesora.', better: 'Mis padres conocen a tu profesora.' },
  ],
  counterExamples: [
    'Conozco Madrid muy bien.',
    'Conozco a María desde 2015.',
    'Sé nadar muy bien.',
    'Sé que vienes mañana.',
    'Quiero conocer gente nueva.',
    'No sé a qué hora empieza.',
    'Sabe a fresa.', // it tastes of strawberry
    'Esta sopa sabe a ajo.',
    '¿Sabes a quién vi ayer?',
    'Conoce el ser humano mejor que nadie.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const next = tokens[i + 1];
      if (!next || /[,;:.!?]/.test(t.post)) return;
      // 'Conozco nadar': a skill is known with 'saber'.
      const saber = CONOCER_TO_SABER[t.lower];
      if (saber && isInfinitive(next.lower)) {
        edits.push({ start: i, end: i + 1, to: t.text[0] === t.text[0]!.toUpperCase() ? saber[0]!.toUpperCase() + saber.slice(1) : saber, ...because('es:saber-or-conocer.skill') });
        return;
      }
      // 'Sé a María', '¿Sabes a mi hermano?': a person is known with 'conocer'; 'sabe a fresa' is a taste, 'sabes a quién' a question.
      const conocer = SABER_TO_CONOCER[t.lower];
      const person = tokens[i + 2];
      if (!conocer || next.lower !== 'a' || !person) return;
      const isName = /^\p{Lu}/u.test(person.text);
      const isSomeone = ['mi', 'tu', 'su', 'mis', 'tus', 'sus', 'nuestro', 'nuestra', 'vuestro', 'vuestra'].includes(person.lower);
      if (!isName && !isSomeone) return;
      edits.push({ start: i, end: i + 1, to: t.text[0] === t.text[0]!.toUpperCase() ? conocer[0]!.toUpperCase() + conocer.slice(1) : conocer, ...because('es:saber-or-conocer.person') });
    });
    return edits;
  },
};
