/**
 * "What is my English level?": an honest rough guess on the CEFR scale from the learner's own messages (length,
 * range of words, linking, the errors the checker finds: the measures of answer-band-estimate.ts), saying
 * what a teacher reading a few messages cannot tell. A teacher who grades exams gives her band estimate.
 */
import type { Answer, AnswerContext } from './answer';
import { answerBandEstimate, estimateBands, measuresFor } from './answer-band-estimate';
import type { LearnerQuestion } from './detect-question';
import { detectQuestion } from './detect-question';
import { english, leadIn } from './teacher-voice';
import { looksLikeEnglish } from '../grammar/looks-like-english';
import { looksLikeSpanish } from '../grammar/looks-like-spanish';

/** The band estimate's overall score read on the CEFR scale (the usual IELTS–CEFR correspondence). */
const CEFR_BY_BAND: ReadonlyArray<readonly [minBand: number, level: string]> = [[7, 'C1'], [5.5, 'B2'], [4.5, 'B1'], [0, 'A2']];
const MIN_ANSWERS = 2;
const CANNOT_TELL = 'That is only a rough guess from a few written messages: I cannot hear your speaking or test your listening here, so a proper placement test would be more reliable.';

const gradesExams = (context: AnswerContext) => context.teacher.specialties.some((s) => /band score/i.test(s));

export async function answerLevel(question: LearnerQuestion, context: AnswerContext): Promise<Answer> {
  if (gradesExams(context)) return answerBandEstimate(question, context);
  const { conversation, teacher } = context;
  // Only what was written in the language taught: a beginner's English to Lucía says nothing of their Spanish.
  const inTaughtLanguage = (m: string) => (teacher.language.startsWith('es') ? !looksLikeEnglish(m) : !looksLikeSpanish(m));
  const answers = conversation.userMessages.slice(0, -1).filter((m) => !detectQuestion(m, teacher) && m.split(/\s+/).length >= 4 && inTaughtLanguage(m));
  const chosen = conversation.profile.level ? ` In your profile you chose ${conversation.profile.level}.` : '';
  if (answers.length < MIN_ANSWERS) {
    return {
      text: `${leadIn(context)} ${english(teacher, `Honestly, I can't place you on the CEFR scale, from A1 for beginners to C2 for near-native, from so little of your writing.${chosen} Write me four or five sentences about your last weekend, then ask me again and I'll give you a rough guess with my reasons.`)}`,
      followUp: '',
    };
  }
  const said = conversation.userMessages.length - 1;
  const e = await estimateBands(answers, teacher.language);
  const level = CEFR_BY_BAND.find(([min]) => e.overall >= min)![1];
  const reasons = [
    `your messages average about ${Math.round(e.averageWords)} words`,
    `you have used about ${e.distinctWords} different words`,
    e.errorsPerAnswer === 0 ? `I found no error I'm sure of${e.pointsToThinkAbout > 0 ? ` (and ${e.pointsToThinkAbout === 1 ? 'one point' : `${e.pointsToThinkAbout} points`} to think about)` : ''}` : `I noticed ${e.errorsPerAnswer < 1 ? 'an error in some of your messages' : `about ${Math.round(e.errorsPerAnswer)} errors per message`}`,
    e.linkers > 0 ? `you link ideas with words like ${measuresFor(teacher.language).linkerExamples} ${e.linkers === 1 ? 'once' : `${e.linkers} times`}` : `you do not link ideas with words like ${measuresFor(teacher.language).linkerExamples} yet`,
  ];
  return {
    // Counted as read: questions and short replies are not what the guess rests on ('From 4 of your 6 messages').
    text: `${leadIn(context)} ${english(teacher, `From ${answers.length === said ? `your ${answers.length}` : `${answers.length} of your ${said}`} messages, my rough guess is about ${level} on the CEFR scale: ${reasons.join(', ')}.${chosen} ${CANNOT_TELL}`)}`,
  };
}
