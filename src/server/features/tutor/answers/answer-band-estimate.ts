/**
 * Oliver's promise: an estimated band for each criterion he can judge from a text chat, with the reasons,
 * measured on the learner's answers so far (length, variety of words, linking, errors the checker finds).
 * Pronunciation cannot be judged from text, and he says so; it is never called an official result.
 */
import { findCorrections } from '../grammar/find-corrections';
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { detectQuestion } from './detect-question';
import { SHORT_LONG_TURN_WORDS } from './answer-feedback';

/** Words in one answer that make it a long turn, enough for an estimate on its own. */
const LONG_TURN_WORDS = 50;
/** The most a Part 2 talk shorter than the examiner asks for earns for fluency: it stopped before the two minutes. */
const SHORT_LONG_TURN_FLUENCY = 6;
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
/**
 * What the measures read in each language the teachers speak: the words that link ideas (with the two a
 * teacher names as examples) and the grammar words left out of the count of different words.
 */
type LanguageMeasures = { linkers: RegExp; linkerExamples: string; stop: ReadonlySet<string> };
const MEASURES: Readonly<Record<'en' | 'es', LanguageMeasures>> = {
  en: {
    linkers: /(?<!\p{L})(?:because|although|however|so|whereas|while|which|who|if|when|unless|on the other hand|for example|for instance|as a result|in addition|therefore|since)(?!\p{L})/giu,
    linkerExamples: 'because or although',
    stop: new Set('the a an and or but to of in on at for with is are was were be been it this that i you my me we they he she do did does have has had not so very really just'.split(' ')),
  },
  es: {
    linkers: /(?<!\p{L})(?:porque|aunque|sin embargo|así que|ya que|mientras|cuando|si|donde|por eso|por ejemplo|además|en cambio|por lo tanto|a pesar de|pues|como resultado)(?!\p{L})/giu,
    linkerExamples: 'porque or aunque',
    stop: new Set('el la los las un una unos unas y o pero a de del al en con por para es son era fue ser estar está están soy estoy me mi mis te tu tus se lo le les nos que no muy también yo tú él ella hay tengo tiene'.split(' ')),
  },
};
/** A sentence of more than one clause: a condition, a concession, a relative clause, an inversion ('Had I known'). */
const COMPLEX_SENTENCE = /\b(?:if|unless|although|though|even though|whereas|which|who|whose|whom)\b|^(?:had|were|should) (?:i|we|you|he|she|they)\b/im;

export const measuresFor = (language: string): LanguageMeasures => (language.startsWith('es') ? MEASURES.es : MEASURES.en);

export function bandWords(band: number): string {
  const whole = Math.floor(band);
  return `band ${NUMBER_WORDS[whole]}${band - whole >= 0.5 ? ' point five' : ''}`;
}

const roundDownToHalf = (n: number) => Math.floor(n * 2) / 2;
const clamp = (n: number) => Math.max(4, Math.min(8, n));

export type BandEstimate = { fluency: number; lexical: number; grammar: number; overall: number; averageWords: number; distinctWords: number; errorsPerAnswer: number; linkers: number; pointsToThinkAbout: number };

export async function estimateBands(answers: readonly string[], language: string): Promise<BandEstimate> {
  const wordsPerAnswer = answers.map((a) => a.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length);
  const averageWords = wordsPerAnswer.reduce((s, n) => s + n, 0) / answers.length;
  const measures = measuresFor(language);
  const contentWords = answers.flatMap((a) => a.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => !measures.stop.has(w));
  const distinct = new Set(contentWords);
  const longShare = contentWords.length === 0 ? 0 : [...distinct].filter((w) => w.length >= 7).length / distinct.size;
  const linkers = answers.join(' ').match(measures.linkers)?.length ?? 0;
  const corrections = await Promise.all(answers.map((a) => findCorrections(a, { max: 2, language })));
  const errors = corrections.reduce((s, c) => s + c.length, 0);
  const errorsPerAnswer = errors / answers.length;
  // The points raised as questions to think about (families not sure enough to correct) are told, not scored.
  const unsure = await Promise.all(answers.map((a, i) => (corrections[i]!.length > 0 ? [] : findCorrections(a, { max: 1, language, families: 'questions' }))));
  const pointsToThinkAbout = unsure.filter((found) => found.length > 0).length;

  const fluency = clamp((averageWords < 8 ? 4.5 : averageWords < 15 ? 5 : averageWords < 25 ? 5.5 : averageWords < 40 ? 6 : averageWords < 60 ? 6.5 : 7) + (linkers / answers.length >= 1 ? 0.5 : 0));
  const lexical = clamp(4.5 + (distinct.size >= 15 ? 0.5 : 0) + (distinct.size >= 35 ? 0.5 : 0) + (distinct.size >= 70 ? 0.5 : 0) + (longShare >= 0.15 ? 0.5 : 0) + (longShare >= 0.25 ? 0.5 : 0));
  // A point to think about is a likely error the checker was not sure enough to correct: half an error each.
  const doubtsPerAnswer = errorsPerAnswer + (0.5 * pointsToThinkAbout) / answers.length;
  const grammar = clamp((doubtsPerAnswer === 0 ? 6 : doubtsPerAnswer < 0.5 ? 5.5 : doubtsPerAnswer < 1 ? 5 : 4.5) + (linkers >= 2 ? 0.5 : 0) + (linkers >= 5 && doubtsPerAnswer < 0.5 ? 0.5 : 0));
  const overall = roundDownToHalf((fluency + lexical + grammar) / 3);
  return { fluency, lexical, grammar, overall, averageWords, distinctWords: distinct.size, errorsPerAnswer, linkers, pointsToThinkAbout };
}

export async function answerBandEstimate(_question: LearnerQuestion, context: AnswerContext): Promise<Answer> {
  const { conversation, teacher } = context;
  // Earlier answers only: not this request, nor other questions to the examiner.
  const answers = conversation.userMessages.slice(0, -1).filter((m) => !detectQuestion(m, teacher) && m.split(/\s+/).length >= 4);
  // Two answers, or one long turn (a Part 2 answer of a minute or more), are enough to go on.
  const wordsSaid = answers.reduce((sum, answer) => sum + answer.split(/\s+/).length, 0);
  if (answers.length < 2 && wordsSaid < LONG_TURN_WORDS) {
    return {
      text: "I can't give you a fair band yet, because I need to hear a few full answers first. Answer the next question in three or four sentences, with a reason and an example, and then ask me again.",
    };
  }
  const e = await estimateBands(answers, teacher.language);
  const one = answers.length === 1;
  const words = Math.round(e.averageWords);
  // One Part 2 talk is judged against the one to two minutes it should fill, as the examiner's feedback on it was
  // ('aim for about 150'): 75 words is short there, not 'a good length'.
  const isShortLongTurn = one && wordsSaid >= LONG_TURN_WORDS && wordsSaid < SHORT_LONG_TURN_WORDS;
  if (isShortLongTurn) {
    e.fluency = Math.min(e.fluency, SHORT_LONG_TURN_FLUENCY);
    e.overall = roundDownToHalf((e.fluency + e.lexical + e.grammar) / 3);
  }
  const fluencyWhy = isShortLongTurn
    ? `for a Part 2 talk your answer was short, about ${words} words, so keep going for the full two minutes and cover every point on the card`
    : e.averageWords < 25
    ? `${one ? `your answer was ${words} words` : `your answers average ${words} words`}, so extend each one with a reason and an example`
    : `${one ? `your answer is a good length, about ${words} words` : `your answers are a good length, about ${words} words each`}${e.linkers < answers.length ? ', and more linking words like however or as a result would help' : ''}`;
  const lexicalWhy = e.distinctWords < 35 ? `you have used about ${e.distinctWords} different words so far, so try some less common vocabulary and collocations` : `you are using a good range of about ${e.distinctWords} different words`;
  const raised = e.pointsToThinkAbout === 1 ? 'though I asked you about one point to think about' : `though I asked you about ${e.pointsToThinkAbout} points to think about`;
  // Complex sentences already used ('If I were...', 'Had I known', 'which', 'although') are named, not asked for again.
  const usesComplex = answers.some((answer) => COMPLEX_SENTENCE.test(answer));
  const range = usesComplex ? 'and you already use complex sentences, so keep mixing them with short, clear ones' : 'and using more complex sentences, with if, although or which, would push it higher';
  const grammarWhy = e.errorsPerAnswer === 0 ? `I found no error I'm sure of${e.pointsToThinkAbout > 0 ? `, ${raised}` : ''}, ${range}` : `I noticed about ${e.errorsPerAnswer < 1 ? 'one error in every few answers' : `${Math.round(e.errorsPerAnswer)} errors per answer`}, so accuracy is the thing to work on`;
  return {
    text: [
      `Based on ${answers.length === 1 ? 'your answer' : `your ${answers.length} answers`} so far, I'd estimate about ${bandWords(e.overall)} overall, though this is only a practice estimate, not an official result.`,
      `Fluency and coherence, ${bandWords(e.fluency)}: ${fluencyWhy}.`,
      `Lexical resource, ${bandWords(e.lexical)}: ${lexicalWhy}.`,
      `Grammatical range and accuracy, ${bandWords(e.grammar)}: ${grammarWhy}.`,
      "Pronunciation I can't judge from a text chat, so practise that part aloud.",
    ].join(' '),
  };
}
