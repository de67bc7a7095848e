/**
 * Other words for a word (word-alternatives.ts; Lucía's from spanish-word-alternatives.ts), its opposite (the tables,
 * else WordNet's direct antonyms) and its tone (word-tones.ts). A word the tables do not hold gets an honest answer
 * that asks for the sentence it is meant for: a thesaurus's list would put words in places they do not fit.
 */
import { readAntonyms } from '../wordnet/read-wordnet';
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findSpanishWordAlternatives } from './spanish-word-alternatives';
import { english, isSpanishTeacher, leadIn, tryItQuestion } from './teacher-voice';
import { findWordAlternatives } from './word-alternatives';
import { findWordTone } from './word-tones';
import { BUSINESS_IDIOMS, findIdiom } from './business-idioms';
import { findWordRegister } from './word-registers';
import { findStrongAdjective, isStrongWord, ordinaryWordFor, VERY_WORD } from './strong-adjectives';

/** 'a', 'a or b', 'a, b or c' with each word quoted the teacher's way. */
function listed(words: readonly string[], spanish: boolean, joiner = spanish ? 'o' : 'or'): string {
  const quoted = words.map((w) => (spanish ? `«${w}»` : `'${w}'`));
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} ${joiner} ${quoted.at(-1)}`;
}

function notInTables(word: string, context: AnswerContext, what: 'others' | 'opposite' | 'tone'): Answer {
  if (isSpanishTeacher(context.teacher)) {
    return {
      text: `Mmm, «${word}»... (I don't have a good list for that word, and I'd rather not guess. Write me the sentence you want to use it in, and we'll find the right word together.)`,
      followUp: '',
      isHonestFallback: true,
    };
  }
  const asked = what === 'tone' ? `sure how '${word}' feels to a listener` : what === 'opposite' ? `sure of a clear opposite of '${word}'` : `sure of a good list of other words for '${word}'`;
  return {
    text: `Hmm, I'm not ${asked}, and I'd rather not guess: a dictionary's list often gives words that don't fit the same sentence. Write me the sentence you want to use it in, and we'll find the right word together.`,
    followUp: '',
    isHonestFallback: true,
  };
}

function answerSpanish(question: LearnerQuestion, context: AnswerContext): Answer {
  const { teacher, chooser } = context;
  const entry = findSpanishWordAlternatives(question.subject);
  if (!entry) return notInTables(question.subject, context, question.kind === 'opposite' ? 'opposite' : 'others');
  const lead = leadIn(context);
  if (question.kind === 'opposite') {
    if (!entry.opposites?.length) return notInTables(entry.word, context, 'opposite');
    return { text: `${lead} Lo contrario de «${entry.word}» es ${listed(entry.opposites, true)}.`, followUp: tryItQuestion(teacher, entry.opposites[0]!, chooser) };
  }
  const note = entry.note ? ` ${english(teacher, entry.note)}` : '';
  return {
    text: `${lead} En lugar de «${entry.word}», puedes decir ${listed(entry.others, true)}.${note} Por ejemplo: ${entry.example}`,
    followUp: tryItQuestion(teacher, entry.others[0]!, chooser),
  };
}

function answerOpposite(word: string, context: AnswerContext): Answer {
  const { teacher, chooser } = context;
  const opposites = findWordAlternatives(word)?.opposites ?? readAntonyms(word);
  if (opposites.length === 0) return notInTables(word, context, 'opposite');
  return { text: `${leadIn(context)} The opposite of '${word}' is ${listed(opposites.slice(0, 3), false)}.`, followUp: tryItQuestion(teacher, opposites[0]!, chooser) };
}

/** "Is 'kindly' too formal?": where the word fits (word-registers.ts), or an honest answer for a word not there. */
export function answerWordRegister(question: LearnerQuestion, context: AnswerContext): Answer | null {
  if (isSpanishTeacher(context.teacher)) return null;
  const entry = findWordRegister(question.subject);
  if (!entry) return null;
  const verdict = entry.register === 'fine anywhere' ? "It's fine in most situations." : `It's ${entry.register}.`;
  return { text: `${leadIn(context)} ${verdict} ${entry.note}` };
}

function answerTone(word: string, context: AnswerContext): Answer {
  const tone = findWordTone(word);
  // One of the office idioms (business-idioms.ts): polite, but jargon to some ears.
  const idiom = tone ? null : findIdiom(word);
  if (idiom && BUSINESS_IDIOMS.includes(idiom)) return { text: `${leadIn(context)} No, '${word}' is neutral and common in offices, but some people find phrases like it overused jargon: use it with colleagues, and say it plainly in a formal letter or to someone new to English.` };
  // 'Is it rude to say 'hey' to my boss?': a word whose register is known is answered by where it fits.
  const register = tone || idiom ? undefined : findWordRegister(word);
  if (register) return { text: `${leadIn(context)} ${register.register === 'informal' ? "It isn't rude, just informal." : "No, it isn't rude."} ${register.note}` };
  if (!tone) return notInTables(word, context, 'tone');
  const verdict = tone.tone === 'it depends' ? 'It depends.' : `It's ${tone.tone}.`;
  return { text: `${leadIn(context)} ${verdict} ${tone.note}` };
}

/** The word a question points to with 'it' ('Is it positive or negative?'): the last one quoted in the teacher's last reply or the learner's last question. */
function pointedWord(context: AnswerContext): string | undefined {
  const { conversation } = context;
  const texts = [conversation.assistantMessages.at(-1) ?? '', conversation.userMessages.at(-2) ?? ''];
  for (const text of texts) {
    const quoted = [...text.matchAll(/['‘«]([\p{L}][\p{L} -]{0,24})['’»]/gu)].map((m) => m[1]!);
    const known = quoted.find((w) => findWordTone(w) || findWordAlternatives(w));
    if (known) return known;
  }
  return undefined;
}

const POINTING = /^(?:it|this|that|this word|that word|the word)$/i;

/** 'very good' -> one strong word ('excellent'); 'very delicious' -> a strong word takes 'absolutely', not 'very'. */
function answerVeryWord(phrase: string, adjective: string, context: AnswerContext): Answer | null {
  const { teacher, chooser } = context;
  const entry = findStrongAdjective(adjective);
  if (entry) {
    return {
      text: `${leadIn(context)} Instead of '${phrase}' you can use one strong word: ${listed(entry.strong, false)}. A strong word needs no 'very'. For example: ${entry.example}`,
      followUp: tryItQuestion(teacher, entry.strong[0]!, chooser),
    };
  }
  if (!isStrongWord(adjective)) return null;
  const Adjective = `${adjective.charAt(0).toUpperCase()}${adjective.slice(1)}`;
  // 'really amazing' is right already: strong words go with 'really' and 'absolutely'.
  if (/^really /.test(phrase)) return { text: `${leadIn(context)} '${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}' is fine as it is: a strong word like '${adjective}' goes with 'really' or 'absolutely', never with 'very'.`, followUp: tryItQuestion(teacher, `absolutely ${adjective}`, chooser) };
  const ordinary = ordinaryWordFor(adjective);
  const softer = ordinary ? `, or put 'very' before an ordinary word: 'very ${ordinary}'` : '';
  return {
    text: `${leadIn(context)} '${Adjective}' is already a strong word, so it doesn't take 'very': say 'absolutely ${adjective}' or 'really ${adjective}'${softer}.`,
    followUp: tryItQuestion(teacher, `absolutely ${adjective}`, chooser),
  };
}

export function answerWordAlternatives(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const { teacher, chooser } = context;
  const word = POINTING.test(question.subject) ? pointedWord(context) : question.subject;
  if (!word) return null;
  if (isSpanishTeacher(teacher) && question.kind !== 'word-tone') return answerSpanish({ ...question, subject: word }, context);
  if (question.kind === 'opposite') return answerOpposite(word, context);
  if (question.kind === 'word-tone') return answerTone(word, context);
  const very = VERY_WORD.exec(word.trim());
  const veryAnswer = very && !question.context ? answerVeryWord(word.trim().toLowerCase(), very[1]!.toLowerCase(), context) : null;
  if (veryAnswer) return veryAnswer;
  // 'very nice' with no strong word of its own: the words for 'nice'.
  const entry = findWordAlternatives(word) ?? (very ? findWordAlternatives(very[1]!) : undefined);
  if (!entry) return notInTables(word, context, 'others');
  const lead = leadIn(context);
  const register = question.context === 'formal' ? entry.formal : question.context === 'informal' ? entry.informal : undefined;
  if (question.context && register?.length) {
    const where = question.context === 'formal' ? 'In writing, at work or in an exam' : 'With friends and in everyday speech';
    return { text: `${lead} ${where}, instead of '${entry.word}' you can say ${listed(register, false)}.`, followUp: tryItQuestion(teacher, register[0]!, chooser) };
  }
  const lacking = question.context ? `I wouldn't call any of them more ${question.context} than '${entry.word}', but ` : '';
  const others = `${lacking}${lacking ? 'instead' : 'Instead'} of '${entry.word}' you can say ${listed(entry.others, false)}.`;
  return {
    text: `${lead} ${others}${entry.note ? ` ${entry.note}` : ''} For example: ${entry.example}`,
    followUp: tryItQuestion(teacher, entry.others[0]!, chooser),
  };
}
