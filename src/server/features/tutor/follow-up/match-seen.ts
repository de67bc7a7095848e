/**
 * A match the learner went to or watched ('I went to a football match with my dad', 'El sábado fui al partido con mi
 * padre'): who won, or what the atmosphere was like; not '¿Cómo es tu padre?' for the company named. Each language
 * with the messages it must read and those it must leave, run as tests (match-seen.test.ts).
 */
import type { ToldRules } from './told-rule';

export const MATCH_SEEN: ToldRules = {
  en: {
    said: /\b(?:I|we) (?:went to|watched|saw|went to see) (?:a|the|an?) (?:\p{L}+ ){0,2}(?:match|game)\b(?! (?:on|for) (?:my|the) (?:phone|computer|console))/iu,
    acks: ['That sounds like fun!', 'How exciting!'],
    questions: ['Who won?', 'What was the atmosphere like?'],
    examples: ['I went to a football match with my dad.', 'We watched the basketball game last night.', 'On Saturday I went to see a rugby match.'],
    counterExamples: ['My brother went to a football match.', 'Did you watch the match?', 'I play football every week.'],
  },
  es: {
    said: /(?<![\p{L}])(?:(?:fui|fuimos) (?:a ver (?:un|el)|a un|al)|(?:vi|vimos) (?:un|el)) partido(?![\p{L}])/iu,
    acks: ['¡Qué divertido! (What fun!)', '¡Qué emocionante! (How exciting!)'],
    questions: ['¿Quién ganó? (Who won?)', '¿Qué tal el ambiente? (What was the atmosphere like?)'],
    examples: ['El sábado fui al partido del Betis con mi padre.', 'Anoche vimos el partido en casa.', 'Fuimos a ver un partido de baloncesto.'],
    counterExamples: ['Mi hermano fue al partido.', '¿Viste el partido?', 'Juego al fútbol los sábados.'],
  },
};
