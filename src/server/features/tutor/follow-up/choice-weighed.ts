/**
 * A choice the learner is weighing ('I am thinking about buying a car but I am not sure which one', 'Quiero cambiar de
 * trabajo pero no sé qué hacer'): what matters to them in it; not 'No problem at all, we can come back to it', as if they
 * were stuck for words. Each language with the messages it must read and those it must leave, run as tests
 * (choice-weighed.test.ts).
 */
import type { ToldRules } from './told-rule';

export const CHOICE_WEIGHED: ToldRules = {
  en: {
    said: /\bI(?: am|'m|’m)? (?:thinking (?:about|of)|considering|planning (?:on|to)|want to|would like to|need to|have to|might)\b[^.!?]{3,}\b(?:but|and) (?:I(?: am|'m|’m) not sure|I (?:do not|don't|don’t) know|I can(?:not|'t|’t) decide) (?:which|what|where|when|whether|if|how)\b|\bI(?: really)?(?: can(?:not|'t|’t) decide| (?:do not|don't|don’t) know|(?: am|'m|’m) not sure) (?:if|whether) (?:I|we) (?:should|want to|will)\b|\bI can(?:not|'t|’t) decide (?:which|what|where|between)\b/iu,
    acks: ['That is a big decision.', 'Choices like that take some thought.'],
    questions: ['What matters most to you when you choose?', 'What are the options you are thinking about?', 'What makes you unsure?'],
    examples: ["I can't decide if I should change my job.", "I'm not sure if I want to do a master's degree.", "I don't know if we should sell our old car.", 'I cannot decide between two flats.', 'I am thinking about buying a car but I am not sure which one.', "I want to change my job but I don't know which way to go.", "I'm planning to move abroad but I can't decide where."],
    counterExamples: ["I'm not sure.", "Sorry, no idea what to say.", "I don't know if I understood.", 'My sister cannot decide which dress to wear.', 'I want a car.', 'My brother is thinking about buying a car.', 'I am thinking about it.'],
  },
  es: {
    said: /(?<![\p{L}])(?:estoy pensando en|quiero|quisiera|me gustaría|tengo que|necesito) [^.!?]{3,}(?:pero|y) (?:no (?:estoy segur[oa]|sé)|no me decido) (?:cuál|cuáles|qué|dónde|cuándo|si|cómo)(?![\p{L}])|(?<![\p{L}])no (?:sé|me decido|estoy segur[oa] de) si (?:debería|debo|tengo que|quiero|voy a)(?![\p{L}])|(?<![\p{L}])no me decido entre(?![\p{L}])/iu,
    acks: ['Es una decisión importante. (It is a big decision.)', 'Elegir no siempre es fácil. (Choosing is not always easy.)'],
    questions: ['¿Qué es lo más importante para ti al elegir? (What matters most to you when you choose?)', '¿Qué opciones tienes en mente? (What options do you have in mind?)', '¿Qué te hace dudar? (What makes you unsure?)'],
    examples: ['No sé si debería cambiar de trabajo.', 'No sé si quiero estudiar un doctorado.', 'No estoy seguro de si voy a seguir en la universidad.', 'No me decido entre dos pisos.', 'Estoy pensando en comprar un coche pero no sé cuál.', 'Quiero cambiar de trabajo pero no sé qué hacer.', 'Me gustaría vivir en otro país pero no estoy segura dónde.'],
    counterExamples: ['No sé.', 'No estoy segura.', 'No sé si lo entendí.', 'Quiero un coche.', 'Mi hermano está pensando en comprar un coche.'],
  },
};
