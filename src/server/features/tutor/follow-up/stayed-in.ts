/**
 * A day or a weekend spent at home, with nothing else told ('I stayed at home all day', "I didn't go out this weekend",
 * 'Me quedé en casa todo el día'): how the day went, or what they did at home; not the place or the weather they named.
 * What was done there, told ('and watched three films'), is another kind's; someone else at home, a plan and a habit are
 * left. Each language with the messages it must read and those it must leave, run as tests (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

export const STAYED_IN: ToldRules = {
  en: {
    said: /\bI (?:stayed|was|have been|stayed in) (?:at )?home(?: (?:all day|all weekend|the whole day|the whole weekend|all morning|all evening|yesterday|today|last night|this weekend))*\b(?![^.!?]*\b(?:and|then|to) (?:I |we )?(?:\p{L}+ed|watched|read|made|cooked|played|slept|wrote|did|had|ate|baked|studied|cleaned|took|saw)\b)|\bI (?:didn't|did not) (?:go out|leave the house)(?: (?:all day|all weekend|today|yesterday|this weekend|at all))*\b(?![^.!?]*\b(?:and|but) (?:I |we )?\p{L}+ed\b)/iu,
    acks: ['A day at home, then.', 'Sometimes a quiet day at home is just what we need.'],
    questions: ['Was it a nice quiet day, or did you get bored?', 'How did you spend the time at home?'],
    examples: ['Today it is raining a lot in my city and I stayed at home all day.', 'I stayed home all weekend.', "I didn't go out yesterday.", 'I was at home all day because I was tired.'],
    counterExamples: ['I stayed at home and watched three films.', 'My husband stayed at home with the kids.', 'I want to stay at home tomorrow.', 'I stay at home on Sundays.', 'Did you stay at home?'],
  },
  es: {
    said: /(?<![\p{L}])(?:me quedé|me he quedado|estuve|he estado) en casa(?: (?:todo el día|todo el fin de semana|toda la tarde|toda la mañana|ayer|hoy|el fin de semana))*(?![\p{L}])(?![^.!?]*(?<![\p{L}])y (?:\p{L}+(?:é|í|amos|imos)|vi|hice|leí|jugué|cociné|dormí)(?![\p{L}]))|(?<![\p{L}])no salí de casa(?![\p{L}])/iu,
    acks: ['Un día en casa, entonces. (A day at home, then.)', 'A veces un día tranquilo en casa es justo lo que necesitamos. (Sometimes a quiet day at home is just what we need.)'],
    questions: ['¿Fue un día tranquilo o te aburriste? (Was it a quiet day, or did you get bored?)', '¿Cómo pasaste el tiempo en casa? (How did you spend the time at home?)'],
    examples: ['Ayer me quedé en casa todo el día.', 'Este fin de semana no salí de casa.', 'Estuve en casa toda la tarde porque llovía.'],
    counterExamples: ['Me quedé en casa y vi tres películas.', 'Mi marido se quedó en casa con los niños.', 'Mañana quiero quedarme en casa.', '¿Te quedaste en casa?'],
  },
};
