/**
 * A night or an evening out ('Last night I went out for drinks with my colleagues', 'Anoche salí con mis amigos', 'Salimos a cenar'):
 * how it was and what they did; not 'What do you think about your colleagues?'. Going out with someone for years is
 * dating, and leaving a place ('salí de casa') is no outing: both are left. Each language with the messages it must read
 * and those it must leave, run as tests (went-out.test.ts).
 */
import type { ToldRules } from './told-rule';

export const WENT_OUT: ToldRules = {
  en: {
    said: /\b(?:I|we) went out(?: (?:last night|on (?:friday|saturday)(?: night)?|yesterday|with (?:my|some|a few|the) [\p{L} ]+?|for (?:dinner|a drink|drinks|a meal|a pizza|pizza|a coffee|coffee)|to (?:a|the) (?:bar|pub|club|restaurant|party)))*\b(?! (?:for|with) (?:two|three|four|five|six|a few|many|\d+) (?:years|months)\b)(?![\p{L} ]* (?:for|during) (?:two|three|four|five|six|a few|many|\d+) (?:years|months)\b)/iu,
    acks: ['That sounds like fun!', 'Oh, a night out, lovely!'],
    questions: ['Did you have a good time?', 'What did you get up to?'],
    examples: ['Last night I went out for drinks with my colleagues.', 'We went out for dinner on Saturday.', 'Yesterday I went out with some friends from my class.'],
    counterExamples: ['I want to go out tonight.', 'My sister went out with her friends.', 'Did you go out last night?', 'I went out with Tom for two years.', 'We go out every Friday.'],
  },
  es: {
    said: /(?<![\p{L}])(?:salí|salimos) (?:anoche |ayer |el (?:viernes|sábado) )?(?:con (?:mis?|unos|unas|los|las) \p{L}+|a (?:cenar|comer|tomar algo|tomar unas cervezas|bailar|tomar un café)|de (?:fiesta|copas|marcha)|anoche|el (?:viernes|sábado)(?: por la noche)?)(?![\p{L}])(?![^.!?]* (?:durante|por) (?:\p{L}+|\d+) (?:años|meses))(?![^.!?]* (?:\p{L}+|\d+) (?:años|meses))/iu,
    acks: ['¡Qué divertido! (What fun!)', '¡Qué buen plan! (What a nice plan!)'],
    questions: ['¿Qué tal lo pasasteis? (Did you have a good time?)', '¿Qué hicisteis? (What did you do?)'],
    examples: ['Anoche salí con mis compañeros de trabajo.', 'El sábado salimos a cenar con mis primos.', 'Ayer salí de fiesta con unas amigas.'],
    counterExamples: ['Quiero salir esta noche.', 'Mi hermana salió con sus amigas.', '¿Saliste anoche?', 'Salí con mi exnovio dos años.', 'Salí de casa a las ocho.', 'Salimos todos los viernes.'],
  },
};
