/**
 * Neighbours who make trouble ('My neighbours are very noisy', 'Mis vecinos hacen mucho ruido'): what a nightmare, and
 * whether they have spoken to them or when it is worst; not 'Is there anyone who helps you with that?'. A bad night they
 * caused, told in the past ('...because my neighbours were noisy'), is bad-night.ts. Each language with the messages it
 * must read and those it must leave, run as tests (neighbours-trouble.test.ts).
 */
import type { ToldRules } from './told-rule';

export const NEIGHBOURS_TROUBLE: ToldRules = {
  en: {
    said: /\bmy neighbou?rs? (?:is|are|make|makes|have been|has been) (?:always |very |so |really |too |quite )?(?:noisy|loud|rude|annoying|unfriendly|a lot of noise|so much noise|too much noise|noise)\b/i,
    acks: ['Oh, that can be really tiring.', 'Noisy neighbours are no fun at all.'],
    questions: ['Have you talked to your neighbours about it?', 'When are your neighbours worst?'],
    examples: ['My neighbours are very noisy.', 'My neighbour makes so much noise at night.', 'My neighbors are so rude.'],
    counterExamples: ['My neighbours are very friendly.', "My sister's neighbours are noisy.", 'Are your neighbours noisy?'],
  },
  es: {
    said: /(?<![\p{L}])mis? vecin[oa]s? (?:son|es|hacen|hace|siempre hacen|siempre hace) (?:muy |demasiado |mucho |tanto |bastante )?(?:ruidos[oa]s?|ruido|molest[oa]s?|pesad[oa]s?|maleducad[oa]s?|antipátic[oa]s?)(?![\p{L}])/iu,
    acks: ['¡Vaya, eso cansa mucho! (Oh, that can be really tiring!)', '¡Qué pesadilla! (What a nightmare!)'],
    questions: ['¿Has hablado con tus vecinos? (Have you talked to your neighbours?)', '¿Cuándo hacen más ruido tus vecinos? (When are your neighbours noisiest?)'],
    examples: ['Mis vecinos son muy ruidosos.', 'Mi vecino hace mucho ruido por la noche.', 'Mis vecinas son bastante maleducadas.'],
    counterExamples: ['Mis vecinos son muy simpáticos.', 'Los vecinos de mi hermana son ruidosos.', '¿Tus vecinos son ruidosos?'],
  },
};
