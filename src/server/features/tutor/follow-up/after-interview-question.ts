/**
 * An answer to one of Daniel's interview questions in a conversation (a mock interview he started, or a question
 * the learner named to practise): he reacts as an interviewer does, with thanks and what they did told back, and
 * asks the next question of the interview underway, instead of taking the answer for news about the learner's life
 * ("I plan my week every Monday" is no request for a study plan, "solving problems" no hard time).
 */
import { GENERAL_CONVERSATION_TOPIC } from '#/shared/constants';
import type { TutorTeacher } from '../../../lib/language-model';
import { capitalizeFirst, type Chooser } from '../choose-variant';
import { interviewerReaction } from '../compose-interview-turn';
import { pickFollowUpQuestion, teacherQuestionBanks } from '../pick-follow-up-question';
import type { LearnerFacts } from './learner-facts';
import { normalizeForComparison } from '../read-conversation';
import { namedQuestion } from './question-request';
import { inSecondPerson } from '../answers/say-back';
import { STAR_EXAMPLES } from '../answers/answer-interview';
import type { FactResponse } from './respond-to-facts';
import { coachAboutYourself } from './about-yourself-feedback';
import { analyzeInterviewAnswer } from '../analyze-interview-answer';
import { starStructure } from '../compose-interview-feedback';
import { explainerFor } from '../explain';
import { detectMood } from '../detect-mood';
import { newsTold } from './news-told';
import { feedbackOnTheirQuestion, isTheirQuestionForTheInterviewer } from './question-for-the-interviewer';

/** How Daniel's tips end (answer-interview.ts): a practice question put as the interviewer would. */
const PRACTICE_TURN = /(?:\b(?:try it now|want to try(?: it)?|let['’]s practi[sc]e|let['’]s start with the first|let['’]s make it familiar now)\b[^.?!]*[:?.!]\s*(?:tell me|what|why|how|where|describe|give me)\b[\s\S]*[?.]$)|\bas if I were the interviewer\.$|\bin those four steps\.$|\busing situation, task, action and result\.$/i;

/** What the interview is for, told instead of an answer: 'It is for a receptionist job in a hotel', 'The job is a sales role', "I'm applying for a developer job". */
const INTERVIEW_FOR = /^(?:(?:well|ok(?:ay)?|so|oh|sorry)[,!.]?\s+)?(?:it(?:'s| is)|the (?:interview|job|position|role) is|i(?:'m| am) (?:applying|interviewing) for) (?:for )?((?:a |an |the )?[\p{L} -]{2,40}?\b(?:job|position|role|post)(?: (?:in|at|with) (?:a |an |the )?[\p{L} ]{2,30})?)\s*[.!]?$/iu;


/** The interview question a turn ends with, without its lead ('Try it now:', 'So,'): 'tell me about yourself.' */
const questionPutIn = (turn: string) => turn.trim().split(/(?<=[.!?])\s+/).at(-1)!.replace(/^[^:]*:\s*/, '').replace(/^so,\s*/i, '');

const NEXT = ['Next question.', "Let's move on.", 'Here is my next question.'];

/** Whether the teacher's last turn put one of their interview questions, or the question the learner named just before. */
export function askedInterviewQuestion(teacher: TutorTeacher, lastTurn: string | undefined, learnerBefore: string | undefined): boolean {
  if (teacher.task !== 'interview' || !lastTurn) return false;
  const said = normalizeForComparison(lastTurn);
  const named = learnerBefore ? namedQuestion(learnerBefore) : null;
  if (named && said.endsWith(normalizeForComparison(named))) return true;
  // His own practice turns after a tip ('Want to try it? Tell me about a time you solved a problem, in those four steps.').
  if (PRACTICE_TURN.test(lastTurn.trim())) return true;
  // His sections' questions; not the general ones he asks before any ('What job are you preparing for?'), whose answer is news.
  return Object.entries(teacherQuestionBanks[teacher.slug] ?? {})
    .filter(([section]) => section !== GENERAL_CONVERSATION_TOPIC)
    .flatMap(([, questions]) => questions)
    .some((question) => said.endsWith(normalizeForComparison(question)));
}

/**
 * Job news told with joy or thanks, short or said to be new ('I got the job!', 'They offered me the position this morning,
 * thank you!'). An achievement told as a story ('My biggest achievement was when I got promoted', 'In my last company I
 * was promoted after I fixed...!') is an answer to score.
 */
const JOB_NEWS = new Set(['new-job', 'accepted']);
const TOLD_AS_A_STORY = /\b(?:when|after|before|because|until) i (?:got|was|had been)\b|\b(?:last|previous|former|first|old) (?:company|job|role|employer)\b|\bachievement\b/i;
const SAID_TO_BE_NEW = /\b(?:just|today|finally|this (?:morning|afternoon|week)|yesterday|tonight)\b/i;
const MOST_NEWS_WORDS = 15;
export const isJobNewsToCelebrate = (message: string): boolean =>
  JOB_NEWS.has(newsTold(message, 'en') ?? '') && !TOLD_AS_A_STORY.test(message) && /!|\bthank/i.test(message) && (message.trim().split(/\s+/).length <= MOST_NEWS_WORDS || SAID_TO_BE_NEW.test(message));

/** Fewer words than this are a remark ('thanks daniel', 'ok sure'), not an answer to an interview question. */
const FEWEST_ANSWER_WORDS = 3;

/** `facts`: what the learner told, so the next question does not ask for it again ('Which role are you preparing for?'). */
export function respondToInterviewAnswer(input: { message: string; previousMessage: string | undefined; teacher: TutorTeacher; topic: string; assistantMessages: readonly string[]; chooser: Chooser; facts?: LearnerFacts }): FactResponse | null {
  const { message, previousMessage, teacher, assistantMessages, chooser } = input;
  // 'What does a typical day look like in this role?' to 'What question would you ask me about...?': the question
  // they were asked to put to the interviewer, heard as their answer.
  if (isTheirQuestionForTheInterviewer(message, teacher, assistantMessages.at(-1))) {
    const next = nextInterviewQuestion(input);
    return next ? { acknowledgement: feedbackOnTheirQuestion(message, chooser), question: next } : null;
  }
  // 'How do I answer that?' asks the coach; it is no answer to the interviewer.
  if (/\?\s*$/.test(message.trim())) return null;
  // 'thanks daniel', 'ok': a word or two is no answer to an interview question.
  if (message.trim().split(/\s+/).length < FEWEST_ANSWER_WORDS) return null;
  // 'I got the job!!! thank you so much', "I've been promoted!": the news the practice was for, met as news, not scored.
  if (isJobNewsToCelebrate(message)) return null;
  // The rest of a story begun just before: heard whole, then the interview goes on (a plea for help
  // sent instead, 'no idea what comes next, can you help me', is no rest of it).
  if (teacher.task === 'interview' && previousMessage && assistantMessages.at(-1)?.trim().endsWith(STORY_GOES_ON) && !ASKS_FOR_HELP_INSTEAD.test(message)) {
    const next = nextInterviewQuestion(input);
    return next ? { acknowledgement: interviewerReaction(`${previousMessage} ${message}`, chooser), question: next } : null;
  }
  if (!askedInterviewQuestion(teacher, assistantMessages.at(-1), previousMessage)) {
    // A work story told unasked ('Last year our team had a big problem... As a result, we delivered...'): an answer all
    // the same, heard as a coach hears one (what it covered of STAR), not as news of a hard time.
    if (teacher.task !== 'interview' || !isVolunteeredStory(message)) return null;
    const next = nextInterviewQuestion(input);
    return next ? { acknowledgement: `${interviewerReaction(message, chooser)} ${starStructure(message, explainerFor({}))}`, question: next } : null;
  }
  // An answer the learner asked help to build ('Can you help me prepare an answer?'): coached, not just heard.
  const coached = coachAboutYourself(message, assistantMessages.at(-1));
  if (coached) return coached;
  // 'It is for a receptionist job in a hotel': what the interview is for, told before answering; the question again.
  const context = INTERVIEW_FOR.exec(message.trim());
  if (context) {
    const asked = questionPutIn(assistantMessages.at(-1)!);
    return { acknowledgement: `${capitalizeFirst(inSecondPerson(context[1]!.trim()))}, good to know: choose the parts of your story that fit it.`, question: `So, ${asked}` };
  }
  // 'I am a creative person' to 'Describe a situation where...': a story question answered with no story.
  const storyAsked = questionPutIn(assistantMessages.at(-1)!);
  if (ASKS_FOR_A_STORY.test(storyAsked) && !TELLS_AN_EVENT.test(message)) {
    return { acknowledgement: "That's good to know about you.", question: `For this question, though, I need one real example: ${aTimeAsked(storyAsked)} What happened, and what did you do?` };
  }
  // 'Last year I was working on a project with a colleague who never answered my emails.': a story begun, the situation
  // only; the learner is told to go on, and the next message is heard as the rest of it (storyBegunBefore).
  if (ASKS_FOR_A_STORY.test(storyAsked) && isStoryBegun(message)) return { acknowledgement: 'Good start: I can picture the situation.', question: STORY_GOES_ON };
  const question = nextInterviewQuestion(input);
  return question ? { acknowledgement: interviewerReaction(message, chooser), question } : null;
}

/** The interview goes on in its section; after a question the learner named, in the teacher's first one. */
function nextInterviewQuestion(input: { teacher: TutorTeacher; topic: string; assistantMessages: readonly string[]; chooser: Chooser; facts?: LearnerFacts }): string | null {
  const { teacher, topic, assistantMessages, chooser } = input;
  const bank = teacherQuestionBanks[teacher.slug] ?? {};
  // Outside a section, from his first (his general questions, asked before any, are no interview question).
  const section = bank[topic] && topic !== GENERAL_CONVERSATION_TOPIC ? topic : (Object.keys(bank).find((name) => name !== GENERAL_CONVERSATION_TOPIC) ?? topic);
  const question = pickFollowUpQuestion({ teacher, topic: section, assistantMessages, chooser, facts: input.facts });
  return question ? `${chooser.pick('interview-next', NEXT)} ${question}` : null;
}

/** What a story from work names: people and things of a job. */
const WORK_WORDS = /\b(?:team|client|customers?|project|manager|boss|colleagues?|deadline|company|office|meeting|sales|shift|report|budget)\b/i;
/** Hard news of the learner's own, whatever the rest says. */
const HARD_NEWS = /\b(?:lost my job|was fired|got fired|laid off|made redundant|died|passed away|in hospital|very sick|depressed|terrible)\b/i;
/** Words enough for a story with a shape, not a line of news ('I had a problem with my boss yesterday.'). */
const FEWEST_STORY_WORDS = 30;
/** A story of work told with what the learner did and how it ended: STAR's action and result, in the past. */
function isVolunteeredStory(message: string): boolean {
  if (message.trim().split(/\s+/).length < FEWEST_STORY_WORDS || !TELLS_AN_EVENT.test(message)) return false;
  // Of work ('the client', 'our team', 'the deadline'), and no hard time of the learner's own (a job lost, a father ill):
  // that is news to meet with sympathy, not an answer to score.
  // A problem at work solved is a story; one that ends badly ('...and I felt terrible') is not one to score.
  const ending = message.trim().split(/(?<=[.!?])\s+/).at(-1)!;
  if (!WORK_WORDS.test(message) || HARD_NEWS.test(message) || detectMood(ending) === 'negative') return false;
  const { starParts } = analyzeInterviewAnswer(message);
  return starParts.action && starParts.result;
}

/** "Can you give me an example?", "I'm not sure, show me one", "I have no idea", "stuck": asked of the interview question just put. */
const ASKS_FOR_AN_EXAMPLE = /^(?:(?:i'?m not sure|i don'?t know|hmm+|sorry|ok(?:ay)?)[,.!]*\s+)*(?:(?:can|could) you (?:please )?(?:give|show) me (?:an example|one|an example answer|a model answer)|(?:an )?example(?: answer)?,? please|what would you say|how would you answer (?:it|that|this)|(?:i'?m )?stuck|i (?:really )?(?:don'?t|do not) know (?:what to say|how to (?:answer|start|begin)(?: (?:it|this|that))?)|i have no idea(?: what to say| how to answer)?|i(?:'m| am) not sure (?:what to say|how to (?:answer|start))|i can'?t (?:answer (?:it|this|that)|think of anything)|(?:it'?s|this is|that'?s) (?:too |very |really |so )?(?:hard|difficult)(?: for me)?|help(?: me)?(?:,? please)?)\s*[?.!]*$/i;
/**
 * Something that happened, told: a first-person verb in the past ('I had to', 'we finished', 'I was'). 'I'm organised'
 * is no event, though it ends in -ed; a learner's present for the past ('I finish the project in time') is not read.
 */
const TELLS_AN_EVENT = /\b(?:I|we|my team|our team)\s+(?:(?:also|then|just|finally|quickly|immediately|really|always|first|had to|managed to|decided to|tried to)\s+)?(?:was|were|had|did|went|made|took|gave|got|led|told|said|found|felt|knew|thought|came|saw|wrote|ran|began|spent|met|kept|left|brought|bought|built|chose|sold|sent|taught|won|lost|paid|put|set|understood|became|stayed|worked|asked|\p{L}{2,}ed)\b/iu;

/** 'Describe a situation where you had to meet a tight deadline.' -> 'a time you had to meet a tight deadline.' */
function aTimeAsked(question: string): string {
  const what = /\b(?:a (?:time|situation)|an example of a time)(?: (?:when|where|in which))? (.+?)[.?!]*$/i.exec(question)?.[1];
  return what ? `a time ${what}.` : 'one time it really happened.';
}

/** Questions that ask for a story: told in STAR steps. */
/** A request or a doubt sent where the rest of a story was asked for. */
const ASKS_FOR_HELP_INSTEAD = /\b(?:don'?t know|do not know|not sure|help me|can you|could you|what should i)\b/i;

/** Said when a story was begun and stopped at its situation: the learner's next message is the rest of it. */
export const STORY_GOES_ON = 'Go on: what did you do, and how did it end?';
/** Words from which an answer is a whole story told short, not one begun. */
const STORY_BEGUN_WORDS = 35;

/** The situation of a story told and nothing yet of what the learner did or how it ended. */
function isStoryBegun(message: string): boolean {
  const { starParts, words } = analyzeInterviewAnswer(message);
  return words < STORY_BEGUN_WORDS && starParts.situation && !starParts.action && !starParts.result;
}

/**
 * The story the learner's last message finishes, when the one before it began it ('Go on: what did you do...?' between
 * them): both, for feedback asked on it ('How was that?'); else null.
 */
export function storyBegunBefore(userMessages: readonly string[], assistantMessages: readonly string[]): string | null {
  // The rest sent with the question itself ('I called him and we agreed on a weekly meeting. Is that enough?').
  const last = userMessages.at(-1) ?? '';
  const restWithQuestion = last.replace(/(?:^|\s+)[^.!?]*\?\s*$/, '').trim();
  if (restWithQuestion && restWithQuestion !== last.trim() && assistantMessages.at(-1)?.trim().endsWith(STORY_GOES_ON) && userMessages.at(-2)) return `${userMessages.at(-2)} ${restWithQuestion}`;
  const [begun, rest] = [userMessages.at(-3), userMessages.at(-2)];
  const between = assistantMessages.at(-2);
  return begun && rest && between?.trim().endsWith(STORY_GOES_ON) && !ASKS_FOR_HELP_INSTEAD.test(rest) ? `${begun} ${rest}` : null;
}

const ASKS_FOR_A_STORY = /\b(?:tell me about a time|describe a (?:time|situation)|give me an example of a time|a time (?:when )?you)\b/i;

/**
 * An example answer to Daniel's interview question, asked for while it waits: a story question gets a model told in
 * STAR steps (answer-interview.ts); any other gets the shape of a good answer with one short model, then the
 * question again for the learner's own.
 */
export function exampleForInterviewQuestion(input: { message: string; teacher: TutorTeacher; assistantMessages: readonly string[]; previousMessage: string | undefined }): string | null {
  const { message, teacher, assistantMessages, previousMessage } = input;
  if (!ASKS_FOR_AN_EXAMPLE.test(message.trim()) || !askedInterviewQuestion(teacher, assistantMessages.at(-1), previousMessage)) return null;
  const asked = questionPutIn(assistantMessages.at(-1)!);
  return `${modelAnswerFor(asked)} Now yours: ${capitalizeFirst(asked)}`;
}

/**
 * A model answer to an interview question: a story question gets one told in STAR steps (answer-interview.ts), 'tell me
 * about yourself' one in its three parts, any other the shape of a good answer with one short model.
 */
export function modelAnswerFor(asked: string): string {
  if (/\btell me about yourself\b/i.test(asked)) {
    return "Here's one, in three parts: now, what got you here, and why this role. I'm a sales assistant at a bookshop, where for two years I've run our online orders and doubled them. Before that I studied business, and I loved the marketing projects most. Now I'd like a role where I can grow into marketing, which is why this job excites me.";
  }
  if (ASKS_FOR_A_STORY.test(asked)) {
    const example = STAR_EXAMPLES.find(({ about }) => about.test(asked))!;
    return `Here's one, for ${example.question}. ${example.answer}`;
  }
  return "Here's the shape of a good answer: two or three sentences, one thing you did rather than only what you are, and why it matters for this job. For example, to what would your manager say about you: she'd say I'm reliable; last year I never missed a deadline, even when two colleagues left.";
}

/** Whether an interview question asks for a story, and whether an answer tells one ('I led', 'we finished'). */
export const asksForAStory = (question: string): boolean => ASKS_FOR_A_STORY.test(question);
export const tellsAnEvent = (answer: string): boolean => TELLS_AN_EVENT.test(answer);
/** The question a turn of Daniel's ends on ('Thanks. Next question. Why do you want this job?' -> 'Why do you want this job?'). */
export { questionPutIn };
