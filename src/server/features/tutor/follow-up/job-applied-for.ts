/**
 * "It's for a junior marketing assistant at a cosmetics company.", "I applied for a nurse job in a big hospital.": the
 * job a learner is applying for, told after an interview came up (or with 'applied'). Met as the job it is, with a
 * question about getting it ('What do you know about the company so far?'), never as a pastime ('How often do you
 * find time for marketing assistant?'). The messages it must read and those it must leave run as tests.
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import { JOB_WORDS } from './told-fact-words';

/** A job named by its title and, maybe, where: 'a junior marketing assistant', 'the sales manager position', 'at a cosmetics company'. */
const TITLE = String.raw`(?:a |an |the )?([\p{L}-]+(?: [\p{L}-]+){0,4}?)`;
const POST_WORD = '(?: (?:position|job|role|post|vacancy|interview))?';
const WHERE = String.raw`(?: (at|in|with|for) ((?:a |an |the )?[\p{L}'’&-]+(?: [\p{L}'’&-]+){0,4}))?`;
const END = String.raw`\s*[.!]*\s*$`;
/** 'It's for a...', 'The job is for a...', 'It's a ... position': only after an interview or an application came up. */
const TOLD_AFTER_INTERVIEW = new RegExp(String.raw`^(?:(?:well|ok(?:ay)?|so|yes|yeah)[,!.]?\s+)?(?:it'?s|it is|the (?:interview|job|position|role) is)(?: for| as)? ${TITLE}${POST_WORD}${WHERE}${END}`, 'iu');
/** 'I applied for a nurse job in a big hospital.', "I'm applying for a sales manager position.": told on its own. */
const APPLIED = new RegExp(String.raw`^(?:(?:well|ok(?:ay)?|so|hi|hello)[,!.]?\s+)?i(?:(?:'ve| have)? applied|(?:'m| am) (?:applying|preparing|interviewing|going)|(?:'ve| have) (?:got )?an interview(?: (?:next week|tomorrow|on \p{L}+|soon|this week))?) for ${TITLE}${POST_WORD}${WHERE}${END}`, 'iu');
const INTERVIEW_CAME_UP = /(?<![\p{L}])(?:interview|applying|applied|application|job offer)(?![\p{L}])/iu;
/** A title ends on a job ('assistant', 'nurse') or is named as one ('a sales position'). */
const POST_WORDS = new Set(['position', 'job', 'role', 'post', 'vacancy']);

export type JobAppliedFor = { title: string; where?: string };

/** The job told, or null: its title ends on a job word ('marketing assistant') or it was named as a post ('a sales job'). */
export function readJobAppliedFor(message: string, earlierMessages: readonly string[]): JobAppliedFor | null {
  const said = message.trim();
  // 'I'm interviewing for a nurse position at a hospital in the UK. I am from Kerala.': the sentence that tells it.
  const applied = said.split(/(?<=[.!?])\s+/).map((sentence) => APPLIED.exec(sentence)).find(Boolean);
  const match = applied ?? (earlierMessages.some((m) => INTERVIEW_CAME_UP.test(m)) ? TOLD_AFTER_INTERVIEW.exec(said) : null);
  if (!match) return null;
  const title = match[1]!;
  const lastWord = title.split(' ').at(-1)!.toLowerCase();
  // 'a job interview', 'the position': a post word alone names no job.
  if (POST_WORDS.has(title.toLowerCase())) return null;
  const namedAsPost = new RegExp(`${title.replace(/[-]/g, '\\-')} (?:position|job|role|post|vacancy)`, 'iu').test(said);
  if (!JOB_WORDS.has(lastWord) && !namedAsPost && !POST_WORDS.has(lastWord)) return null;
  // 'I'm preparing for an exam to become a nurse', 'the visit of the director': what one prepares for is a job only when
  // named as one ('a nurse position'), and a title holds no 'to' or 'of'.
  const isPreparing = !!applied && /\b(?:preparing|going)\b/i.test(applied[0]);
  // 'I'm preparing for a nurse interview': an interview for a job named by its title ('a visa interview' names none).
  const namedAsInterview = JOB_WORDS.has(lastWord) && new RegExp(`${title.replace(/[-]/g, '\\-')} interview`, 'iu').test(said);
  if (/\b(?:to|become)\b/i.test(title) || (isPreparing && !namedAsPost && !namedAsInterview && !POST_WORDS.has(lastWord))) return null;
  return { title: title.toLowerCase(), ...(match[2] && match[3] ? { where: `${match[2].toLowerCase()} ${match[3]}` } : {}) };
}

const ACKS = ['{job}: that sounds like a great opportunity.', '{job}, how exciting. A good job to aim for.'];
const QUESTIONS = ['What do you know about the company so far?', 'Which of your skills fit this job best?', 'What made you apply for it?'];

export const EXAMPLES = [
  ["It's for a junior marketing assistant at a cosmetics company.", 'A junior marketing assistant job at a cosmetics company'],
  ['The job is for a sales manager position.', 'A sales manager job'],
  ["It's a nurse position in a children's hospital.", "A nurse job in a children's hospital"],
] as const;
export const APPLIED_EXAMPLES = ["I'm applying for a head of marketing position.", 'I have an interview for a software developer.', "I'm interviewing for a nurse position at a hospital in the UK. I am from Kerala.", 'I applied for a nurse job in a big hospital.', "I'm applying for a software developer position.", "I'm preparing for a data analyst position at a bank in Dubai.", 'I have an interview next week for a sales manager role.', "I'm preparing for a nurse interview.", "I'm preparing for a marketing coordinator interview."];
export const COUNTER_EXAMPLES = ["I'm preparing for a trip to Dubai.", "I'm going for a walk.", 'I am preparing for an exam to become a nurse.', 'I am preparing for the visit of the director.', "It's for a friend.", "It's for my sister at her school.", 'It is a big company.', "It's for a few weeks.", "I'm preparing for a visa interview.", "I'm preparing for a job interview."];

const withArticle = (phrase: string) => `${/^[aeiou]/i.test(phrase) ? 'An' : 'A'} ${phrase}`;

export function respondToJobAppliedFor(input: { message: string; earlierMessages: readonly string[]; assistantMessages: readonly string[]; chooser: Chooser }): { acknowledgement: string; question: string; isTaskNews: true } | null {
  const { message, earlierMessages, assistantMessages, chooser } = input;
  const job = readJobAppliedFor(message, earlierMessages);
  if (!job) return null;
  const fresh = QUESTIONS.filter((q) => !wasAlreadyAsked(q, assistantMessages));
  if (fresh.length === 0) return null;
  const title = POST_WORDS.has(job.title.split(' ').at(-1)!) ? job.title.split(' ').slice(0, -1).join(' ') : job.title;
  const named = `${withArticle(title ? `${title} job` : 'job')}${job.where ? ` ${job.where}` : ''}`;
  return { acknowledgement: chooser.pick('job-applied-ack', ACKS).replace('{job}', named), question: chooser.pick('job-applied-question', fresh), isTaskNews: true };
}
