/**
 * Pride in what they did ('It was very hard but I'm so proud of myself', 'Estoy muy orgullosa de mí misma'):
 * congratulations and how it felt; never 'Ouch, that sounds painful' for the hard part they got through (a race or an
 * exam told as news is met in news-told-in-english.ts and news-told-in-spanish.ts). Each language with the messages it must read and those it must leave, run as tests
 * (proud-of-it.test.ts).
 */
import type { ToldRules } from './told-rule';

export const PROUD_OF_IT: ToldRules = {
  en: {
    said: /\bI(?:'m| am) (?:so |really |very |quite |super |a bit |a little )?proud of (?:myself|me|it|what I did)\b/i,
    acks: ['Congratulations! You should be really proud.', "Well done, that's a real achievement!"],
    questions: ['How did it feel when you finished?', 'What kept you going when it got hard?'],
    examples: ["It was very hard but I'm so proud of myself.", "I'm really proud of what I did.", 'I am proud of myself today.'],
    counterExamples: ['We are so proud of our son.', 'Are you proud of yourself?', 'My brother is proud of himself.'],
  },
  es: {
    said: /(?<![\p{L}])(?:estoy|me siento) (?:muy |tan |súper )?orgullos[oa] de mí(?: mism[oa])?(?![\p{L}])/iu,
    acks: ['¡Enhorabuena! Tienes que estar muy orgulloso. (Congratulations! You must be very proud.)'],
    questions: ['¿Cómo te sentiste al terminar? (How did you feel when you finished?)', '¿Qué te ayudó a seguir cuando fue difícil? (What helped you keep going when it was hard?)'],
    examples: ['Estoy muy orgullosa de mí misma.', 'Me siento orgulloso de mí.'],
    counterExamples: ['Estoy orgullosa de mi hija.', '¿Estás orgullosa de ti?'],
  },
};
