/**
 * "How do I make it shorter?" about the learner's own text: what to cut, from that text (wordy phrases said in fewer
 * words, words that only add force, sentences too long to follow), never a verdict on a text not seen. With no text, how
 * a text is made shorter, in general.
 */
import type { Answer, AnswerContext } from './answer';
import { answerToJudge } from './answer-feedback';
import type { LearnerQuestion } from './detect-question';
import { isSpanishTeacher } from './teacher-voice';
import { FILLERS, WORDY_PHRASES } from './wordy-phrases';

/** A sentence longer than this is hard to follow in an email or an essay: split it, or keep its main point. */
const LONG_SENTENCE_WORDS = 25;
const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
const TRY_IT = "Try it: send me the shorter version, and I'll look at it again.";

/** 'Can you make this shorter? "I am writing this email in order to..."': a text given with the request is the one to cut. */
const GIVEN = /["“]([^"”]{20,})["”]|:\s*(\S[\s\S]{20,})$/;

export function answerMakeShorter(_question: LearnerQuestion, context: AnswerContext): Answer | null {
  if (isSpanishTeacher(context.teacher)) return null;
  const asked = context.conversation.lastUserMessage ?? '';
  const given = GIVEN.exec(asked);
  const text = (given?.[1] ?? given?.[2])?.trim() ?? answerToJudge(context);
  if (!text) {
    return { text: "Cut in three passes: first any sentence that repeats another's point, then long phrases that one word says ('in order to' is 'to', 'due to the fact that' is 'because'), then words like 'very' and 'really'. Keep one idea per sentence, and for an email, a line on why you write, one or two on the details, one on what you'd like them to do.", followUp: 'Send me your text, and I’ll show you what I would cut.' };
  }
  // Each stretch of the text once: 'I am writing this email in order to' says all that 'in order to' would.
  const found = WORDY_PHRASES.flatMap((phrase) => {
    const match = phrase.wordy.exec(text);
    return match ? [{ start: match.index, end: match.index + match[0].length, said: match[0], concise: phrase.concise }] : [];
  }).sort((a, b) => b.end - b.start - (a.end - a.start));
  const kept = found.filter((one, i) => !found.slice(0, i).some((longer) => one.start < longer.end && longer.start < one.end)).sort((a, b) => a.start - b.start);
  const cuts = kept.map((one) => `'${one.concise}' instead of '${one.said}'`);
  const fillers = [...new Set((text.match(FILLERS) ?? []).map((w) => w.toLowerCase()))];
  const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => words(s) > 0);
  const longest = [...sentences].sort((a, b) => words(b) - words(a))[0];
  const notes = [
    ...(cuts.length > 0 ? [`write ${cuts.slice(0, 3).join(', ')}`] : []),
    ...(fillers.length > 0 ? [`most of ${fillers.slice(0, 3).map((w) => `'${w}'`).join(', ')} can go, or give way to one stronger word ('essential' for 'very important')`] : []),
    ...(longest && words(longest) > LONG_SENTENCE_WORDS ? [`your sentence starting '${longest.split(/\s+/).slice(0, 5).join(' ')}...' has ${words(longest)} words: split it in two, or keep only its main point`] : []),
  ];
  const total = words(text);
  if (notes.length === 0) {
    return { text: `It's already tight at ${total} words: no long phrase to shorten and no sentence too long. To cut more, drop any sentence that repeats another's point, and keep one idea in each.`, followUp: TRY_IT };
  }
  return { text: `At ${total} words, here's what I would cut: ${notes.join('; ')}.`, followUp: TRY_IT };
}
