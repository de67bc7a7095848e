/**
 * Too little sleep, as a rule ('I sleep only five hours per night because of my work', 'Solo duermo cinco horas'):
 * whether they feel tired in the day, and when they go to bed; not a question about their work. One bad night is
 * bad-night.ts's. Each language with the messages it must read and those it must leave, run as tests (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

export const SHORT_SLEEP: ToldRules = {
  en: {
    said: /\bI (?:only |usually |normally |just )?(?:sleep|get) (?:only |just |about |around )?(?:three|four|five|six|[3-6]) hours?(?: of sleep)?(?: (?:a|per|each|every) night)?\b/i,
    acks: ['That is not much sleep.', 'Oh, that is a short night.'],
    questions: ['Do you feel tired during the day?', 'What time do you usually go to bed?'],
    examples: ['I sleep only five hours per night because of my work.', 'I usually get about four hours of sleep.'],
    counterExamples: ['My baby sleeps five hours.', 'How many hours do you sleep?', 'I sleep eight hours a night.'],
  },
  es: {
    said: /(?<![\p{L}])(?:solo |sólo |normalmente |casi nunca )?duermo (?:solo |sólo |unas |como )?(?:tres|cuatro|cinco|seis|[3-6]) horas(?![\p{L}])/iu,
    acks: ['¡Eso es muy poco! (That is very little!)'],
    questions: ['¿Te sientes cansado durante el día? (Do you feel tired during the day?)', '¿A qué hora te acuestas normalmente? (What time do you usually go to bed?)'],
    examples: ['Solo duermo cinco horas por culpa del trabajo.', 'Normalmente duermo unas cuatro horas.'],
    counterExamples: ['Mi bebé duerme cinco horas.', '¿Cuántas horas duermes?', 'Duermo ocho horas.'],
  },
};
