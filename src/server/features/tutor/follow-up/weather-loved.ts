/**
 * A kind of weather loved ('I love rainy days because I can read a book with a cup of tea', 'Me encantan los días de
 * lluvia'): what else they like doing on such days, and whether they get many where they live; not 'Oh, the book, that
 * sounds like a lot of fun'. The weather now is weather-told.ts's. Each language with the messages it must read and those
 * it must leave, run as tests (told-events.test.ts, told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

export const WEATHER_LOVED: ToldRules = {
  en: {
    said: /\bI (?:really )?(?:love|like|adore|enjoy) (?<weather>rainy|sunny|snowy|windy|foggy|cold|hot|stormy|cloudy|grey|gray) (?:days|weather|mornings|evenings|nights|afternoons)\b/i,
    acks: ['Me too, there is something special about them.', 'Oh, I know what you mean.'],
    questions: ['What else do you like doing on {weather} days?', 'Do you get many {weather} days where you live?', 'Do you get many days like that where you live?'],
    examples: ['I love rainy days because I can read a book with a cup of tea.', 'I really like snowy mornings.'],
    counterExamples: ['My son loves rainy days.', 'Do you like rainy days?', 'I hate rainy days.'],
  },
  es: {
    said: /(?<![\p{L}])(?<![Nn]o )me (?:encantan|gustan(?: mucho)?) los días (?:de (?:lluvia|sol|nieve|viento|niebla|tormenta)|lluviosos|soleados|nublados|fríos)(?![\p{L}])/iu,
    acks: ['¡A mí también, tienen algo especial! (Me too, there is something special about them!)'],
    questions: ['¿Qué más te gusta hacer esos días? (What else do you like doing on those days?)', '¿Hay muchos días así donde vives? (Are there many days like that where you live?)'],
    examples: ['Me encantan los días de lluvia porque puedo leer en casa.', 'Me gustan mucho los días soleados.'],
    counterExamples: ['A mi hijo le encantan los días de lluvia.', '¿Te gustan los días de lluvia?', 'No me gustan los días de lluvia.'],
  },
};
