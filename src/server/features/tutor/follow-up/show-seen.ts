/**
 * A concert, a play or a festival the learner went to ('My friends and I went to a concert last night', 'Fui a un
 * concierto de jazz'): how it was, or the best part; not a question picked by a word of the message ('What would you cook
 * for a friend...?'). Each language with the messages it must read and those it must leave, run as tests
 * (show-seen.test.ts).
 */
import type { ToldRules } from './told-rule';

export const SHOW_SEEN: ToldRules = {
  en: {
    said: /\b(?:I|[Ww]e|[Mm]y \p{L}+ and I) (?:went to|saw|have been to|'ve been to) (?:a|an|the) (?:\p{L}+ ){0,2}(?:concert|gig|festival|play|musical|show|opera|ballet)\b/u,
    acks: ['That sounds like a great night!', 'How fun!'],
    questions: ['How was it?', 'What was the best part?'],
    examples: ['My friends and I went to a concert last night.', 'We saw a musical in London.', 'I went to a jazz festival at the weekend.'],
    counterExamples: ['My sister went to a concert.', 'Did you go to the concert?', 'Next summer I might try a festival.'],
  },
  es: {
    said: /(?<![\p{L}])(?:fui|fuimos|he ido|hemos ido) (?:a ver )?(?:a |al )?(?:un|una|el|la)? ?(?:concierto|festival|obra de teatro|musical|espectáculo|ópera|ballet)(?![\p{L}])/iu,
    acks: ['¡Qué buen plan! (What a great plan!)', '¡Qué divertido! (What fun!)'],
    questions: ['¿Qué tal estuvo? (How was it?)', '¿Qué fue lo mejor? (What was the best part?)'],
    examples: ['Fui a un concierto de jazz el sábado.', 'Mis amigos y yo fuimos al festival de música.', 'Ayer fuimos a ver una obra de teatro.'],
    counterExamples: ['Mi hermana fue a un concierto.', '¿Fuiste al concierto?', 'Quiero ir a un festival este verano.'],
  },
};
