/**
 * "Can I borrow your pen?", "Could you lend me your dictionary?", "¿Me prestas tu bolígrafo?": the learner asks the
 * teacher for a thing, as they would a classmate. Met in the role (a teacher on a screen can only pretend to hand it
 * over), then the replies people give, so the exchange is practised both ways, and a turn for the learner to ask again.
 */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { isSpanishTeacher } from './teacher-voice';

/** 'Can I lend your pen?': the learner asked with the other verb. */
const ASKED_WITH_LEND = /\b(?:can|could|may) (?:i|we) (?:please )?lend\b/i;
/** 'Can you borrow me your pen?': the other verb again, from the other side (the one who hands it over lends it). */
const ASKED_WITH_BORROW_ME = /\b(?:can|could|would|will) you (?:please )?borrow (?:me|us)\b/i;

export function answerBorrowRequest(question: LearnerQuestion, { teacher, conversation }: AnswerContext): Answer {
  const thing = question.subject; // the thing asked for, as the learner named it ('your pen' -> 'pen')
  if (isSpanishTeacher(teacher)) {
    return {
      text: `¡Claro, toma! Bueno, si pudiera dártelo por la pantalla. (Of course, here you go! Well, if I could hand it to you through the screen.) Así se contesta: «Claro, toma» o «Sí, cómo no». (That is how people answer: 'Claro, toma' or 'Sí, cómo no'.)`,
      followUp: '¿Qué le pides prestado a un amigo a veces? (What do you sometimes borrow from a friend?)',
    };
  }
  const handed = thing ? `the ${thing}` : 'it';
  const asked = conversation.lastUserMessage ?? '';
  const howAsked = ASKED_WITH_LEND.test(asked)
    ? `One word to swap: you borrow a thing from someone and lend it to someone, so 'Can I borrow your ${thing || 'pen'}?'`
    : ASKED_WITH_BORROW_ME.test(asked)
      ? `One word to swap: you borrow a thing from someone and lend it to someone, so 'Can you lend me your ${thing || 'pen'}?' or 'Can I borrow your ${thing || 'pen'}?'`
      : 'You asked just right.';
  return {
    text: `Of course, here you go! Well, I'd hand you ${handed} if I could reach through the screen. ${howAsked} The usual replies are 'Sure, here you go', 'Of course, go ahead' or, if you need it back, 'Yes, but I need it back by Friday'.`,
    followUp: "Now you answer me: 'Can I borrow your phone for a minute?'",
  };
}
