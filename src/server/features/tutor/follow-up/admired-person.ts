/**
 * Someone the learner admires ('I admire my mother because she works very hard', 'Admiro mucho a mi madre', 'Mi modelo a
 * seguir es mi padre'): what they have learned from them; not 'Is there anyone who helps you with that?', as if hard
 * work told of were a hard time. Each language with the messages it must read and those it must leave, run as tests
 * (admired-person.test.ts).
 */
import type { ToldRules } from './told-rule';

export const ADMIRED_PERSON: ToldRules = {
  en: {
    said: /\bI (?:really |truly |deeply )?(?:admire|look up to) (?<who>my (?:\p{L}+ ){0,2}?(?:mother|mum|mom|father|dad|parents|grandmother|grandma|grandfather|grandpa|grandparents|sister|brother|aunt|uncle|teacher|boss|friend|wife|husband))\b|\bmy (?:role model|hero) is (?<who2>my \p{L}+)\b/iu,
    acks: ['What a lovely thing to say.', 'It is wonderful to have someone like that.'],
    questions: ['What have you learned from {who}?', 'What have you learned from them?', 'Have you ever told them?'],
    examples: ['I admire my mother because she works very hard.', 'I really look up to my older brother.', 'My role model is my grandfather.'],
    counterExamples: ['My son admires his teacher.', 'Do you admire your parents?', 'I admire the view from my window.'],
  },
  es: {
    said: /(?<![\p{L}])(?:admiro|respeto) (?:mucho |muchísimo )?a (?<who>mis? (?:\p{L}+ ){0,2}?(?:madre|mamá|padre|papá|padres|abuela|abuelo|abuelos|hermana|hermano|tía|tío|profesora|profesor|maestra|maestro|jefa|jefe|amiga|amigo))(?![\p{L}])|(?<![\p{L}])mi (?:modelo a seguir|héroe|heroína) es (?<who2>mis? \p{L}+)(?![\p{L}])|(?<![\p{L}])la persona que más admiro es (?<who3>mis? \p{L}+)(?![\p{L}])/iu,
    acks: ['¡Qué bonito lo que dices! (What a lovely thing to say!)', '¡Qué suerte tener a alguien así! (How lucky to have someone like that!)'],
    questions: ['¿Qué has aprendido de {who}? (What have you learned from them?)', '¿Qué has aprendido de esa persona? (What have you learned from them?)', '¿Se lo has dicho alguna vez? (Have you ever told them?)'],
    examples: ['Admiro mucho a mi madre porque trabaja muy duro.', 'Mi modelo a seguir es mi padre.', 'La persona que más admiro es mi abuela.'],
    counterExamples: ['Mi hijo admira a su profesor.', '¿Admiras a tus padres?', 'Admiro el paisaje.'],
  },
};
