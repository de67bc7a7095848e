/** "What false friends should I know?": Lucía's list of Spanish false friends (spanish-false-friends.ts), then a try. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { FALSE_FRIEND_MEANING, findByLookalike, findFalseFriend, LOOKALIKE_ASKED, SPANISH_FALSE_FRIENDS } from './spanish-false-friends';

const SHOWN = 6;

export function answerFalseFriends(question: LearnerQuestion, context: AnswerContext): Answer {
  // One false friend asked about: what it means, and how Spanish says the English word it looks like.
  const asked = FALSE_FRIEND_MEANING.exec(question.subject.trim());
  const friend = asked ? findFalseFriend(asked[1] ?? asked[2] ?? asked[3] ?? '') : null;
  // 'How do I say embarrassed?': the Spanish for it, and the look-alike to avoid.
  const lookalike = LOOKALIKE_ASKED.exec(question.subject.trim());
  const avoided = lookalike ? findByLookalike(lookalike[1]!) : null;
  if (avoided) {
    return {
      text: `For '${avoided.lookalike}', say ${avoided.say}. Not «${avoided.spanish}»: that means ${avoided.means}. (Para «${avoided.lookalike}», no digas «${avoided.spanish}».)`,
      followUp: `¿Me escribes una frase con ello? (Can you write a sentence with it?)`,
    };
  }
  if (friend) {
    return {
      text: `¡Cuidado, es un falso amigo! «${friend.spanish}» means ${friend.means}, not ${friend.lookalike}. For '${friend.lookalike}', say ${friend.say}. (Careful, it's a false friend!)`,
      followUp: `¿Me escribes una frase con «${friend.spanish}»? (Can you write a sentence with «${friend.spanish}»?)`,
    };
  }
  const listed = SPANISH_FALSE_FRIENDS.slice(0, SHOWN).map((f) => `«${f.spanish}» (${f.means}; '${f.lookalike}' is ${f.say})`).join(', ');
  return {
    text: `¡Claro! Estos son los falsos amigos más comunes: ${listed}. (These are the commonest false friends.)`,
    followUp: context.chooser.pick('false-friends-try', ['¿Me escribes una frase con «éxito» o con «librería»? (Can you write a sentence with «éxito» or «librería»?)', '¿Cuál te ha confundido a ti? (Which one has confused you?)']),
  };
}
