/**
 * A film, a play or a concert the learner is going to ('I'm going to the cinema with my sister tonight', 'Esta noche voy
 * al cine con mi hermana'): what they will see; not 'What is your sister like?'. Said as 'we' in Spanish, Lucía asks
 * 'vosotros' (SHOW_PLANNED_TOGETHER). One seen already is show-seen.ts. Each language with the messages it must read and
 * those it must leave, run as tests (show-planned.test.ts).
 */
import type { ToldRules } from './told-rule';

const NOT_A_HABIT_EN = String.raw`(?![^.!?]*\b(?:every|each|often|usually|always|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends))\b)`;
const NOT_A_HABIT_ES = String.raw`(?![^.!?]*(?<![\p{L}])(?:todos los|todas las|cada|siempre|a menudo|los (?:lunes|martes|miércoles|jueves|viernes|sábados|domingos))(?![\p{L}]))`;

/** Told of a day gone by ('Ayer yo voy al cine', a slip for 'fui'): no plan to ask about. */
const NOT_PAST_ES = String.raw`(?<!(?<![\p{L}])(?:ayer|anoche|anteayer|pasad[oa])(?![\p{L}])[^.!?]*)(?![^.!?]*(?<![\p{L}])(?:ayer|anoche|anteayer|pasad[oa])(?![\p{L}]))`;

/** Where a Spanish learner is going: the show, a masculine one named (`thing`) so that Lucía can ask '¿Dónde es el concierto?'. */
const SHOW_ES = String.raw`(?:al (?:cine|teatro)|a (?:un|una|el|la) (?:\p{L}+ ){0,2}?(?:(?<thing>concierto|musical|ballet)|obra|ópera)|a ver (?:una|la|el) (?:película|peli|obra|musical))(?![\p{L}])${NOT_A_HABIT_ES}`;

export const SHOW_PLANNED: ToldRules = {
  en: {
    said: new RegExp(String.raw`\b(?:I(?:'m| am)|[Ww]e(?:'re| are)) going to (?:the (?:cinema|movies|theatre|theater)|(?:a|an|the) (?:\p{L}+ ){0,2}(?<thing>concert|gig|play|musical|show|opera|ballet)|see (?:a|the) (?:\p{L}+ )?(?:film|movie|play|musical|show))\b(?! to (?:buy|get|pick|collect|work|meet)\b)${NOT_A_HABIT_EN}`, 'u'),
    acks: ['What a nice plan!', 'That sounds like fun!'],
    questions: ['Where is the {thing}?', 'What are you going to see?', 'Have you been looking forward to it?'],
    examples: ["I'm going to the cinema with my sister tonight.", 'We are going to a jazz concert on Saturday.', "I'm going to see a new musical next week."],
    counterExamples: ['I went to the cinema yesterday.', 'Are you going to the cinema?', 'I am going to the cinema every Friday.', 'My sister is going to a concert.', "I'm going to the cinema to buy tickets for my son."],
  },
  es: {
    said: new RegExp(String.raw`${NOT_PAST_ES}(?<![\p{L}])(?:voy|voy a ir|iré) ${SHOW_ES}`, 'iu'),
    acks: ['¡Qué buen plan! (What a nice plan!)', '¡Qué divertido! (What fun!)'],
    questions: ['¿Dónde es el {thing}? (Where is it?)', '¿Qué vas a ver? (What are you going to see?)', '¿Tienes muchas ganas? (Are you looking forward to it?)'],
    examples: ['Esta noche voy al cine con mi hermana.', 'El sábado voy a un concierto de rock.', 'Mañana voy a ver una película nueva.'],
    counterExamples: ['Ayer fui al cine.', '¿Vas al cine?', 'Voy al cine todos los viernes.', 'Mi hermana va a un concierto.', 'Vamos al cine esta noche.', 'Ayer yo voy al cine con mi prima.', 'El domingo pasado voy al teatro.'],
  },
};

export const SHOW_PLANNED_TOGETHER: ToldRules = {
  // In English 'you' asks the learner and the others alike: SHOW_PLANNED reads 'we'.
  en: { said: /(?!)/, acks: [], questions: [], examples: [], counterExamples: ['We are going to the cinema tonight.'] },
  es: {
    said: new RegExp(String.raw`${NOT_PAST_ES}(?<![\p{L}])(?:vamos|vamos a ir|iremos) ${SHOW_ES}`, 'iu'),
    acks: ['¡Qué buen plan! (What a nice plan!)', '¡Qué divertido! (What fun!)'],
    questions: ['¿Dónde es el {thing}? (Where is it?)', '¿Qué vais a ver? (What are you going to see?)', '¿Tenéis muchas ganas? (Are you looking forward to it?)'],
    examples: ['Esta noche vamos al cine.', 'El viernes vamos a ir a un concierto de jazz.'],
    counterExamples: ['Fuimos al cine ayer.', '¿Vamos al cine?', 'Vamos al cine todos los domingos.', 'Esta noche voy al cine.', 'Anoche vamos al cine con los niños.'],
  },
};
