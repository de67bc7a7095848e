/**
 * The learner's parents divorced or separated ('My parents divorced when I was eight', 'Mis padres se separaron'): a word
 * for how hard that can be, and how things are with them now; never 'How nice to hear about your parents'. Each language
 * with the messages it must read and those it must leave, run as tests (parents-parted.test.ts).
 */
import type { ToldRules } from './told-rule';

export const PARENTS_PARTED: ToldRules = {
  en: {
    said: /\bmy parents (?:(?:got|are|were|have) )?(?:divorced|separated|split up)\b/i,
    acks: ['That must have been hard for you.', "I'm sorry, that can be a hard thing to go through."],
    questions: ['How do you get on with your parents now?', 'Do you see both of your parents often?'],
    examples: ['My parents divorced when I was eight.', 'My parents are separated.', 'My parents got divorced last year.'],
    counterExamples: ['My parents are married.', "My friend's parents divorced.", 'Are your parents divorced?', 'My parents live in Rome.'],
  },
  es: {
    said: /(?<![\p{L}])mis padres (?:se divorciaron|se separaron|se han divorciado|se han separado|están divorciados|están separados|se divorcian|se separan)(?![\p{L}])/iu,
    acks: ['Eso debió de ser difícil para ti. (That must have been hard for you.)', 'Lo siento, eso puede ser muy duro. (I am sorry, that can be very hard.)'],
    questions: ['¿Cómo te llevas ahora con tus padres? (How do you get on with your parents now?)', '¿Ves a menudo a tus padres? (Do you see your parents often?)'],
    examples: ['Mis padres se divorciaron cuando yo tenía ocho años.', 'Mis padres están separados.', 'Mis padres se separaron el año pasado.'],
    counterExamples: ['Mis padres están casados.', 'Los padres de mi amiga se divorciaron.', '¿Tus padres están divorciados?', 'Mis padres viven en Lima.'],
  },
};
