/**
 * A skill the learner doubts ('I'm not good at cooking', 'no soy bueno cocinando', 'se me dan mal las matemáticas'): a
 * word of encouragement and a question about what they already do well, not '¡Qué bien!' for the liking said before it.
 * Each language with the messages it must read and those it must leave (skill-doubt.test.ts).
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import type { FactResponse } from './respond-to-facts';

type DoubtRule = { said: RegExp; acks: readonly string[]; questions: readonly string[]; examples: readonly string[]; counterExamples: readonly string[] };

export const SKILL_DOUBT: Readonly<Record<'en' | 'es', DoubtRule>> = {
  en: {
    said: /\bI(?:'m| am) (?:not (?:very |so |really |that )?good|(?:really |so |very )?(?:bad|terrible|hopeless|awful)) at\b|\bI'?m not (?:very )?good at it\b/i,
    acks: ["I bet you're better at it than you think, and it gets easier every time.", "Everyone starts somewhere, and doing it is how you get better."],
    questions: ["What's one part of it you already do well?", 'What would you like to get better at first?'],
    examples: ["I like cooking but I'm not good at it.", "I'm really bad at maths.", 'I am not very good at drawing.'],
    counterExamples: ["I'm good at cooking.", "I'm not good, I'm tired.", 'My sister is bad at maths.'],
  },
  es: {
    said: /(?<![\p{L}])(?:no (?:soy|estoy) (?:muy |nada |tan )?buen[oa] (?:en|para|\p{L}+ando|\p{L}+iendo)|soy (?:muy )?mal[oa] (?:en|para)|no se me (?:da|dan) (?:muy |nada )?bien|se me (?:da|dan) (?:muy |fatal |bastante )?mal)(?![\p{L}])/iu,
    acks: ['¡Seguro que se te da mejor de lo que crees! Practicando se mejora. (I bet you are better at it than you think! Practice makes it better.)', 'Todos empezamos así, y practicar es lo que cuenta. (Everyone starts like that, and practising is what counts.)'],
    questions: ['¿Qué es lo que mejor te sale? (What do you do best?)', '¿Qué te gustaría hacer mejor? (What would you like to do better?)'],
    examples: ['Me gusta cocinar pero no soy bueno cocinando.', 'No soy buena en matemáticas.', 'Se me dan mal los idiomas.', 'No se me da bien bailar.'],
    counterExamples: ['Soy bueno en matemáticas.', 'Mi hermano no es bueno en matemáticas.', 'Se me da bien cocinar.'],
  },
};

export function respondToSkillDoubt(input: { message: string; isSpanish: boolean; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, isSpanish, assistantMessages, chooser } = input;
  const rule = SKILL_DOUBT[isSpanish ? 'es' : 'en'];
  if (/\?\s*$/.test(message.trim()) || !rule.said.test(message)) return null;
  const questions = rule.questions.filter((q) => !wasAlreadyAsked(q, assistantMessages));
  if (questions.length === 0) return null;
  return { acknowledgement: chooser.pick('skill-doubt-ack', rule.acks), question: chooser.pick('skill-doubt-question', questions) };
}
