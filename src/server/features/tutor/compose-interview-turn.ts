/**
 * 'interview': with a question to ask (the subject), a short lead-in to the previous answer, then that
 * question. Without one the learner has just answered: only a brief reaction, because they choose
 * themselves whether to hear the next question or get feedback.
 */
import type { CompletionRequest } from '../../lib/language-model';
import { ACTION_PATTERN } from './analyze-interview-answer';
import { createChooser, fillTemplate, type Chooser } from './choose-variant';
import { findKeyPhrase } from './find-key-phrase';
import { JOB_WORDS } from './follow-up/told-fact-words';
import { findCorrections } from './grammar/find-corrections';
import { DETERMINERS, PREPOSITIONS } from './key-phrase-word-lists';
import { applyCorrections } from './phrase-corrections';
import { danielQuestions } from './question-banks/daniel-questions';
import { wasAlreadyAsked, type Conversation } from './read-conversation';

const OPENERS = ["Great, let's begin.", "Okay, let's get started.", "Thanks for joining me, let's start."];
const ECHO_LEAD_INS = [
  'Thank you, the part about {phrase} was helpful.',
  'Thanks for that, {phrase} gives me a clear picture.',
  'Okay, thanks for walking me through {phrase}.',
  'Good, I appreciate the detail about {phrase}.',
];
const PLAIN_LEAD_INS = ['Thank you for that answer.', "Okay, that's helpful, thank you.", 'Great, thanks for sharing that.'];
const TRANSITIONS = ['Next question.', "Let's move on.", 'Here is my next question.'];
const SHORT_ANSWER_WORDS = 12;

/** Reactions to an answer when no question follows: they never ask anything. */
const ECHO_REACTIONS = [
  'Thank you, the part about {phrase} was helpful.',
  'Thanks for that, hearing about {phrase} gives me a clear picture.',
  'Okay, thanks for walking me through {phrase}.',
  'Good, I appreciate the detail about {phrase}.',
  'Right, thank you, that helps me understand {phrase}.',
];
const PLAIN_REACTIONS = ['Thank you for that answer.', "Okay, that's helpful, thank you.", 'Great, thanks for sharing that.', 'I see, thank you for explaining.'];
/** {action} is what the learner did, told back to them: 'you led a team of six people'. */
const ACTION_NOTES = [
  "I've made a note that {action}.",
  'It is good to hear that {action}.',
  'It helps me to know that {action}.',
  'That tells me a lot, especially that {action}.',
];
const MAX_ACTION_WORDS = 9;
const CLAUSE_BREAK = /^(and|but|so|because|which|who|when|while|although|then|until|after|before)$/i;
/** Where a purpose or a phrase of place or company starts: a clause cut short there reads whole. */
const PHRASE_START = /^(?:to|with|for|in|on|at|from|by|during)$/i;
/** A clause cut short must not end on 'of', 'and' or 'the'. */
const isDangling = (word: string) => /^(of|and|or)$/i.test(word) || DETERMINERS.has(word.toLowerCase()) || PREPOSITIONS.has(word.toLowerCase());
const TURN_ROUND: Record<string, string> = { i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself', we: 'you', us: 'you', our: 'your' };

/** Behavioural questions Daniel asks when the browser does not name one. */
const FALLBACK_QUESTIONS = [...danielQuestions['Behavioral Questions']!, ...danielQuestions['Strengths and Weaknesses']!];

/** 'I led a team of six people, and...' becomes 'you led a team of six people'; null without a first-person action and what it was done to. */
export function ownAction(answer: string): string | null {
  const match = new RegExp(ACTION_PATTERN.source, 'i').exec(answer);
  if (!match) return null;
  const rest = answer.slice(match.index + match[0].length).split(/[.,;:!?\n]/)[0]!.trim();
  const words = rest ? rest.split(/\s+/) : [];
  const clauseEnd = words.findIndex((w) => CLAUSE_BREAK.test(w));
  let kept = words.slice(0, clauseEnd === -1 ? MAX_ACTION_WORDS : Math.min(clauseEnd, MAX_ACTION_WORDS));
  // Cut short by the word limit ('a meeting with the client to choose the main | features'): back to where a purpose or
  // another phrase began, so no noun is left without its head.
  if (kept.length === MAX_ACTION_WORDS && words.length > MAX_ACTION_WORDS) {
    const phraseStart = kept.findLastIndex((w, k) => k >= 2 && PHRASE_START.test(w));
    if (phraseStart !== -1) kept = kept.slice(0, phraseStart);
  }
  while (kept.length > 0 && isDangling(kept.at(-1)!)) kept = kept.slice(0, -1);
  if (kept.length === 0) return null; // 'you decided' alone says nothing back
  return [...match[0].split(/\s+/), ...kept].map((w) => TURN_ROUND[w.toLowerCase()] ?? w).join(' ');
}

async function reactToAnswer(answer: string, chooser: Chooser): Promise<string> {
  // The reaction quotes the learner, so it quotes them without their slips.
  return interviewerReaction(applyCorrections(answer, await findCorrections(answer, { max: 10 })), chooser);
}

/** An interviewer's thanks for an answer (already corrected: it is quoted), with what the learner did told back to them; never a question. */
export function interviewerReaction(corrected: string, chooser: Chooser): string {
  const found = findKeyPhrase(corrected);
  // 'a software developer' is the learner's job: 'your work as a software developer', not 'hearing about a software developer'.
  // A job said with no article ('experience as accountant') is said back as the learner's work, with one.
  const bareJob = found && !/\s/.test(found) && JOB_WORDS.has(found.toLowerCase()) ? `your work as ${/^[aeiou]/i.test(found) ? 'an' : 'a'} ${found}` : null;
  // 'I work well in a team': a phrase after a preposition says where or how, and is no subject to thank for ('walking me through a team').
  const saysWhereOrHow = !!found && new RegExp(String.raw`\b(?:in|on|at|with|for|to|from|by|into|under|within) ${found.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`, 'i').test(corrected);
  const phrase = bareJob ?? (found && /^an? /i.test(found) && JOB_WORDS.has(found.split(' ').at(-1)!.toLowerCase()) ? `your work as ${found}` : saysWhereOrHow ? null : found);
  const action = ownAction(corrected);
  const repeatsAction = !!phrase && !!action && action.toLowerCase().includes(phrase.toLowerCase());
  const first = phrase && !repeatsAction ? fillTemplate(chooser.pick('reaction', ECHO_REACTIONS), { phrase }) : chooser.pick('reaction', PLAIN_REACTIONS);
  return action ? `${first} ${fillTemplate(chooser.pick('action-note', ACTION_NOTES), { action })}` : first;
}

/**
 * 'Next question, please', 'I'm ready', 'Let's start', 'ask me questions', 'can you be the interviewer?': the learner asks
 * for a question (the page's button, typed). Short: an answer that says 'they ask me...' is an answer.
 */
const ASKS_FOR_QUESTION = /\b(?:next|another|first|new) (?:question|one)\b|\bone more question\b|\bi(?:'m| am) ready\b|\blet'?s (?:start|begin|go on|continue|move on)\b|\bask me\b|\bstart the interview\b|\bbe the interviewer\b|^(?:ok(?:ay)?,? )?next[.!?]*$/i;
const MOST_WORDS_OF_A_REQUEST = 10;
export const asksForQuestion = (message: string): boolean => message.trim().split(/\s+/).length <= MOST_WORDS_OF_A_REQUEST && ASKS_FOR_QUESTION.test(message);

/** 'hi', 'Hello Daniel!', 'good morning': a greeting, no answer to thank for. */
/** Questions that follow on from another, asked only right after it: 'that strength' needs the strength named. */
const FOLLOWS_ON: ReadonlyMap<string, RegExp> = new Map([
  ['Can you give me an example that proves that strength?', /\bgreatest strength\b/i],
  ['What steps have you taken to improve that weakness?', /\bweakness you are actively working on\b/i],
]);
/** The job, told in a learner's opening among other sentences ('I have interview for software engineer position next week'). Groups: the job. */
const JOB_TOLD = /\bi(?:'m| am) (?:applying|interviewing) for (?:a |an |the )?(?:job as (?:a |an )?)?([\p{L} -]{3,40}?) (?:interview|job|position|role)\b|\bi have (?:a |an )?(?:job )?interview for (?:a |an |the )?([\p{L} -]{3,40}?) (?:position|role|job)\b/iu;
/** A first message asking to begin ('Can we practice?', 'I am ready for mock interview'). */
const ASKS_TO_START = /\b(?:can we (?:practi[cs]e|start|begin|do it)|i(?:'m| am) ready|let'?s (?:start|begin)|(?:a |the )?mock interview)\b/i;
const GREETING = /^(?:hi+|hello|hey|good (?:morning|afternoon|evening))(?: there)?(?:,? daniel)?[\s!.,]*$/i;
/**
 * What the interview is for, told before any answer: 'I'm applying for a job as a receptionist in a hotel', 'I'd like to
 * practise for a project manager interview', 'I have an interview for a nurse position'. Group 1: the job.
 */
const PRACTICE_FOR = /^(?:(?:hi|hello|hey)(?: daniel)?[,!.]?\s+)?(?:i(?:'m| am) (?:applying|interviewing) for (?:a |an |the )?(?:job as (?:a |an )?)?|i(?:'d| would) like to (?:practi[cs]e|prepare) for (?:a |an |my )?|i have (?:a |an )(?:job )?interview for (?:a |an |the )?)([\p{L} -]{3,40}?)(?: (?:interview|job|position|role))?(?: (?:in|at) (?:a |an |the )?[\p{L} ]{2,30})?\s*[.!]*$/iu;

export const INTERVIEW_OPENING_EXAMPLES = {
  greetings: ['hi', 'Hello Daniel!', 'good morning'],
  practiceFor: ["I'm applying for a job as a receptionist in a hotel", "Hi Daniel, I'd like to practise for a project manager interview", 'I have an interview for a nurse position', 'Hi, I am Wei. I have interview for software engineer position next week in a fintech company. Can we practice?', 'Hello Daniel, I am Rahul, I am applying for project coordinator role in a automotive company. I am ready for mock interview.'],
  starts: ['I am ready.', "Let's start the mock interview."],
  answers: ['I am a good worker and I like working with people.', 'Hi, I think my best quality is patience.'],
} as const;

export async function composeInterviewTurn(request: CompletionRequest, conversation: Conversation): Promise<string> {
  const chooser = createChooser(conversation.seed);
  const said = conversation.lastUserMessage?.trim() ?? '';
  // Before any answer: a greeting, or the job the practice is for, gets the first question, not thanks for an answer.
  // As learners open, too: 'Hi, I am Wei. I have interview for software engineer position next week. Can we practice?'.
  const isFirstMessage = conversation.userMessages.length <= 1;
  const jobTold = isFirstMessage ? (JOB_TOLD.exec(said)?.slice(1).find((group) => group !== undefined) ?? null) : null;
  const practiceFor = request.subject ? null : (PRACTICE_FOR.exec(said)?.[1] ?? jobTold);
  if (!request.subject && (GREETING.test(said) || practiceFor || (isFirstMessage && ASKS_TO_START.test(said) && !asksForQuestion(said)))) {
    const fresh = FALLBACK_QUESTIONS.filter((q) => !wasAlreadyAsked(q, conversation.assistantMessages) && !FOLLOWS_ON.has(q));
    const question = chooser.pick('question', fresh.length > 0 ? fresh : FALLBACK_QUESTIONS);
    const job = practiceFor?.trim().toLowerCase();
    return job ? `${/^[aeiou]/.test(job) ? 'An' : 'A'} ${job} role, good to know: choose the parts of your stories that fit it. Let's begin. ${question}` : `${GREETING.test(said) ? 'Hello! ' : ''}Let's begin. ${question}`;
  }
  const typedNext = asksForQuestion(conversation.lastUserMessage ?? '');
  // Asked for the next question in words: the next one, as if nothing had been answered yet this turn.
  const answer = typedNext ? undefined : conversation.lastUserMessage;
  const subject = request.subject?.trim();
  if (!subject && answer) return reactToAnswer(answer, chooser);

  // With nothing answered yet and no question named, Daniel opens with a behavioural question of his own; a question that
  // follows on from another ('that weakness') only right after it.
  const lastAsked = conversation.assistantMessages.at(-1) ?? '';
  const fresh = FALLBACK_QUESTIONS.filter((q) => !wasAlreadyAsked(q, conversation.assistantMessages) && (!FOLLOWS_ON.has(q) || FOLLOWS_ON.get(q)!.test(lastAsked)));
  const question = subject || chooser.pick('question', fresh.length > 0 ? fresh : FALLBACK_QUESTIONS);
  if (!answer) return `${typedNext ? 'Of course.' : chooser.pick('opener', OPENERS)} ${question}`;
  const phrase = answer.split(/\s+/).length > SHORT_ANSWER_WORDS ? findKeyPhrase(answer) : null;
  const leadIn = phrase ? fillTemplate(chooser.pick('lead-in', ECHO_LEAD_INS), { phrase }) : chooser.pick('lead-in', PLAIN_LEAD_INS);
  return `${leadIn} ${chooser.pick('transition', TRANSITIONS)} ${question}`;
}
