/**
 * How the learner met someone close ('My best friend and I met in primary school', 'Mi marido y yo nos conocimos
 * trabajando'): a lovely story, and what they were like then or do together now; not a question about the week. Each
 * language with the messages it must read and those it must leave, run as tests (met-long-ago.test.ts).
 */
import type { ToldRules } from './told-rule';

export const MET_LONG_AGO: ToldRules = {
  en: {
    said: /\bmy (?<who>best friend|friend|husband|wife|boyfriend|girlfriend|partner|fiancée?) and I met (?:in|at|when|on|through|during|online|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|many) years ago)\b/i,
    acks: ['What a lovely story!', 'That is a nice way to meet.'],
    questions: ['What was your {who} like back then?', 'What do you like doing together now?'],
    examples: ['My best friend and I met in primary school.', 'My husband and I met at work.', 'My girlfriend and I met online.'],
    counterExamples: ['My sister and her husband met in Rome.', 'My friend and I meet every Friday.', 'Where did you meet your husband?'],
  },
  es: {
    said: /(?<![\p{L}])mi (?<who>mejor amig[oa]|amig[oa]|novi[oa]|marido|esposo|esposa|mujer|pareja|prometid[oa]) y yo nos conocimos(?![\p{L}])/iu,
    acks: ['¡Qué bonita historia! (What a lovely story!)', '¡Qué bonita manera de conoceros! (What a nice way to meet!)'],
    questions: ['¿Cómo era tu {who} entonces? (What were they like back then?)', '¿Qué os gusta hacer juntos ahora? (What do you like doing together now?)'],
    examples: ['Mi prometida y yo nos conocimos hace años.', 'Mi marido y yo nos conocimos trabajando.', 'Mi pareja y yo nos conocimos por internet.'],
    counterExamples: ['Mi hermana y su marido se conocieron en Roma.', 'Mi amiga y yo nos vemos los viernes.', '¿Dónde conociste a tu marido?'],
  },
};

/** The same told the other way round ('I met my wife at a party', 'Conocí a mi novia en una fiesta'). */
export const MET_THEM: ToldRules = {
  en: {
    said: /\bI met my (?<who>best friend|husband|wife|boyfriend|girlfriend|partner|fiancée?) (?:in|at|when|on|through|during|online|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|many) years ago)\b/i,
    acks: MET_LONG_AGO.en.acks,
    questions: MET_LONG_AGO.en.questions,
    examples: ['I met my wife at a party.', 'I met my best friend when we were six.', 'I met my boyfriend online.'],
    counterExamples: ['I met my friends yesterday.', 'My brother met his wife at work.', 'Where did you meet your wife?'],
  },
  es: {
    said: /(?<![\p{L}])conocí a mi (?<who>mejor amig[oa]|novi[oa]|marido|esposo|esposa|mujer|pareja|prometid[oa]) (?:en|por|cuando|hace|durante|a través)(?![\p{L}])/iu,
    acks: MET_LONG_AGO.es.acks,
    questions: MET_LONG_AGO.es.questions,
    examples: ['Conocí a mi novia en una fiesta.', 'Conocí a mi marido hace diez años.', 'Conocí a mi mejor amiga cuando tenía cinco años.'],
    counterExamples: ['Ayer vi a mi novia.', 'Mi hermano conoció a su mujer en el trabajo.', '¿Dónde conociste a tu marido?'],
  },
};
