/**
 * A new haircut or colour ('I got a haircut yesterday', 'Ayer me corté el pelo'): whether they like it and why the
 * change; not 'What do you think about hair?'. Each language with the messages it must read and those it must leave, run
 * as tests (haircut.test.ts).
 */
import type { ToldRules } from './told-rule';

export const HAIRCUT: ToldRules = {
  en: {
    said: /\bI (?:got|had|have had|'ve had|just got) (?:a|my) (?:new |short )?haircut\b|\bI (?:cut|dyed|coloured|colored) my hair\b|\bI had my hair (?:cut|done|dyed|coloured|colored)\b/i,
    acks: ['Oh, a new look!', 'How fun, a change!'],
    questions: ['Are you happy with it?', 'What made you want a change?'],
    examples: ['I got a haircut yesterday.', 'Last week I dyed my hair red.', 'I had my hair cut short for the summer.'],
    counterExamples: ['My sister got a haircut.', 'Did you get a haircut?', 'I need a haircut.', 'I cut my finger.'],
  },
  es: {
    said: /(?<![\p{L}])(?:me corté|me he cortado|me teñí|me he teñido|me pinté) el pelo(?![\p{L}])|(?<![\p{L}])me hice un (?:nuevo )?corte de pelo(?![\p{L}])/iu,
    acks: ['¡Qué bien, un cambio de look! (How nice, a new look!)', '¡Qué divertido cambiar! (How fun to change!)'],
    questions: ['¿Te gusta cómo te quedó? (Do you like how it turned out?)', '¿Por qué querías un cambio? (What made you want a change?)'],
    examples: ['Ayer me corté el pelo.', 'Hace dos semanas me teñí el pelo de rojo.', 'Me hice un corte de pelo nuevo.'],
    counterExamples: ['Mi hermana se cortó el pelo.', '¿Te cortaste el pelo?', 'Necesito cortarme el pelo.', 'Me corté el dedo.'],
  },
};
