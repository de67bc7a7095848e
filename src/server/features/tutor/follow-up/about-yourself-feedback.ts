/**
 * An answer to "Tell me about yourself" the learner asked help to build ("Can you help me prepare an answer?"): the
 * coach says which of the three parts it has (what you do now, what got you here, why this role is next), what
 * to add, and how long it was against the minute it should take, then asks for it again. Each part is read from how
 * learners say it, with examples and counter-examples in about-yourself-feedback.test.ts.
 */

/** The promise the coach made when asked to help (answer-help-request.ts): only then is an answer coached, not just heard. */
export const COACHING_PROMISE = "I'll tell you what works and what to add";

type Part = { id: 'now' | 'before' | 'next'; said: RegExp; works: string; toAdd: string };

const PARTS: readonly Part[] = [
  {
    id: 'now',
    // 'I am nurse in a big hospital': the job said without its article is where they are now too.
    said: /\b(?:i(?:'m| am) (?:a|an|currently|working|studying|in my)\b|i(?:'m| am) \p{L}+ (?:at|in|for) (?:a|an|the|my|\d+|one|two|three|four|five|six|seven|eight|nine|ten|several|many)\b|i (?:currently )?(?:work|study|teach|manage|run|lead) (?:as|at|in|for|a|an|the)\b|i(?:'ve| have) just (?:finished|graduated|completed)\b|currently\b|at the moment\b|right now\b|these days\b)/iu,
    works: 'you say where you are now',
    toAdd: "start with where you are now, in one sentence, like I've just finished my degree in business, or I work as a sales assistant",
  },
  {
    id: 'before',
    said: /\b(?:i (?:studied|worked|did|graduated|finished|completed|spent|started|was|led|managed|organi[sz]ed|built|created|won)\b|\b(?:for|since) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|several|many) (?:years|months)\b|i(?:'ve| have) (?:worked|been|studied|done|led|managed)\b|(?:an? )?internship\b|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|several) (?:years|months) (?:ago|of experience)\b|before that\b|previously\b)/i,
    works: 'you give what got you here',
    toAdd: 'add one or two things that got you here, with a result, like I ran our social media and doubled our followers in six months',
  },
  {
    id: 'next',
    said: /\b(?:i (?:want|would like|'d like|hope|plan) to\b|i(?:'m| am) (?:looking for|looking to|keen|excited|interested)\b|(?:this|the|your) (?:role|job|position|team|company)\b|next step\b|that(?:'s| is) why\b|because i (?:love|enjoy|like)\b)/i,
    works: 'you say why this role is your next step',
    toAdd: 'end with why this role is your next step, like that is why I am excited about this marketing role',
  },
];

/** About a minute spoken: the answer's length in words, with room either side. */
const WORDS_FOR_A_MINUTE = { short: 60, long: 200 };

/** The coach's feedback on the learner's answer, when the teacher's last turn promised it for "Tell me about yourself". */
export function coachAboutYourself(message: string, lastTurn: string | undefined): { acknowledgement: string; question: string } | null {
  if (!lastTurn?.includes(COACHING_PROMISE) || !/\btell me about yourself\b/i.test(lastTurn)) return null;
  return aboutYourselfFeedback(message);
}

/** "Tell me about yourself" asked in the coach's recent turns, or the topic itself: an answer to it is judged by its three parts, not STAR. */
export function answersTellMeAboutYourself(topic: string, assistantMessages: readonly string[], answer: string): boolean {
  if (assistantMessages.slice(-2).some((turn) => /\b(?:tell me (?:a little |a bit )?about yourself|introduce yourself)\b/i.test(turn))) return true;
  // In its own topic, an answer that says where they are now and tells no story ('Once our team had a conflict...').
  return topic === 'Tell Me About Yourself' && PARTS[0]!.said.test(answer) && !TELLS_A_STORY.test(answer);
}

/** A story told, as a behavioural answer is: it opens with a time ('Once...', 'Last year...', 'When I was a student...'). */
const TELLS_A_STORY = /\b(?:when i was|once|at my last job|last (?:year|month|week|summer)|one (?:day|time))\b/i;

/** Which of the three parts an answer to "Tell me about yourself" has, what to add, and its length against a minute spoken. */
export function aboutYourselfFeedback(message: string): { acknowledgement: string; question: string } | null {
  const words = message.trim().split(/\s+/).length;
  // A question back or a word or two is no answer to coach.
  if (/\?\s*$/.test(message.trim()) || words < 8) return null;
  const has = PARTS.filter((part) => part.said.test(message));
  const missing = PARTS.filter((part) => !has.includes(part));
  const works = has.length > 0 ? `What works: ${joinAnd(has.map((part) => part.works))}.` : 'You have made a start, and now it needs its shape.';
  const toAdd = missing.length > 0 ? ` To make it stronger, ${joinAnd(missing.map((part) => part.toAdd))}.` : ' All three parts are there: now, what got you here, and what comes next.';
  const length = words < WORDS_FOR_A_MINUTE.short
    ? ` It was ${words} words; about a minute is 100 to 150, so give each part a sentence or two.`
    : words > WORDS_FOR_A_MINUTE.long ? ` It was ${words} words, which is over a minute and a half spoken: keep one example for each part.` : '';
  return { acknowledgement: `${works}${toAdd}${length}`, question: 'Now try it again, as if I were the interviewer: tell me about yourself.' };
}

// Parts that hold commas of their own are kept apart with a semicolon.
const joinAnd = (items: readonly string[]) => (items.length < 3 ? items.join(items.some((item) => item.includes(',')) ? '; and ' : ' and ') : `${items.slice(0, -1).join('; ')}; and ${items.at(-1)}`);
