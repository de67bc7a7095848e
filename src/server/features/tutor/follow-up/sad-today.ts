/**
 * The learner feels sad and says no more ('Estoy un poco triste hoy', 'I feel a bit down today'): sorry, and room to talk
 * or what helps; not 'Is there anyone who helps you with that?'. With a reason ('...porque mi gato está enfermo') the
 * reason is what is taken up. Each language with the messages it must read and those it must leave, run as tests
 * (sad-today.test.ts).
 */
import type { ToldRules } from './told-rule';

export const SAD_TODAY: ToldRules = {
  en: {
    said: /^(?:(?:hi|hello|well|honestly|today),?\s+)?I(?:'m| am| feel)(?: a bit| a little| quite| very| so| really)? (?:sad|down|low|blue|depressed|unhappy)(?: today| this week| at the moment| lately)?[.!]*$/i,
    acks: ["I'm sorry you're feeling down.", "I'm sorry, some days are like that."],
    questions: ['Would you like to tell me what happened?', 'What usually helps you feel better?'],
    examples: ["I'm a bit sad today.", 'I feel down this week.', 'Honestly, I am very sad.'],
    counterExamples: ['I am sad because my cat is ill.', 'My sister is sad.', 'Are you sad?', 'I was sad yesterday.'],
  },
  es: {
    said: /^(?:(?:hola|bueno|pues|hoy),?\s+)?(?:estoy|me siento|ando)(?: un poco| algo| muy| bastante| tan)? (?:triste|deprimid[oa]|desanimad[oa]|baj[oa] de ánimo|de bajón)(?: hoy| esta semana| últimamente)?[.!]*$/iu,
    acks: ['Lo siento, a veces hay días así. (I am sorry, some days are like that.)', 'Vaya, siento que estés así. (Oh, I am sorry you feel that way.)'],
    questions: ['¿Quieres contarme qué te pasa? (Do you want to tell me what is wrong?)', '¿Qué te ayuda a sentirte mejor? (What helps you feel better?)'],
    examples: ['Estoy un poco triste hoy.', 'Me siento desanimada esta semana.', 'Hoy estoy triste.'],
    counterExamples: ['Estoy triste porque mi gato está enfermo.', 'Mi hermana está triste.', '¿Estás triste?', 'Ayer estuve triste.'],
  },
};
