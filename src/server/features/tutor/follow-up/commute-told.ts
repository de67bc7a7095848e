/**
 * How the learner gets to work or class ('I go to work by bus', 'Voy al trabajo en autobús', 'Siempre voy en bicicleta'):
 * how long it takes, or whether they like travelling that way; not 'What do you think about work?'. Each language with
 * the messages it must read and those it must leave, run as tests (commute-told.test.ts).
 */
import type { ToldRules } from './told-rule';

const MEANS_EN = '(?:by (?:bus|train|car|bike|bicycle|tube|metro|underground|tram|subway|scooter|motorbike)|on foot)';
const MEANS_ES = '(?:en (?:autobús|bus|tren|coche|bici|bicicleta|metro|tranvía|moto|patinete)|a pie|andando|caminando)';

export const COMMUTE_TOLD: ToldRules = {
  en: {
    said: new RegExp(String.raw`\bI (?:usually |always |normally |often )?(?:go|get|travel|come) (?:to (?:work|school|university|college|class|the office) )?${MEANS_EN}\b|\bI (?:usually |always |normally )?(?:cycle|walk|drive) to (?:work|school|university|college|class|the office)\b|\bI (?:usually |always |normally |often )?take (?:the|a) (?:bus|train|tube|metro|tram|subway|underground)(?: to (?:work|school|university|college|class|the office))?\b(?! (?:yesterday|last|tomorrow)\b)`, 'i'),
    acks: ['Thanks for telling me how you get around.', 'That is a good way to travel.'],
    questions: ['How long does it take you?', 'Do you like travelling that way?'],
    examples: ['I go to work by bus every day.', 'I usually cycle to work.', 'I always travel by train.', 'I usually take the bus to work.'],
    counterExamples: ['My wife goes to work by car.', 'Do you go to work by bus?', 'I went to Paris by train last year.', 'I will take the train tomorrow.', 'I took the bus yesterday.'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])(?<![Nn]o )(?:(?:voy|vengo) (?:al trabajo |a clase |a la (?:oficina|universidad|escuela) |al (?:colegio|instituto) )?|me muevo |siempre voy )${MEANS_ES}(?![\p{L}])|(?<![\p{L}])(?<![Nn]o )(?<!(?:[Mm]añana|[Hh]oy|[Ee]sta noche) )(?:normalmente |siempre )?(?:cojo|tomo) (?:el|un) (?:autobús|bus|tren|metro|tranvía)(?: para ir (?:al trabajo|a clase|a la (?:oficina|universidad|escuela)|al (?:colegio|instituto)))?(?![\p{L}])(?![^.!?]*(?<![\p{L}])(?:mañana|ayer)(?![\p{L}]))`, 'iu'),
    acks: ['¡Gracias por contarme cómo te mueves! (Thanks for telling me how you get around!)', '¡Es una buena forma de moverse! (That is a good way to get around!)'],
    questions: ['¿Cuánto tiempo tardas? (How long does it take you?)', '¿Te gusta ir así? (Do you like travelling that way?)'],
    examples: ['Voy al trabajo en autobús cada día.', 'No tengo coche, siempre voy en bicicleta.', 'Voy a la universidad a pie.', 'Normalmente cojo el metro para ir al trabajo.'],
    counterExamples: ['Mi mujer va al trabajo en coche.', '¿Vas al trabajo en metro?', 'El año pasado fui a París en tren.', 'Mañana tomo el tren a Sevilla.'],
  },
};
