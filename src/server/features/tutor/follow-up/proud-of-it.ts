/**
 * An achievement told with pride ('I've just finished my first marathon!', 'I'm so proud of myself', '¡Aprobé el examen
 * de conducir!'): congratulations and how it felt; never 'Okay, that makes sense.' nor 'Ouch, that sounds painful' for
 * the hard part they got through. Each language with the messages it must read and those it must leave, run as tests
 * (proud-of-it.test.ts).
 */
import type { ToldRules } from './told-rule';

export const PROUD_OF_IT: ToldRules = {
  en: {
    said: /\bI(?:'m| am) (?:so |really |very |quite |super |a bit |a little )?proud of (?:myself|me|it|what I did)\b|\bI(?:'ve| have)? (?:just |finally )?(?:finished|completed|ran|run|passed|won) (?:my|the|a|an) (?:very )?(?:first|own|driving|final) (?:marathon|half marathon|race|triathlon|exam|test|book|novel|course|competition|match|tournament|degree)\b/i,
    acks: ['Congratulations! You should be really proud.', "Well done, that's a real achievement!"],
    questions: ['How did it feel when you finished?', 'What kept you going when it got hard?'],
    examples: ["I've just finished my first marathon!", "It was very hard but I'm so proud of myself.", 'I finally passed my driving test!', 'I completed my first half marathon.'],
    counterExamples: ['I am proud of my daughter.', "I haven't finished my first book yet.", 'Are you proud of yourself?', 'My brother ran his first marathon.'],
  },
  es: {
    said: /(?<![\p{L}])(?:estoy (?:muy |tan |súper )?orgullos[oa] de mí(?: mism[oa])?|(?:por fin |acabo de |ya )?(?:aprobé|he aprobado|terminé|he terminado|acabé|gané|he ganado|corrí) (?:mi|el|la) (?:primer[oa]? )?(?:maratón|carrera|examen|curso|partido|competición|libro|carné|carnet))(?![\p{L}])/iu,
    acks: ['¡Enhorabuena! Tienes que estar muy orgulloso. (Congratulations! You must be very proud.)'],
    questions: ['¿Cómo te sentiste al terminar? (How did you feel when you finished?)', '¿Qué te ayudó a seguir cuando fue difícil? (What helped you keep going when it was hard?)'],
    examples: ['¡Corrí mi primer maratón!', 'Estoy muy orgullosa de mí misma.', '¡Por fin aprobé el examen de conducir!'],
    counterExamples: ['Estoy orgullosa de mi hija.', '¿Aprobaste el examen?', 'Mi hermano corrió su primer maratón.'],
  },
};
