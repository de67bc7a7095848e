/**
 * Daniel asks the learner to put a question to the interviewer ('What question would you ask me about the team?',
 * 'How would you politely ask about the next steps?'), and the learner asks it: 'What does a typical day look like in
 * this role?'. That question is their answer to practise, not a question for the coach to answer or dodge. He says what
 * it does for them in an interview (by its theme), whether it is open, answers it briefly as an interviewer would, and
 * asks the next question of the section.
 */
import type { TutorTeacher } from '../../../lib/language-model';
import type { Chooser } from '../choose-variant';

/** His turns that ask the learner to phrase a question of their own for the interviewer. */
export const ASKS_FOR_THEIR_QUESTION = /\b(?:what question would you ask|what would you ask|how would you (?:politely )?ask|how could you ask|what would you like to know about|what question would show|which question would you ask)\b/i;

/**
 * A question put to the coach about the task, not the practice question itself: 'What should I ask?', 'Can I ask about
 * salary?', 'Can you give me an example?'; 'Can I work from home sometimes?' and 'When can I start?' are for the interviewer.
 */
const ASKS_THE_COACH = /\bquestions? to ask\b|\bwhat (?:is|are) (?:a )?good questions?\b|\b(?:should|can|could|may|must) i (?:ask|say|use|mention|put|write|start with|begin with|talk about)\b|\bdo i (?:need|have) to\b|\bis it (?:ok(?:ay)?|fine|rude|good|bad) to ask\b|\bi (?:don'?t|do not) know\b|\b(?:give me|show me|tell me) (?:an? )?(?:example|idea|model|some)\b|\bwhat (?:do|does) (?:it|that) mean\b|\bexample\b/i;

export type QuestionTheme = {
  id: string;
  pattern: RegExp;
  /** What asking it tells the interviewer about the learner. */
  does: string;
  /** How an interviewer might answer it, in a sentence or two. */
  answer: string;
  /** Learner questions of this theme, and questions of no theme or another, run as tests. */
  examples: readonly string[];
  counterExamples: readonly string[];
};

/** The themes of good questions for an interviewer, first match wins (money first: its advice differs; the team, the widest, last). */
export const QUESTION_THEMES: readonly QuestionTheme[] = [
  {
    id: 'pay-and-leave',
    pattern: /\b(?:salary|pay|paid|bonus|holidays?|vacation|days off|benefits|raise)\b/i,
    does: 'It is a fair thing to want to know, but in a first interview it is safer to wait until they raise it or make an offer.',
    answer: "We'll go through the whole package with you at the offer stage.",
    examples: ['How many holidays do I get?', 'What is the salary for this position?'],
    counterExamples: ['What does a typical day look like in this role?'],
  },
  {
    id: 'day-to-day',
    pattern: /\b(?:typical|normal|usual|average) (?:day|week)\b|\bday[- ]to[- ]day\b|\bdaily\b|\b(?:main|key) (?:tasks|responsibilities|duties)\b/i,
    does: 'It shows you are already picturing yourself doing the job.',
    answer: 'Most days start with a short team check-in, then you would work on your own projects and meet clients a couple of times a week.',
    examples: ['What does a typical day look like in this role?', 'What are the main responsibilities day to day?'],
    counterExamples: ['How big is the team?'],
  },
  {
    id: 'success',
    pattern: /\bsuccess(?:ful)?\b|\bmeasure\b|\bexpect(?:ations?)?\b|\bfirst (?:three|3|six|6) months\b|\bfirst (?:90|ninety) days\b|\bgoals?\b/i,
    does: 'It tells the interviewer you care about doing well from the start.',
    answer: 'In the first three months we would want you to know our main clients and to run one small project on your own.',
    examples: ['How do you measure success in this position?', 'What would you expect from me in the first three months?'],
    counterExamples: ['Who would I work with most?'],
  },
  {
    id: 'challenges',
    pattern: /\bchalleng\w*\b|\bdifficult\w*\b|\bhardest\b|\bproblems?\b/i,
    does: 'It shows you are ready for the hard parts, not only the good ones.',
    answer: 'The hardest part right now is a busy season from October to December, when everything has to move fast.',
    examples: ['What are the biggest challenges for the team right now?', 'What is the hardest part of this job?'],
    counterExamples: ['What are the next steps after today?'],
  },
  {
    id: 'the-company',
    pattern: /\b(?:company|companies|organi[sz]ation|business|firm)(?:'s)?\b.*\b(?:plans?|future|strategy|products?|markets?|clients?|customers?|launch|expand\w*|grow\w*)\b|\b(?:new|latest) (?:products?|project|office|launch)\b|\bi (?:read|saw|noticed)\b/i,
    does: 'It proves you researched the company, which makes you stand out.',
    answer: 'Yes, we are opening an office in Lisbon next year, so this team will grow.',
    examples: ['I read that you are opening a new office. How will that change the team?', "What are the company's plans for the next five years?"],
    counterExamples: ['What are the next steps after today?'],
  },
  {
    id: 'growth',
    pattern: /\bgrow(?:th)?\b|\btraining\b|\blearn(?:ing)?\b|\bdevelop(?:ment)?\b|\bcareer\b|\bpromot(?:ion|ed)\b|\bprogress(?:ion)?\b/i,
    does: 'It shows you plan to stay and get better, which every employer wants to hear.',
    answer: 'Everyone has a training budget, and we review your goals with you every six months.',
    examples: ['Are there opportunities to grow in this role?', 'What training do you offer new employees?'],
    counterExamples: ['How big is the team?'],
  },
  {
    id: 'culture',
    pattern: /\bculture\b|\bvalues\b|\b(?:work(?:ing)?|office) (?:environment|atmosphere)\b|\bwhat do you (?:like|enjoy) (?:most )?about working\b/i,
    does: 'It shows you want a place where you will fit in, not just any job.',
    answer: 'People here help each other a lot, and we keep meetings short so there is time for real work.',
    examples: ['What is the company culture like?', 'What do you like most about working here?'],
    counterExamples: ['When will I hear back?'],
  },
  {
    id: 'next-steps',
    pattern: /\bnext steps?\b|\b(?:hiring|interview|selection) process\b|\bthe process\b|\bhear (?:back|from you)\b|\btimeline\b|\bwhen (?:will|can|could|do) (?:i|you|we)\b/i,
    does: 'It is a calm, professional way to end: you show interest and learn what to expect.',
    answer: 'We will decide by the end of next week, and there is one more short interview with the director.',
    examples: ['What are the next steps after today?', 'When will I hear back from you?', 'Could you tell me about the next steps?'],
    counterExamples: ['What does a typical day look like in this role?'],
  },
  {
    id: 'team',
    pattern: /\bteam\b|\bcolleagues?\b|\bwork (?:with|closely)\b|\breport to\b|\bmanager\b|\bwho would i\b/i,
    does: 'It shows you care about the people you would work with.',
    answer: "You'd join a team of six, and your manager would be the head of sales.",
    examples: ['How big is the team?', 'Who would I work with most?', 'Can you tell me about the team I would join?'],
    counterExamples: ['What is the company culture like?'],
  },
];

/** Open questions ask 'what' or 'how', or ask politely to be told; a yes/no question may get one word back. */
const CLOSED_QUESTION = /^(?:and |so )?(?:do|does|did|is|are|was|were|will|would|have|has|can|could)\b(?! you (?:tell|describe|explain|say|walk) )/i;
const POLITE_OPENING = /^(?:could|can|would) you (?:please )?(?:tell|describe|explain|walk)\b|^i(?:'d| would) (?:like|love) to know\b|^i was wondering\b|^may i ask\b/i;

/** The theme of a learner's question for the interviewer, or null. */
export const themeOfQuestion = (question: string): QuestionTheme | null => QUESTION_THEMES.find((theme) => theme.pattern.test(question)) ?? null;

/** Whether the learner's message is the question they were asked to put to the interviewer. */
export function isTheirQuestionForTheInterviewer(message: string, teacher: TutorTeacher, lastTurn: string | undefined): boolean {
  if (teacher.task !== 'interview' || !lastTurn || !ASKS_FOR_THEIR_QUESTION.test(lastTurn.split(/(?<=[.!?])\s+/).at(-1) ?? '')) return false;
  const text = message.trim();
  const words = text.split(/\s+/).length;
  return /\?\s*$/.test(text) && words >= 4 && words <= 40 && !ASKS_THE_COACH.test(text.replace(/^(?:[^?.!]*[.!]\s+)/, ''));
}

/** Help asked with the question to put ('What should I ask?', 'no idea what to ask', 'Can you give me an example?'). */
const ASKS_WHAT_TO_ASK = /\bgood questions? to ask\b|\bquestions? (?:should|could|can) i ask\b|\b(?:what|which) (?:question )?(?:should|can|could|do) i ask\b|\bi (?:don'?t|do not) know what to ask\b|\b(?:give me|show me|tell me) (?:an? )?(?:example|idea|model)\b|^(?:any |an? )?(?:example|idea)s?\??$|\bhelp me\b(?! with (?:my|the|a|an) (?:cv|résumé|resume|cover letter|letter|e-?mail|answer|english|grammar))/i;

/**
 * Questions to put, asked for while his turn waits for one: two of the theme asked about (or of his own prompt's), and
 * his prompt again for the learner's own words.
 */
export function questionsToSuggest(message: string, teacher: TutorTeacher, lastTurn: string | undefined): string | null {
  const prompt = lastTurn?.split(/(?<=[.!?])\s+/).at(-1) ?? '';
  if (teacher.task !== 'interview' || !ASKS_FOR_THEIR_QUESTION.test(prompt) || !ASKS_WHAT_TO_ASK.test(message.trim())) return null;
  const asked = themeOfQuestion(message);
  const prompted = themeOfQuestion(prompt);
  const theme = asked ?? prompted ?? QUESTION_THEMES.find((t) => t.id === 'day-to-day')!;
  const [first, second] = theme.examples;
  // A theme of their own ('What should I ask about the culture?'): their try is on it, not on his prompt.
  const tryIt = asked && asked !== prompted ? 'Now try one in your own words.' : `Now try one in your own words: ${prompt}`;
  return `You could ask: "${first}"${second ? ` or "${second}"` : ''} ${tryIt}`;
}

/** The coach's word on the learner's question: what it does for them, whether it is open, and the interviewer's brief answer. */
export function feedbackOnTheirQuestion(message: string, chooser: Chooser): string {
  const question = message.trim().split(/(?<=[.!])\s+/).at(-1)!.trim();
  const theme = themeOfQuestion(question);
  const praise = chooser.pick('interviewer-question-praise', theme?.id === 'pay-and-leave' ? ['Careful with this one.'] : ['Good question to ask.', 'That works well.', 'Nice one.']);
  const does = theme?.does ?? 'Asking something of your own shows interest; tie it to the job itself (the work, the team, how success is measured) and it will show even more.';
  const shape = CLOSED_QUESTION.test(question)
    ? "It is a yes/no question, though, so you may get a one-word answer: open it with 'What' or 'How' to get them talking."
    : POLITE_OPENING.test(question)
      ? 'And opening it politely sounds natural in an interview.'
      : '';
  const answer = theme && theme.id !== 'pay-and-leave' ? `As your interviewer I might say: "${theme.answer}"` : '';
  return [praise, does, shape, answer].filter(Boolean).join(' ');
}
