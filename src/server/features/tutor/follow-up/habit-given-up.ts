/**
 * A habit the learner gave up ('I stopped smoking last year', 'I quit sugar', 'Dejé de fumar hace un año'): well done, and
 * how they managed it; not 'How did you get into smoking?' nor a question picked by a word of the message. Each language
 * with the messages it must read and those it must leave, run as tests (habit-given-up.test.ts).
 */
import type { ToldRules } from './told-rule';

const HABITS_EN = 'smoking|cigarettes|drinking|alcohol|sugar|coffee|caffeine|meat|junk food|fast food|fizzy drinks|vaping|gambling|biting my nails|social media';
const HABITS_ES = 'fumar|beber|tomar alcohol|el alcohol|el azúcar|el café|la carne|la comida rápida|los refrescos|morderme las uñas|las redes sociales';

export const HABIT_GIVEN_UP: ToldRules = {
  en: {
    said: new RegExp(String.raw`\bI(?: have|'ve|’ve)? (?:finally |just )?(?:stopped|quit|gave up|given up|cut out) (?:eating |drinking |using )?(?:${HABITS_EN})\b`, 'iu'),
    acks: ['Well done, that takes real willpower!', "That's a big change, well done!"],
    questions: ['How did you manage it?', 'What was the hardest part of giving it up?', 'What difference has it made for you?'],
    examples: ['I stopped smoking last year and I feel much better.', "I've quit sugar for a month now.", 'I gave up coffee in January.', 'I finally stopped biting my nails.'],
    counterExamples: ['My father stopped smoking.', 'I want to stop smoking.', 'I stopped at a cafe for coffee.', 'Did you quit smoking?', 'I could never give up coffee.'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])(?:dejé|he dejado|ya dejé|por fin dejé) (?:de (?:${HABITS_ES})|(?:${HABITS_ES}))(?![\p{L}])`, 'iu'),
    acks: ['¡Enhorabuena, eso requiere mucha fuerza de voluntad! (Congratulations, that takes real willpower!)', '¡Es un gran cambio, enhorabuena! (That is a big change, congratulations!)'],
    questions: ['¿Cómo lo conseguiste? (How did you manage it?)', '¿Qué fue lo más difícil de dejarlo? (What was the hardest part of giving it up?)'],
    examples: ['Dejé de fumar hace un año.', 'He dejado el azúcar y me siento mejor.', 'Por fin dejé de morderme las uñas.'],
    counterExamples: ['Mi padre dejó de fumar.', 'Quiero dejar de fumar.', 'Dejé el coche en el garaje.', '¿Dejaste de fumar?'],
  },
};
