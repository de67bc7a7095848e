/** "What should I see in London?", "Is it expensive?": a city's sights, food or cost (city-guides.ts), then a question about the trip. */
import type { Answer, AnswerContext } from './answer';
import { findCityGuide } from './city-guides';
import type { LearnerQuestion } from './detect-question';
import { leadIn } from './teacher-voice';

const FOLLOW_UPS = { sights: 'Which of those would you like to see first?', food: 'Are you someone who likes trying new food?', cost: 'How long are you planning to stay?' } as const;

export function answerCityGuide(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const found = findCityGuide(question.subject, context.conversation.userMessages.slice(0, -1));
  if (!found) return null;
  return { text: `${leadIn(context)} ${found.guide[found.about]}`, followUp: FOLLOW_UPS[found.about] };
}
