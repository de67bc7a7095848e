/**
 * "Can you help me with my essay?": the teacher says yes, how she helps with that (help-requests.ts), and the
 * first step. A text to look at is asked for in the next message, which is then read as one (text-to-check.ts).
 */
import { LINES_INVITATION, PASTE_INVITATION, PASTE_INVITATION_ES, SAY_NO_TOLD_ASKED, WRITE_TOGETHER_INVITATION } from '../text-to-check';
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findHelpRequest, type HelpKind, TO_WRITE } from './help-requests';
import { answerFeedback, answerToJudge, wordsIn } from './answer-feedback';
import { inSecondPerson } from './say-back';
import { findSituation, type Situation } from './situation-phrases';
import { agree, isSpanishTeacher } from './teacher-voice';
import { COACHING_PROMISE } from '../follow-up/about-yourself-feedback';
import { lastQuestionOf } from '../repeat-request';
import { answerWhatToSay } from './answer-what-to-say';
import { modelForPieceToWrite } from './teacher-know-how';
import { ESSAY_QUESTION_ASKED } from '../question-banks/claire-questions';

const PRONUNCIATION_CHECK = 'For whole sentences, open Voice practice in the tools panel and use the Pronunciation check: it marks each word Clear, Almost or Needs practice.';

const ENGLISH: Record<HelpKind, Answer> = {
  text: { text: `${PASTE_INVITATION}, the whole text or the part you are working on, and I'll point out the slips I'm sure of, look at its structure and tell you what to add.`, followUp: '' },
  pronunciation: { text: `Tell me a word or a sound that gives you trouble, like th or r, and I'll show you how to make it. ${PRONUNCIATION_CHECK}`, followUp: 'Which word or sound is hardest for you?' },
  grammar: { text: "Tell me which part of grammar confuses you, like the present perfect, articles or conditionals, and I'll explain it with examples; as we talk, I'll point out the slips I'm sure of.", followUp: 'Which part would you like to start with?' },
  words: { text: 'Ask me what any word means or how to use it, and save the words you want to keep to your Notebook: Review brings them back just before you would forget them.', followUp: 'Which word have you met this week that you would like to understand better?' },
  language: { text: "That's what I'm here for: we'll talk, and I'll point out the slips I'm sure of as we go." },
};

const SPANISH: Record<HelpKind, Answer> = {
  text: { text: `${PASTE_INVITATION_ES} y te diré qué corregir. (${PASTE_INVITATION} and I'll tell you what to fix.)`, followUp: '' },
  pronunciation: { text: 'Dime qué palabra o sonido te cuesta, como la r o la j, y te enseño a decirlo. (Tell me which word or sound is hard for you, like r or j, and I will show you how to say it.)', followUp: '' },
  grammar: { text: 'Dime qué parte de la gramática te confunde, como ser y estar o el pretérito, y te la explico con ejemplos. (Tell me which part of grammar confuses you, like ser and estar or the preterite, and I will explain it with examples.)', followUp: '' },
  words: { text: 'Pregúntame qué significa cualquier palabra y guarda en tu cuaderno las que quieras recordar. (Ask me what any word means, and save the ones you want to keep to your Notebook.)', followUp: '' },
  language: { text: 'Para eso estoy: hablamos, y te señalo los errores de los que estoy segura. (That is what I am here for: we talk, and I point out the slips I am sure of.)' },
};

const TO_WRITE_EN = `Tell me who it is for and what you need to say, and ${WRITE_TOGETHER_INVITATION}, starting with the first two lines.`;
const TO_WRITE_ES: Answer = { text: '¡Claro que sí! Dime para quién es y qué necesitas decir, y lo escribimos juntos. (Tell me who it is for and what you need to say, and we will write it together.)', followUp: '' };

/** 'prepare an answer', 'write a good answer': help with the answer to the question just put. */
const PREPARES_AN_ANSWER = /^(?:to )?(?:prepare|plan|build|write|practi[sc]e|make|find|think of|with) (?:an?|my|the|a good|a better) answers?\b/i;
/** 'Want to try?' before the question itself: the learner already said yes. */
const TRY_IT_FIRST = /^(?:want to try|shall we try|ready|would you like to try)\?\s*/i;

/** Asked once who the text is for is known; the learner's answer to it is what the text must say (writeWhatWasTold). */
const WHAT_TO_SAY_ASKED = 'what do you need to say in it?';

/**
 * The learner's answer to what their text must say ('I was sick and I missed the exam'): written together from the
 * first two lines, which the next message then brings (text-to-check.ts reads them as a text after the invitation).
 */
export function writeWhatWasTold(message: string, lastTurn: string | undefined, teacher: AnswerContext['teacher']): string | null {
  if (!lastTurn || /\?\s*$/.test(message.trim()) || isSpanishTeacher(teacher)) return null;
  // 'My manager asked me to work on Saturday but I can't.' just after how to say no in writing: its three steps, for it.
  if (lastTurn.trim().endsWith(SAY_NO_TOLD_ASKED)) {
    return `${agree(teacher)} Let's write it together: the words stick better when they're yours. First thank them (Thank you for asking me...), then say no with your reason (Unfortunately, I can't..., as...), then offer what you can do instead. ${LINES_INVITATION}.`;
  }
  if (!lastTurn.trim().endsWith(WHAT_TO_SAY_ASKED)) return null;
  return `${agree(teacher)} Let's write it together: the words stick better when they're yours. Start with 'Dear' and their name, then one sentence that says why you are writing, and then what you would like them to do. ${LINES_INVITATION}.`;
}

/** Who a text is for, named: 'to my boss', 'to the council', 'for a client'. */
const RECIPIENT = /\b(?:to|for) (?:my|our|a|an|the|his|her) \p{L}+/iu;
const RECIPIENT_WITHOUT_ARTICLE = /\b(?:to|for) (?:supplier|boss|manager|client|customer|colleague|teacher|landlord|professor|company|hotel|bank|school|university|hr|recruiter)s?\b/i;

/** What the text is for, named too: 'to ask for a day off', 'about the noise', 'asking for a refund'. */
const PURPOSE = /\b(?:to (?:ask|tell|say|complain|apply|request|invite|thank|explain|cancel|book|confirm|report|change|arrange)|about|asking|telling|complaining|because)\b/i;

/** A thing named ("my trip", "a presentation"), not a task ("prepare for my exam"). */
const NAMES_A_THING = /^(?:my|our|a|an|the|this|that|some)\s/i;

/** Words a message needs to be a text to look at, rather than an answer in passing (text-to-check.ts's MIN_WORDS). */
const WORDS_OF_A_TEXT = 15;

/**
 * The text the learner sent just before asking to have it checked ('... since 2015.' then 'Can you check my text?',
 * 'Can you correct it?'): that text, not an invitation to paste it again.
 */
function textSentBefore(context: AnswerContext): string | null {
  if ((context.conversation.userMessages.length ?? 0) < 2) return null;
  const text = answerToJudge(context);
  return text && wordsIn(text) >= WORDS_OF_A_TEXT ? text : null;
}

export function answerHelpRequest(question: LearnerQuestion, context: AnswerContext): Answer | null | Promise<Answer> {
  const help = withToldTask(findHelpRequest(question.subject), context);
  if (!help) return null;
  if (help.kind === 'text' && help.about !== 'write it' && !TO_WRITE.test(help.about) && textSentBefore(context)) return answerFeedback(question, context);
  const spanish = isSpanishTeacher(context.teacher);
  if (help.kind === 'other') {
    // "Can you help me prepare an answer?" just after the teacher put a question: that question, answered together.
    const pending = PREPARES_AN_ANSWER.test(help.about) && !spanish ? lastQuestionOf(context.conversation.assistantMessages.at(-1))?.replace(TRY_IT_FIRST, '') : undefined;
    if (pending) return { text: `${agree(context.teacher)} Let's build it together: answer it as well as you can, and ${COACHING_PROMISE}. ${pending}`, followUp: '' };
    // "Can you help me prepare some small talk for a party?": a situation of ours, met with its phrases and a role-play.
    const situation = spanish ? null : answerWhatToSay({ kind: 'what-to-say', subject: question.subject }, context);
    if (situation) return situation;
    if (spanish) return { text: `¡Claro que sí! Cuéntame un poco más: ¿qué necesitas decir o escribir? (Of course! Tell me a little more: what do you need to say or write?)`, followUp: '' };
    const ask = NAMES_A_THING.test(help.about) ? ` about ${inSecondPerson(help.about)}: what do you need to say or write?` : ': what exactly would you like help with?';
    return { text: `${agree(context.teacher)} Tell me a little more${ask}`, followUp: '' };
  }
  // Who it is for and why already said ('an email to my boss to ask for a day off'): straight to the first lines.
  const told = TO_WRITE.test(help.about) && RECIPIENT.test(help.about) && PURPOSE.test(help.about) ? inSecondPerson(help.about.replace(/^write (?:an? |the |my |some )?/i, '')) : null;
  if (help.kind === 'text' && told && !spanish) return { text: `${agree(context.teacher)} ${/^[aeiou]/i.test(told) ? 'An' : 'A'} ${told.replace(/[.!?]+$/, '')}. ${LINES_INVITATION}, starting with a greeting, then what you are asking for and why.`, followUp: '' };
  // The same told without an article, as learners often write it ('an email to supplier because...'): not said back with its slip.
  if (help.kind === 'text' && !spanish && TO_WRITE.test(help.about) && RECIPIENT_WITHOUT_ARTICLE.test(help.about) && PURPOSE.test(help.about)) return { text: `${agree(context.teacher)} ${LINES_INVITATION}, starting with a greeting, then what you are asking for and why.`, followUp: '' };
  // "Can you write me an email for this?" after telling what it is about ('I must say no to his request'): written
  // together, from the phrases for that situation (situation-phrases.ts).
  const situation = help.kind === 'text' && help.about === 'write it' && !spanish ? toldSituation(context) : undefined;
  if (situation) {
    const [first, second] = situation.phrases;
    return { text: `${agree(context.teacher)} Let's write it together: the words stick better when they're yours. Lines that fit: '${first}' and '${second}' ${LINES_INVITATION}, starting with a greeting, then what you need to say.`, followUp: '' };
  }
  // "Can you write it for me?" after naming the text and who it is for ('a complaint email to my landlord'): written
  // together too, with how such a text goes where the teacher knows (teacher-know-how.ts).
  const piece = help.kind === 'text' && help.about === 'write it' && !spanish ? toldPiece(context) : undefined;
  if (piece) {
    const how = modelForPieceToWrite(piece.message)?.answer;
    return { text: `${agree(context.teacher)} Let's write it together: the words stick better when they're yours.${how ? ` For ${inSecondPerson(piece.named)}: ${lowerFirst(how)}` : ''} ${LINES_INVITATION}, starting with a greeting, then what you need to say.`, followUp: '' };
  }
  // An essay is planned from its question and the learner's answer to it, not from who will read it.
  if (help.kind === 'text' && TO_WRITE.test(help.about) && /\bessays?\b/i.test(help.about) && !spanish) return { text: `${agree(context.teacher)} ${ESSAY_QUESTION_ASKED}`, followUp: '' };
  // Who it is for told, but not what for ('an email to my teacher'): only what it must say is asked.
  const forWhom = help.kind === 'text' && TO_WRITE.test(help.about) && RECIPIENT.test(help.about) && !spanish ? inSecondPerson(help.about.replace(/^write (?:an? |the |my |some )?/i, '')).replace(/[.!?]+$/, '') : null;
  if (forWhom) return { text: `${agree(context.teacher)} ${/^[aeiou]/i.test(forWhom) ? 'An' : 'A'} ${forWhom}: ${WHAT_TO_SAY_ASKED}`, followUp: '' };
  if (help.kind === 'text' && TO_WRITE.test(help.about)) return spanish ? TO_WRITE_ES : { text: `${agree(context.teacher)} ${TO_WRITE_EN}`, followUp: '' };
  // "Can you help me?" alone, just after telling of an interview, an exam or a presentation to come: help with that. Not
  // the examiner's exam nor the interview coach's interview: their own practice is asked for by name ('Can we practise?').
  const event = help.kind === 'language' && help.about === '' && !spanish ? eventToldBefore(context) : undefined;
  if (event && !(event === 'exam' && context.teacher.task === 'ielts') && !(event === 'interview' && context.teacher.task === 'interview')) {
    return { text: `${agree(context.teacher)} ${EVENT_HELP[event]}`, followUp: '' };
  }
  const answer = (spanish ? SPANISH : ENGLISH)[help.kind];
  return { ...answer, text: `${agree(context.teacher)} ${answer.text}` };
}

/** Practice for what the learner has coming up, begun at once. */
const EVENT_HELP = {
  interview: "Let's practise it now: I'll be the interviewer and ask what interviewers ask. First question: tell me about yourself, as if we were in the interview.",
  presentation: "Let's work on it now: tell me what your presentation is about, then write me your first two sentences, and I'll help you make them strong and clear.",
  exam: "Let's practise for it now: I'll ask the kind of questions speaking exams ask, and you answer in three or four sentences. First: tell me about the place where you live and what you like about it.",
} as const;

/** What a learner may have coming up, by the words that tell it ('my speech' is as often how they speak: not one). */
const EVENTS: ReadonlyArray<readonly [event: keyof typeof EVENT_HELP, told: RegExp]> = [
  ['interview', /\b(?:job )?interviews?\b/i],
  ['presentation', /\b(?:presentations?|pitch)\b/i],
  ['exam', /\b(?:exams?|ielts|toefl|speaking test)\b/i],
];

/** The latest of them the learner's last few messages told (not asked about). */
function eventToldBefore({ conversation }: Pick<AnswerContext, 'conversation'>): keyof typeof EVENT_HELP | undefined {
  for (const message of conversation.userMessages.slice(0, -1).slice(-SITUATION_LOOK_BACK).reverse()) {
    const found = EVENTS.find(([, told]) => told.test(message) && !/\?\s*$/.test(message.trim()));
    if (found) return found[0];
  }
  return undefined;
}

/** A text to write and who it is for, as the learner named it: 'a complaint email to my landlord', 'an email to my boss'. */
const PIECE_TO_WRITE = /\b(?:write|draft|writing)\s+((?:an?|the|my|this)\s+(?:[\p{L}-]+\s+){0,2}?(?:e-?mail|letter|message|note)\s+(?:to|for)\s+(?:my|our|a|an|the|his|her)\s+\p{L}+)/iu;

/** The text the learner's last few messages asked to write, named with who it is for. */
function toldPiece({ conversation }: Pick<AnswerContext, 'conversation'>): { message: string; named: string } | undefined {
  for (const message of conversation.userMessages.slice(0, -1).slice(-SITUATION_LOOK_BACK).reverse()) {
    const named = PIECE_TO_WRITE.exec(message)?.[1];
    if (named) return { message, named };
  }
  return undefined;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** How far back a situation told still names what 'this' email is for. */
const SITUATION_LOOK_BACK = 3;

/** What the learner said they must do ('I must say no to his request'): the text is theirs to write, so it names its situation first. */
const OWN_TASK = /\bi (?:must|need to|have to|'ve got to|want to|should|am going to|'m going to)\b/i;

/** The situation the learner's last few messages told, one telling their own task first, then the latest. */
function toldSituation({ conversation }: Pick<AnswerContext, 'conversation'>): Situation | undefined {
  const told = conversation.userMessages.slice(0, -1).slice(-SITUATION_LOOK_BACK).reverse();
  return [...told.filter((message) => OWN_TASK.test(message)), ...told].map(findSituation).find(Boolean);
}

/**
 * "I have to write an essay about social media. Can you help me?": a bare "Can you help me?" after a sentence that says
 * what the learner must write is help with that text.
 */
function withToldTask(help: ReturnType<typeof findHelpRequest>, { conversation }: Pick<AnswerContext, 'conversation'>): ReturnType<typeof findHelpRequest> {
  if (help?.kind !== 'language' || help.about !== '') return help;
  const sentences = (conversation.lastUserMessage ?? '').split(/(?<=[.!?])\s+/).slice(0, -1);
  const told = sentences.map((sentence) => findHelpRequest(sentence)).find((found) => found?.kind === 'text');
  return told ?? help;
}
