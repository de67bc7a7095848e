/**
 * A move to another city or country, unnamed ('When I was ten, my family moved to another city', 'Nos mudamos a otro
 * país', 'I moved here two years ago'): whether getting used to it was hard and what they missed; not 'Can you tell me more about your family?'. A new
 * home is moved-home.ts; a move to a named place is kept as a fact and asked about by name. Each language with the
 * messages it must read and those it must leave, run as tests (moved-away.test.ts).
 */
import type { ToldRules } from './told-rule';

export const MOVED_AWAY: ToldRules = {
  en: {
    // Or to where they live now, unnamed: 'I moved here two years ago'.
    said: /\b(?:I|we|my family|my parents and I)(?:'ve)?(?: had to)? (?:(?:moved|move) to (?:another|a different|a new|a bigger|a smaller) (?<place>city|town|country|state|village)\b|(?:have )?(?:just |only |recently )?moved (?:over )?here\b)/i,
    acks: ['A move like that is a big change.', 'Moving to a new place is never easy.'],
    questions: ['Was it hard to get used to the new {place}?', 'What did you miss most about your old {place}?', 'Was it hard to get used to the new place?', 'What did you miss most about your old home?'],
    examples: ['When I was ten, my family moved to another city.', 'We moved to a different country in 2015.', 'I moved to a new town for my job.', 'I moved here two years ago.', "We've only moved here recently."],
    counterExamples: ['My sister moved to another city.', 'I want to move to another country.', 'We moved to a new flat.', 'Did you move to another city?', 'My brother moved here last year.', 'Why did you move here?', 'I came here for a holiday.'],
  },
  es: {
    said: /(?<![\p{L}])(?:(?:me mudé|nos mudamos|mi familia se mudó|mis padres y yo nos mudamos|tuvimos que mudarnos|tuve que mudarme) a (?:(?:otra|otro) (?<place>ciudad|país|pueblo|estado)|una ciudad nueva|un país nuevo|un pueblo nuevo)|(?:me mudé|nos mudamos|me he mudado|nos hemos mudado) aquí|(?:vine|vinimos) a vivir aquí)(?![\p{L}])/iu,
    acks: ['Un cambio así es muy grande. (A move like that is a big change.)', 'Mudarse a un sitio nuevo nunca es fácil. (Moving to a new place is never easy.)'],
    questions: ['¿Te costó acostumbrarte al cambio de {place}? (Was it hard to get used to the move?)', '¿Cómo fue para ti el cambio de {place}? (How was the move for you?)', '¿Te costó acostumbrarte al nuevo lugar? (Was it hard to get used to the new place?)', '¿Qué es lo que más echabas de menos? (What did you miss most?)'],
    examples: ['Cuando tenía diez años, mi familia se mudó a otra ciudad.', 'Nos mudamos a otro país en 2015.', 'Me mudé a otra ciudad por mi trabajo.', 'Me mudé aquí hace dos años.', 'Vine a vivir aquí con mi novio.'],
    counterExamples: ['Mi hermana se mudó a otra ciudad.', 'Quiero mudarme a otro país.', 'Nos mudamos a un piso nuevo.', '¿Te mudaste a otra ciudad?', 'Mi hermano se mudó aquí el año pasado.', '¿Por qué te mudaste aquí?', 'Vine aquí de vacaciones.'],
  },
};
