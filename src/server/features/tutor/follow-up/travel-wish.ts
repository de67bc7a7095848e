/**
 * A wish to travel that money or time holds back ('I like to travel but I don't have money', 'Me encanta viajar pero no
 * tengo dinero'): where they would go first, and what is near; not 'How did money become part of your life?'. Each
 * language with the messages it must read and those it must leave, run as tests (travel-wish.test.ts).
 */
import type { ToldRules } from './told-rule';

export const TRAVEL_WISH: ToldRules = {
  en: {
    said: /\bI(?: really)? (?:like|love|enjoy|want|would like|'d like|would love|'d love|dream) (?:to )?(?:travel|travelling|traveling|see the world|go abroad)\b[^.!?]*\bbut (?:I )?(?:don't|do not|can't|cannot|never) (?:have (?:enough |any |much |the )?(?:money|time)|afford)/i,
    acks: ['Travel can be expensive, that is true.', 'That is a common problem, and a good dream to keep.'],
    questions: ['If money were no problem, where would you go first?', 'Is there a place near you that you would like to explore?'],
    examples: ["I like to travel but I don't have money.", "I would love to travel but I can't afford it.", "I love travelling, but I don't have enough time."],
    counterExamples: ['I like to travel with my family.', "My sister loves travelling but she doesn't have money.", 'Do you like to travel?'],
  },
  es: {
    said: /(?<![\p{L}])(?:me gusta|me encanta|me gustaría|quiero|sueño con) (?:mucho )?viajar(?![\p{L}])[^.!?]*(?<![\p{L}])pero no (?:tengo (?:suficiente |mucho )?(?:dinero|tiempo)|me lo puedo permitir|puedo)(?![\p{L}])/iu,
    acks: ['Viajar puede ser caro, es verdad. (Travel can be expensive, that is true.)'],
    questions: ['Si el dinero no fuera un problema, ¿adónde irías primero? (If money were no problem, where would you go first?)', '¿Hay algún lugar cerca de ti que te gustaría conocer? (Is there a place near you that you would like to explore?)'],
    examples: ['Me gusta viajar pero no tengo dinero.', 'Me encanta viajar, pero no tengo tiempo.'],
    counterExamples: ['Me gusta viajar con mi familia.', 'A mi hermana le encanta viajar pero no tiene dinero.', '¿Te gusta viajar?'],
  },
};
