/**
 * "How was my answer?", "Did I make any mistakes?": feedback on the learner's message before the question, from
 * what the tutor can vouch for. Daniel gives his interview feedback and Claire her writing feedback on it; the
 * others say the slip they are sure of (or ask about one they are not), whether the answer is long enough to show
 * what the learner can do, and what to add. Nothing is praised that was not measured: no slip found is said as
 * "none that I could spot". Asked before any answer, the teacher asks her question again.
 */
import { composeInterviewFeedback, SHORT_ANSWER_WORDS } from '../compose-interview-feedback';
import { aboutYourselfFeedback, answersTellMeAboutYourself } from '../follow-up/about-yourself-feedback';
import { composeWritingFeedback, isEmailText } from '../compose-writing-feedback';
import { explainerFor } from '../explain';
import { findCorrections } from '../grammar/find-corrections';
import { fixedParts } from '../grammar/fixed-part';
import { phraseQuestionAbout } from '../phrase-corrections';
import { slipsToAskAbout } from '../slips-to-ask-about';
import { isCueCard } from '../cue-card';
import { storyBegunBefore } from '../follow-up/after-interview-question';
import { lastQuestionOf } from '../repeat-request';
import { textToCheck } from '../text-to-check';
import { earlierVersion } from '../revision-notes';
import type { Answer, AnswerContext } from './answer';
import { ASKS_FOR_A_WRITTEN_BAND, detectQuestion } from './detect-question';
import { english, isSpanishTeacher } from './teacher-voice';

/** A question about mistakes or grammar, in English or Spanish, rather than about the answer as a whole. */
const ABOUT_MISTAKES = /\b(?:mistakes?|errors?|slips?|grammar|errores|fallos?|faltas?|gramática|correcto|correcta)\b/i;

/** A Part 2 long turn (one to two minutes, about 150 words spoken) shorter than this is cut short. */
export const SHORT_LONG_TURN_WORDS = 120;
/** Slips only asked about, beside the one told: one question of no more than this many parts. */
const MAX_ASKED = 3;
/** An answer is at least a short sentence: "Yes." or "I don't know." is not one to give feedback on. */
const FEWEST_WORDS = 3;
/** Said before the feedback when a band is asked of a teacher who is no examiner. */
const NO_SCORE_FROM_ONE_TEXT = "I won't put a number on it: a score from me would say less than what works and what to change, so here is that.";
const NO_BAND_FROM_ONE_TEXT = "I won't guess a band from one text: an IELTS writing band weighs how fully you answer the task, how your ideas link, your range of words, and your range and accuracy of grammar. Here is how yours reads on those.";
/** Words of a phrase the learner quotes in a question about its tone ('"I want"'): quoted, two are enough. */
const FEWEST_QUOTED_WORDS = 2;

export const wordsIn = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;

/** The answer given with the request itself, after a colon or in quotes ('Can you give me feedback on this: I am a very hard-working person...'). */
const GIVEN_WITH_REQUEST = /^[^:"“]*\b(?:feedback|check|look at|think (?:of|about)|rate|judge)\b[^:"“]*(?::\s*["“]?|\s["“])(?<given>[^"”]+?)["”]?\s*$/i;
/**
 * A tone question with its text in it ('Is "could you please clean the kitchen" too direct?', 'Is "I want a coffee" rude?',
 * 'How can I say this more politely: Send me the report.'); a word or a set phrase quoted is asked about as a word instead.
 */
const TEXT_IN_TONE_QUESTION = /["“‘](?<double>[^"”’]{4,})["”’]|(?<![\p{L}])'(?<single>(?:[^']|(?<=\p{L})'(?=\p{L})){4,}?)'(?![\p{L}])|[:?]\s*(?<after>\p{L}[^"“”]{3,}?)\s*$/u;

/** The tone the learner wants, said after asking ('I want to be polite but firm', "I'd like it to sound friendly"). */
const TONE_WANTED = /^(?:but |because )?(?:i(?:['’]d| would)? (?:want|need|like|(?:would )?prefer)(?: it| my (?:email|message|text))? to|i wanna|it (?:should|must|has to|needs to)) (?:be|sound|seem|look|read)\b/i;

/** Words of a text sent with the feedback question ('I changed it: ... Is it better now?'): fewer is a remark ('I tried. How was it?'). */
const FEWEST_WORDS_OF_A_VERSION = 8;
/** 'Ok I rewrote:', 'Here is my new version:', 'I changed it.': how a new version is introduced, not part of it. */
const NEW_VERSION_LEAD = /^(?:(?:ok(?:ay)?|so|thanks?|thank you)[,!.]?\s+)*(?:i (?:re-?wrote|changed|corrected|fixed|improved|tried again)(?: it| my (?:text|email|answer|essay))?(?: again)?|here(?:'s| is) (?:my |the )?(?:new|second|corrected|better) (?:version|draft|text|email|answer)|(?:my |the )?(?:new|second|corrected) (?:version|draft))\s*[:.,!-]?\s*/i;

/** 'Can you check my paragraph again?', 'check it again please': the text before, asked about once more. */
const CHECK_AGAIN = /^(?:(?:so|ok(?:ay)?|please|really\?|hmm)[,!.]?\s+)*(?:(?:can|could|would) you (?:please )?)?(?:check|look at|read|correct|review) (?:it|this|that|my (?:text|email|e-mail|paragraph|essay|letter|answer|writing|version|introduction))(?: again| once more| one more time)(?:,? please)?\s*[?.!]*\s*$/i;

/** The learner's message before this question (and any other request for feedback), if it answers something: not itself a question, and a sentence long. */
export function answerToJudge({ conversation, teacher }: Pick<AnswerContext, 'conversation' | 'teacher'>): string | null {
  const lastMessage = conversation.lastUserMessage ?? '';
  const isToneQuestion = detectQuestion(lastMessage, teacher)?.kind === 'register';
  const inTone = isToneQuestion ? TEXT_IN_TONE_QUESTION.exec(lastMessage)?.groups : undefined;
  // 'Send me the report by Friday. How can I say it more politely?': the sentences before the question.
  const sentences = lastMessage.trim().split(/(?<=[.!?])\s+/);
  // Only what comes before the question: 'Is it too rude? I want to be polite but firm.' names no text after it.
  const askedAt = sentences.findLastIndex((sentence) => /\?\s*$/.test(sentence));
  const beforeQuestion = sentences.slice(0, askedAt === -1 ? -1 : askedAt);
  const before = isToneQuestion && beforeQuestion.length > 0 ? beforeQuestion.join(' ') : undefined;
  // 'Is it too rude? I want to be polite but firm.': what follows says the tone wanted, no text to judge.
  const after = inTone?.after && !TONE_WANTED.test(inTone.after.trim()) ? inTone.after : undefined;
  const given = (GIVEN_WITH_REQUEST.exec(lastMessage)?.groups?.given ?? inTone?.double ?? inTone?.single ?? after ?? before)?.trim();
  if (given && wordsIn(given) >= FEWEST_WORDS) return given;
  // 'Is it rude to say "I want"?': words put in quotes are the text asked about, however short.
  const quoted = (inTone?.double ?? inTone?.single)?.trim();
  if (quoted && wordsIn(quoted) >= FEWEST_QUOTED_WORDS) return quoted;
  // 'Ok I rewrote: The heating ... as soon as possible? Is it better now?': the new version before the question.
  const versionBefore = beforeQuestion.length > 0 ? beforeQuestion.join(' ').replace(NEW_VERSION_LEAD, '').trim() : '';
  if (wordsIn(versionBefore) >= FEWEST_WORDS_OF_A_VERSION) return versionBefore;
  // Past other requests for feedback ("How was that?" then "What should I improve?", "Is it too rude?" then "How can I
  // make it more polite?"): the answer they were about.
  const earlier = conversation.userMessages.slice(0, -1);
  // A request to check it again with no text of its own ('Can you check my paragraph again?') asks about it too.
  const asksAboutIt = (message: string) => ['answer-feedback', 'register', 'make-shorter'].includes(detectQuestion(message, teacher)?.kind ?? '') || (CHECK_AGAIN.test(message) && !textToCheck(message));
  while (earlier.length > 0 && asksAboutIt(earlier.at(-1)!)) earlier.pop();
  // A text sent with a request ('Can you check my email? Dear Ms Park, ...'): the text, without the request.
  // A story told in two messages ('Go on: what did you do...?' between them) is judged whole.
  const whole = storyBegunBefore(conversation.userMessages, conversation.assistantMessages);
  if (whole) return whole;
  const last = earlier.at(-1) && (textToCheck(earlier.at(-1)!) ?? earlier.at(-1));
  // An email is the learner's text even where it asks something ('Is it still free?') or names its sign-off; a statement of a
  // version's length is an answer even where it names what a question would ('My weakness is I am a perfectionist...').
  const isStatement = !/\?\s*$/.test(last ?? '') && (wordsIn(last ?? '') >= FEWEST_WORDS_OF_A_VERSION || !detectQuestion(last ?? '', teacher));
  return last && wordsIn(last) >= FEWEST_WORDS && (isEmailText(last) || isStatement) ? last : null;
}

export async function answerFeedback(_question: unknown, context: AnswerContext): Promise<Answer> {
  const { teacher, conversation, request, chooser } = context;
  const answer = answerToJudge(context);
  const spanish = isSpanishTeacher(teacher);
  if (!answer) {
    const again = lastQuestionOf(conversation.assistantMessages.at(-1));
    const first = 'Answer my question first, and then ask me again: I will tell you what worked and what to work on.';
    const text = spanish ? `Primero responde a mi pregunta. (${first})` : first;
    return again ? { text: `${text} ${again}`, followUp: '' } : { text };
  }
  const judged = { ...conversation, lastUserMessage: answer };
  // An answer to "Tell me about yourself" has three parts of its own (now, what got you here, why this role): no STAR story.
  const aboutYourself = teacher.task === 'interview' && answersTellMeAboutYourself(request.topic, conversation.assistantMessages, answer) ? aboutYourselfFeedback(answer) : null;
  if (aboutYourself) return { text: aboutYourself.acknowledgement, followUp: aboutYourself.question };
  if (teacher.task === 'interview') return { text: await composeInterviewFeedback(request, judged), followUp: '' };
  // An email or a letter is writing, whoever is asked about it ('Is it ok?' to Ethan after an email to a boss).
  // So is a new version of a text sent before ('Ok I rewrote: ... Is it better now?'): what it fixed is said first.
  if (teacher.task === 'writing' || isEmailText(answer) || earlierVersion(answer, conversation.userMessages.slice(0, -1))) {
    // Asked for a band or a score: none is guessed from one text, and what a band weighs is said before the feedback.
    const asked = conversation.lastUserMessage ?? '';
    const noBand = spanish || teacher.task === 'ielts' || !ASKS_FOR_A_WRITTEN_BAND.test(asked) ? '' : `${/\bband\b|ielts/i.test(asked) ? NO_BAND_FROM_ONE_TEXT : NO_SCORE_FROM_ONE_TEXT} `;
    return { text: `${noBand}${await composeWritingFeedback(request, judged)}`, followUp: '' };
  }

  const explain = explainerFor(request);
  const sure = (await findCorrections(answer, { max: 1, language: teacher.language }))[0];
  const part = sure && fixedParts(sure)[0];
  // Asked for their mistakes, the learner hears of those families that may only ask found too, in one question.
  const asked = await slipsToAskAbout(answer, part ? [{ sentence: sure.original, part }] : [], { room: MAX_ASKED, isWriting: false, language: teacher.language });
  const question = phraseQuestionAbout(asked, chooser, explain.locale);
  const slip = [part ? explain('languageSlip', part) : null, question].filter(Boolean).join(' ') || explain('writingNoFixes2');
  const words = wordsIn(answer);
  // What the answer answered: the teacher's turn before it (her reply to it came after).
  const afterCueCard = teacher.task === 'ielts' && isCueCard(conversation.assistantMessages.at(-2));
  // Asked about mistakes ('Did I make any mistakes?', '¿Hay errores?'), the learner hears of the slips alone; asked about
  // the answer ('How was my answer?'), of its length too.
  const asksOnlyMistakes = ABOUT_MISTAKES.test(conversation.lastUserMessage ?? '');
  const isAnswerToATask = !asksOnlyMistakes;
  const isShort = isAnswerToATask && words < (afterCueCard ? SHORT_LONG_TURN_WORDS : SHORT_ANSWER_WORDS);
  const length = !isAnswerToATask ? '' : !isShort ? explain('strengthFull') : explain(afterCueCard ? 'feedbackLongTurn' : 'gapShort', { words: String(words) });
  const feedback = [slip, length].filter(Boolean).join(' ');
  const next = isShort || part ? explain('feedbackTryAgain') : undefined;
  const text = spanish ? `Vamos a ver. ${english(teacher, feedback)}` : feedback;
  // A short or slipped answer is worth saying again, better; a full, clean one goes on to the next question.
  return next ? { text, followUp: spanish ? `Ahora repite tu respuesta teniendo esto en cuenta. ${english(teacher, next)}` : next } : { text };
}
