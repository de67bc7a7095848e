/**
 * 'Can we talk about something else? I don't like this topic.' inside the examiner's Part 1: he moves on to the test's next
 * topic at once, as an examiner does, never back to the one left. Only where Part 1 runs in topics
 * (question-banks/oliver-questions.ts), each opened by name ("Now let's talk about...").
 */
import { lastAskedIndex } from '../read-conversation';

/** Asked for another topic: 'Can we talk about something else?', "I don't like this topic", 'Can we change the topic?'. */
const ASKS_ANOTHER_TOPIC = /\b(?:(?:can|could) we (?:please )?(?:talk about|change to|move (?:on )?to|do) (?:something|anything) else|(?:can|could) we (?:please )?change (?:the|this) (?:topic|subject)|another (?:topic|subject),? please|i (?:don'?t|do not) like (?:this|that|the) topic)\b/i;
/** A question that opens one of Part 1's topics by name. */
const OPENS_A_TOPIC = /^(?:Now let's talk about|Let's move on to|Let's talk about)\b/;

export const PART_ONE_NEXT_TOPIC_EXAMPLES = ["Can we talk about something else? I don't like this topic.", 'Could we change the topic, please?', "I don't like this topic."];
export const PART_ONE_NEXT_TOPIC_COUNTER_EXAMPLES = ['I like this topic.', 'We talked about something else at dinner.', "Not really, I don't like the subject, it's boring."];

export function partOneNextTopic(message: string, questions: readonly string[] | undefined, assistantMessages: readonly string[]): string | null {
  if (!questions || !ASKS_ANOTHER_TOPIC.test(message)) return null;
  const lastAsked = lastAskedIndex(questions, assistantMessages);
  const next = questions.find((q, i) => i > lastAsked && OPENS_A_TOPIC.test(q));
  return next ? `Of course, let's move on. ${next}` : null;
}
