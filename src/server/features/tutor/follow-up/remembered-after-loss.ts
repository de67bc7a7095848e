/**
 * What the learner tells of someone they have just said they lost ('My grandmother passed away.' then 'She lived with
 * us, she taught me to cook.'; 'Mi perro murió.' then 'Tenía catorce años. Era mi mejor amigo.'): a memory, met
 * warmly and in the past, never 'Does she live near you?' nor '¡Vale!'. Missing them ('I miss her so much') is met
 * as missing. Each language with the messages it must read after a loss and those it must leave, run as tests
 * (remembered-after-loss.test.ts).
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import { lossTold } from './loss-told';
import { agreeWith } from './person-agreement';
import type { FactResponse } from './respond-to-facts';

type RememberedRule = {
  /** Tells of them: a pronoun, a possessive, or the past they shared. */
  ofThem: RegExp;
  /** Missing them, or sadness, rather than a memory. */
  missing: RegExp;
  memoryAcks: readonly string[];
  missingAcks: readonly string[];
  questions: readonly string[];
  examples: readonly string[];
  counterExamples: readonly string[];
};

export const REMEMBERED_AFTER_LOSS: Readonly<Record<'en' | 'es', RememberedRule>> = {
  en: {
    ofThem: /\b(?:she|he|they|her|him|his|them|their|we used to|we always|we often)\b/i,
    missing: /\b(?:miss|missing|sad|cry|cried|crying|hard|lonely|empty)\b/i,
    memoryAcks: ['What a lovely memory.', 'Thank you for sharing that with me.'],
    missingAcks: ['Of course you do. It takes time.', "That's so natural. Be gentle with yourself."],
    questions: ['What is your favourite memory of {object}?', 'What else do you remember about {object}?'],
    examples: ['She lived with us when I was a child, she taught me to cook.', 'He was fourteen years old.', 'I miss her so much.', 'We used to walk in the park every morning.'],
    counterExamples: ['Anyway, I work as a nurse.', 'What should we talk about?', 'I like cooking.'],
  },
  es: {
    ofThem: /(?<![\p{L}])(?:él|ella|ellos|su|sus|le|lo|la|era|tenía|estaba|fue|vivía|siempre|juntos|juntas)(?![\p{L}])|\p{L}+(?:aba|ábamos|íamos)(?![\p{L}])/iu,
    missing: /(?<![\p{L}])(?:echo de menos|extraño|triste|llor\p{L}*|duro|difícil|sol[oa])(?![\p{L}])/iu,
    memoryAcks: ['Qué recuerdo tan bonito. (What a lovely memory.)', 'Gracias por contármelo. (Thank you for telling me.)'],
    missingAcks: ['Es normal, necesitas tiempo. (That is natural, it takes time.)', 'Claro que sí, es muy normal. (Of course, that is very natural.)'],
    questions: ['¿Cuál es tu recuerdo favorito de {pronoun}? (What is your favourite memory of {object}?)', '¿Qué más recuerdas de {pronoun}? (What else do you remember about {object}?)'],
    examples: ['Él tenía catorce años. Era mi mejor amigo.', 'Ella me enseñó a cocinar.', 'La echo mucho de menos.', 'Siempre jugábamos juntos en el jardín.'],
    counterExamples: ['Trabajo en un hospital.', '¿De qué hablamos hoy?', 'Me gusta cocinar.'],
  },
};

/** Whether `message` tells of them, read after a loss. */
export const tellsOfThem = (message: string, language: 'en' | 'es'): boolean => !/\?\s*$/.test(message.trim()) && REMEMBERED_AFTER_LOSS[language].ofThem.test(message);

export function respondToRememberedAfterLoss(input: { message: string; previousMessage?: string; isSpanish: boolean; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, previousMessage, isSpanish, assistantMessages, chooser } = input;
  const language = isSpanish ? 'es' : 'en';
  const lost = previousMessage ? lossTold(previousMessage, isSpanish) : null;
  if (!lost || lossTold(message, isSpanish) || !tellsOfThem(message, language)) return null;
  const rule = REMEMBERED_AFTER_LOSS[language];
  const questions = rule.questions.map((q) => agreeWith(q, lost.person).replace('{pronoun}', lost.pronoun)).filter((q) => !wasAlreadyAsked(q, assistantMessages));
  if (questions.length === 0) return null;
  const acks = rule.missing.test(message) ? rule.missingAcks : rule.memoryAcks;
  return { acknowledgement: chooser.pick('remembered-ack', acks), question: chooser.pick('remembered-question', questions) };
}
