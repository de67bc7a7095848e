/**
 * 'I am married', 'Estoy casada': how things are, not news to congratulate. Asked how long, or how they met; a
 * wedding just had or to come is news (news-told.ts). Each language with the messages it must read and those it
 * must leave, run as tests (married-told.test.ts).
 */
type MarriedTold = { said: RegExp; examples: readonly string[]; counterExamples: readonly string[] };

export const MARRIED_TOLD: Readonly<Record<'en' | 'es', MarriedTold>> = {
  en: {
    said: /\bI(?:'m| am) (?:happily )?married\b(?! (?:to|with) (?:my|his|her|their) (?:job|work)\b)/i,
    examples: ['I am married.', "I'm married with two kids.", "I'm happily married to a doctor."],
    counterExamples: ['I am not married.', 'I just got married!', 'My sister is married.', 'Are you married?', "I'm newly married."],
  },
  es: {
    said: /(?<![\p{L}])(?<!no )(?:estoy|soy) (?:felizmente )?casad[oa](?![\p{L}])/iu,
    examples: ['Estoy casada.', 'Estoy casado y tengo dos hijos.', 'Soy casada.'],
    counterExamples: ['No estoy casada.', 'Mi hermana está casada.', '¿Estás casada?'],
  },
};

/** The learner says they are married (the news of a wedding left to news-told.ts). */
export function saysMarried(message: string, language: 'en' | 'es'): boolean {
  return !/\?\s*$/.test(message.trim()) && MARRIED_TOLD[language].said.test(message);
}
