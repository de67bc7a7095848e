/**
 * Few chances to speak the language where they live ('I don't have many chances to practise in my country', 'No tengo
 * con quién practicar español'): this is that chance, and what they want to be able to say; not a question about their
 * country's food because they named it. Each language with the messages it must read and those it must leave, run as
 * tests (few-chances-to-practise.test.ts).
 */
import type { ToldRules } from './told-rule';

export const FEW_CHANCES_TO_PRACTISE: ToldRules = {
  en: {
    said: /\bI (?:don'?t|do not|never|rarely|hardly ever) (?:have|get|find) (?:many|much|any|a lot of|enough|the|a)? ?(?:chances?|opportunit(?:y|ies)|occasions?|time|people|one|anyone|anybody|friends?|someone) (?:to|for|with whom to) (?:practi[cs]e|practi[cs]ing|speak|speaking|talk|use)\b|\b(?:nobody|no one|no-one) (?:to|I can) (?:practi[cs]e|speak|talk) (?:english )?with\b|\b(?:nobody|no one|no-one) (?:around me |here |in my (?:city|town|country|family) )?speaks? english\b/i,
    acks: ["That's very common, and it's exactly what I'm here for.", 'Then this is your chance to practise!'],
    questions: ['What would you most like to be able to talk about in English?', 'When do you think you will need to speak English most?'],
    examples: [
      "I don't have many chance to practice in my country.",
      "I don't have anyone to practise with.",
      'I never get the opportunity to speak English at work.',
      'Nobody around me speaks English.',
    ],
    counterExamples: ["I don't have time to cook.", 'Do you have time to practise with me?', 'I practise with my friends every week.', "I don't have many friends here."],
  },
  es: {
    said: /(?<![\p{L}])no (?:tengo|hay) (?:muchas |mucha |bastantes |suficientes )?(?:oportunidades?|ocasiones?|posibilidades?|nadie|gente|personas?|amigos?) (?:con (?:quien|quién|quienes) |para |de |que )(?:practicar|hablar)(?![\p{L}])|(?<![\p{L}])no tengo con (?:quien|quién) (?:practicar|hablar)(?![\p{L}])|(?<![\p{L}])nadie (?:aquí |en mi (?:ciudad|pueblo|familia|país) )?habla español(?![\p{L}])/iu,
    acks: ['¡Pues aquí tienes tu oportunidad! (Then here is your chance!)'],
    questions: ['¿De qué te gustaría poder hablar en español? (What would you like to be able to talk about in Spanish?)', '¿Cuándo crees que vas a necesitar más el español? (When do you think you will need Spanish most?)'],
    examples: ['No tengo muchas oportunidades de practicar español.', 'No tengo con quién practicar.', 'Nadie en mi ciudad habla español.'],
    counterExamples: ['No tengo tiempo para cocinar.', '¿Tienes tiempo para practicar conmigo?', 'Practico con mis amigos cada semana.'],
  },
};
