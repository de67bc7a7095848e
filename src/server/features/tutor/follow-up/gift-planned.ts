/**
 * A present the learner means to buy for someone ('I need to buy a present for my sister', 'Necesito comprar un regalo
 * para mi hermana'): the occasion, or the ideas so far; not where the sister lives. Each language with the messages it
 * must read and those it must leave, run as tests (gift-planned.test.ts).
 */
import type { ToldRules } from './told-rule';

export const GIFT_PLANNED: ToldRules = {
  en: {
    said: /\bI(?: need to| have to| want to| must|'m going to| am going to| should) (?:buy|get|find|choose) (?:a |some |an? \p{L}+ )?(?:present|gift)s? for (?:my|our) \p{L}+/iu,
    acks: ['How thoughtful!', 'What a nice thing to do.'],
    questions: ['What is the occasion?', 'Do you have any ideas yet?'],
    examples: ['I need to buy a present for my sister.', 'I want to find a nice gift for my mum.', "I'm going to buy some presents for my kids."],
    counterExamples: ['My sister bought a present for me.', 'What should I buy for my sister?', 'I bought a present for my dad.', 'I need to buy a new phone.'],
  },
  es: {
    said: /(?<![\p{L}])(?<![Nn]o )(?:necesito|tengo que|quiero|voy a|debo) (?:comprar|buscar|elegir) (?:un |algún |unos )?regalos? para (?:mi|mis) \p{L}+/iu,
    acks: ['¡Qué detalle! (How thoughtful!)', '¡Qué bonito gesto! (What a lovely thing to do!)'],
    questions: ['¿Es para alguna ocasión especial? (Is it for a special occasion?)', '¿Ya tienes alguna idea? (Do you have any ideas yet?)'],
    examples: ['Necesito comprar un regalo para mi hermana.', 'Quiero buscar un regalo para mis padres.', 'Mañana voy a comprar unos regalos para mis sobrinos.'],
    counterExamples: ['Mi hermana compró un regalo para mí.', '¿Qué regalo compro para mi hermana?', 'Compré un regalo para mi padre.', 'No necesito comprar un regalo para mi jefe.'],
  },
};
