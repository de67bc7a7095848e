/**
 * A film or a series the learner watched, told to Lucía ('Anoche vi una película muy buena en Netflix'): what it is
 * called and what it is about; not '¿Qué te gusta más de la película?'. A show seen out (a concert, a
 * play) is show-seen.ts. Each language with the messages it must read and those it must leave, run as tests
 * (film-seen.test.ts).
 */
import type { ToldRules } from './told-rule';

export const FILM_SEEN: ToldRules = {
  // In English a film watched is a fact of the message (respond-to-facts.ts, 'watched'), asked about there.
  en: { said: /(?!)/, acks: [], questions: [], examples: [], counterExamples: ['Last night I watched a very good movie.'] },
  es: {
    said: /(?<![\p{L}])(?:vi|he visto|vimos|hemos visto|estuve viendo|estuvimos viendo) una (?:(?:muy )?(?:buena|gran|nueva) )?(?<thing>película|peli|serie)(?![\p{L}])/iu,
    acks: ['¡Qué buen plan! (What a nice plan!)', '¡Me encantan las buenas historias! (I love a good story!)'],
    questions: ['¿Cómo se llama la {thing}? (What is it called?)', '¿De qué trata? (What is it about?)'],
    examples: ['Anoche vi una película muy buena en Netflix.', 'Vimos una serie nueva el fin de semana.', 'He visto una buena película de miedo.'],
    counterExamples: ['Me gusta ver películas.', 'Mi hermano vio una película.', '¿Viste una película?', 'Veo la tele cada noche.'],
  },
};
