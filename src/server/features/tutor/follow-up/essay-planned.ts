/**
 * An essay planned together, as the writing teacher offers ("What is the essay question? Tell me your answer to it in one
 * sentence, and we'll plan the paragraphs together.", or her first essay question, 'What is your main argument...?'). The learner's next message is read for the two things asked: an
 * answer to the question (a view said as one: 'In my opinion...', 'I believe...', 'I agree that...') gets a plan of
 * paragraphs built on it, with the reason they gave; the question alone gets asked for the answer. Then the introduction
 * is invited as lines to look at (text-to-check.ts). English only: Lucía teaches speaking.
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { inSecondPerson } from '../answers/say-back';
import { isSpanishTeacher } from '../answers/teacher-voice';
import { ESSAY_QUESTION_ASKED, MAIN_ARGUMENT_ASKED } from '../question-banks/claire-questions';
import { LINES_INVITATION } from '../text-to-check';

/** Asked when the question came without an answer to it: the next message is the answer. */
export const ESSAY_ANSWER_ASKED = "Now your answer to it, in one sentence, with your main reason: 'I believe ... because ...'.";

/** A view said as one: the answer to an essay question. */
const VIEW = /\b(?:i (?:(?:really|strongly|firmly|personally|also) )?(?:think|believe|feel|agree|disagree|am convinced|would say|prefer)|in my (?:opinion|view|point of view)|my (?:answer|opinion|view|position) is|from my point of view|personally|i (?:am|'m) (?:for|against)|i (?:partly|partially|completely|totally) (?:agree|disagree))\b/i;
/** A view that names no claim of its own ('I strongly agree, since...'): the claim is the sentence before it. */
const AGREES_ONLY = /^(?:so,? |and |but )?i (?:(?:really|strongly|completely|totally|partly|partially|fully) )?(?:agree|disagree)\b(?! (?:that|with (?:the idea|people who)))/i;
/** The reason given with it: what follows 'because' (or 'since', 'as') to the end of its sentence. */
const REASON = /\b(?:because|since|as)\s+(?<reason>[^.!?;]{6,}?)\s*[.!?;]*$/i;
/** Words of an essay question or an answer: fewer is a remark ('I don't know yet', 'ok'). */
const FEWEST_WORDS = 5;
/** Asked of the teacher, or a remark, not the essay's question or an answer to it: 'what do you mean?', 'Sorry, I need more time'. */
const ASKED_OF_TEACHER = /\b(?:you|your|sorry|help|instead|thanks?|thank you)\b|^(?:what|how|can|could|may|do|does|is|are|and|ok(?:ay)?)\b|\b(?:don'?t|do not|not sure|no idea)\b/i;
/**
 * An essay question or its prompt as set ('Some people think... Others believe...', 'To what extent do you agree?',
 * 'Should governments...?', 'Discuss both views'): the question, to be answered next.
 */
const ESSAY_PROMPT = /\b(?:some people (?:think|believe|say|argue|feel)|others? (?:think|believe|say|argue|feel)|to what extent|do you agree or disagree|discuss both|advantages (?:and|outweigh) (?:the )?disadvantages|whether)\b|^should\b[^?]{20,}\?\s*$/i;
/**
 * A claim made in one sentence, an argument though no 'I think' says so ('Social media is harmful for teenagers because it
 * makes them anxious', 'Cities should ban cars'): a modal or a judgement, and no question.
 */
const CLAIM = /\b(?:should|must|ought to|need to|have to)\b|\b(?:is|are)\s+(?:\w+\s+){0,3}(?:better|worse|more|less|harmful|dangerous|good|bad|important|necessary|useful|essential|beneficial|right|wrong)\b|\bbecause\b/i;

export const ESSAY_PLAN_EXAMPLES = {
  plans: [
    'In my opinion, learning early is better because children learn fast.',
    'Some people say cities should ban cars. I strongly agree, since the air in my city is very dirty.',
    'I believe working from home is better for most people.',
    'Social media is harmful for teenagers because it makes them anxious.',
  ],
  asksForTheAnswer: ['Some people think children should learn a foreign language at primary school, others think they should wait.', 'Should governments spend more money on public transport than on roads?'],
  neither: ['What do you mean?', 'ok', 'I don’t know yet', 'Can you give me an example essay?', 'Can I write about climate change instead?', 'Sorry, I need more time to think about it.', 'I am not sure what a main argument is.', 'Is this a good introduction?', 'And how many words should each paragraph have?', 'Ok thanks, that is very helpful.', "I don't have an essay question yet.", 'Sorry, I don’t understand what to write.', 'My favourite subject at school was history.'],
} as const;

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => /\p{L}/u.test(sentence));

/** The plan of paragraphs from the learner's answer, with their reason where they gave one. */
function planFrom(answer: string): string {
  const reason = REASON.exec(answer)?.groups?.reason?.trim();
  const firstBody = reason ? `your reason, that ${inSecondPerson(reason)}, with an example from life or a fact` : 'your main reason, with an example from life or a fact';
  return [
    `That's your answer, so it becomes your thesis: "${answer}" Here is a plan for four paragraphs.`,
    `1. Introduction: a sentence on the topic, the question in your own words, then your thesis.`,
    `2. First body paragraph: ${firstBody}.`,
    `3. Second body paragraph: a second reason, or the other side and why you still hold your view.`,
    `4. Conclusion: your answer again, in new words.`,
    `Now the introduction. ${LINES_INVITATION}.`,
  ].join(' ');
}

export function planEssay(message: string, lastTurn: string | undefined, teacher: TutorTeacher): string | null {
  const asked = lastTurn?.trim();
  if (!asked || isSpanishTeacher(teacher)) return null;
  const asksForTheQuestion = asked.endsWith(ESSAY_QUESTION_ASKED) || asked.endsWith(MAIN_ARGUMENT_ASKED);
  if (!asksForTheQuestion && !asked.endsWith(ESSAY_ANSWER_ASKED)) return null;
  const text = message.trim();
  if (text.split(/\s+/).length < FEWEST_WORDS || ASKED_OF_TEACHER.test(text)) return null;
  const sentences = sentencesOf(text);
  const at = sentences.findIndex((sentence) => VIEW.test(sentence));
  // 'Some people say cities should ban cars. I strongly agree, since...': a bare 'I agree' takes the claim before it along.
  if (at !== -1) return planFrom(at > 0 && AGREES_ONLY.test(sentences[at]!) ? `${sentences[at - 1]} ${sentences[at]}` : sentences[at]!);
  if (ESSAY_PROMPT.test(text)) return asksForTheQuestion ? `Thanks, that's the question. ${ESSAY_ANSWER_ASKED}` : null;
  // A claim in one sentence answers 'What is your main argument?' or the answer asked for; never a question.
  const claim = sentences.length === 1 && !/\?\s*$/.test(text) && CLAIM.test(text) ? text : null;
  return claim ? planFrom(claim) : null;
}
