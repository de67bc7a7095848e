/**
 * A view given as one ('In my opinion, education should be free', 'En mi opinión, la educación debe ser gratis'): asked
 * why, or whether others agree; not a bank question on a word of it ('How much free time do you usually have?'), nor
 * '¿Por qué es importante tu opinión para ti?'. A view about people or the world in general is general-opinion.ts, which
 * names its subject and is tried first. Each language with the messages it must read and those it must leave, run as
 * tests (view-given.test.ts).
 */
import { givesGeneralOpinion } from './general-opinion';
import { respondToToldRule, type ToldInput, type ToldRules } from './told-rule';
import type { FactResponse } from './respond-to-facts';

export const VIEW_GIVEN: ToldRules = {
  en: {
    said: /^(?:(?:well|personally|honestly),?\s+)?(?:in my (?:opinion|view)|I (?:strongly |really )?believe(?: that)?|I think (?:that )?(?:(?:\p{L}+ ){1,4}(?:should|shouldn't|should not|must)\b|it(?:'s| is) (?:very |really |so )?(?:important|necessary|essential|better|good|bad|wrong)\b))/iu,
    acks: ['That is an interesting point of view.', 'Thank you for sharing your opinion.'],
    questions: ['Why do you think so?', 'Do you think most people agree with you?'],
    examples: ['In my opinion, education should be free.', 'I believe that everyone should learn a second language.', 'I think university should be cheaper.', "I think it's very important to recycle."],
    counterExamples: ['I think I will stay at home.', 'My opinion is not important.', 'What is your opinion?', 'My father thinks education should be free.'],
  },
  es: {
    said: /^(?:(?:pues|bueno|personalmente),?\s+)?(?:yo )?(?:en mi opinión|opino que|(?:creo|pienso) (?:firmemente )?que (?:(?:\p{L}+ ){1,4}(?:debe|debería|deben|deberían|tiene que|tienen que)|es (?:muy |bastante |super |súper )?(?:importante|necesario|esencial|mejor|bueno|malo))(?![\p{L}]))/iu,
    acks: ['Es un punto de vista interesante. (That is an interesting point of view.)', 'Gracias por darme tu opinión. (Thank you for giving me your opinion.)'],
    questions: ['¿Por qué opinas así? (Why do you think so?)', '¿Crees que mucha gente está de acuerdo contigo? (Do you think many people agree with you?)'],
    examples: ['En mi opinión, la educación debe ser gratis.', 'Yo creo que es importante reciclar.', 'Opino que todos deberían aprender otro idioma.', 'Creo que la universidad debería ser más barata.'],
    counterExamples: ['Creo que voy a quedarme en casa.', 'Mi opinión no es importante.', '¿Cuál es tu opinión?', 'Mi padre opina que la educación debe ser gratis.'],
  },
};

/** Only where general-opinion.ts finds no subject of its own: its questions name it. */
export const respondToViewGiven = (input: ToldInput): FactResponse | null =>
  givesGeneralOpinion(input.message, input.isSpanish) ? null : respondToToldRule(VIEW_GIVEN, 'view-given', input);
