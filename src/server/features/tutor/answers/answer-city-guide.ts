/** "What should I see in London?", "Is it expensive?": a city's sights, food or cost (city-guides.ts), then a question about the trip. */
import type { Answer, AnswerContext } from './answer';
import { findCityGuide, type CityGuide } from './city-guides';
import type { LearnerQuestion } from './detect-question';
import { leadIn } from './teacher-voice';

const FOLLOW_UPS = { sights: 'Which of those would you like to see first?', food: 'Are you someone who likes trying new food?', cost: 'How long are you planning to stay?' } as const;

/** A length of stay told: 'two weeks', 'for 10 days', 'a weekend', 'a month'. */
const TOLD_LENGTH = /\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|\d+)\s+(?:days?|nights?|weeks?|months?)\b|\b(?:a|the|one) (?:long )?weekend\b/i;

/** 'new-york' → 'New York'. */
const cityName = (guide: CityGuide) => guide.id.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

export function answerCityGuide(question: LearnerQuestion, context: AnswerContext): Answer | null {
  // The place may be named earlier in the same message ('I'm going to the US. What should I see there?').
  const { userMessages, lastUserMessage } = context.conversation;
  const found = findCityGuide(question.subject, userMessages.slice(0, -1), lastUserMessage ?? question.subject);
  if (!found) return null;
  // Asked of a country: the city most visitors start with, named first.
  const start = found.country ? ` Most visitors to ${found.country} begin in ${cityName(found.guide)}.` : '';
  // How long they stay was told already ('maybe two weeks, with my wife'): asked where, not again how long.
  const followUp = found.about === 'cost' && userMessages.some((message) => TOLD_LENGTH.test(message)) ? 'Have you found somewhere to stay yet?' : FOLLOW_UPS[found.about];
  return { text: `${leadIn(context)}${start} ${found.guide[found.about]}`, followUp };
}
