/** "What false friends should I know?": Lucía's list of Spanish false friends (spanish-false-friends.ts), then a try. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { SPANISH_FALSE_FRIENDS } from './spanish-false-friends';

const SHOWN = 6;

export function answerFalseFriends(_question: LearnerQuestion, context: AnswerContext): Answer {
  const listed = SPANISH_FALSE_FRIENDS.slice(0, SHOWN).map((f) => `«${f.spanish}» (${f.means}; '${f.lookalike}' is ${f.say})`).join(', ');
  return {
    text: `¡Claro! Estos son los falsos amigos más comunes: ${listed}. (These are the commonest false friends.)`,
    followUp: context.chooser.pick('false-friends-try', ['¿Me escribes una frase con «éxito» o con «librería»? (Can you write a sentence with «éxito» or «librería»?)', '¿Cuál te ha confundido a ti? (Which one has confused you?)']),
  };
}
