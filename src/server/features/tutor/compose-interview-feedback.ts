/** 'interview-feedback': five labelled one-sentence lines on the learner's last answer (at most 5 sentences). */
import type { CompletionRequest } from '../../lib/language-model';
import { analyzeInterviewAnswer, type AnswerAnalysis, type StarPart } from './analyze-interview-answer';
import { createChooser, type Chooser } from './choose-variant';
import { findCorrections } from './grammar/find-corrections';
import { fixedParts } from './grammar/fixed-part';
import type { Conversation } from './read-conversation';

const SHORT_ANSWER_WORDS = 40;
const STAR_ORDER: StarPart[] = ['situation', 'task', 'action', 'result'];
const HOW_TO_ADD: Record<StarPart, string> = {
  situation: 'a sentence of context at the start',
  task: 'what you were responsible for',
  action: 'the specific steps you took',
  result: 'how it ended',
};
const listed = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

function strengths(a: AnswerAnalysis, chooser: Chooser): string {
  if (a.hasNumbers && a.starParts.result) return 'You backed up your result with concrete numbers, which makes the answer believable.';
  if (a.actionVerbs.length > 0) return `You used strong first-person verbs such as ${listed(a.actionVerbs.slice(0, 2).map((v) => `I ${v}`))}, which shows ownership.`;
  if (a.words >= 80) return 'You gave a full, detailed answer rather than a short reply.';
  return chooser.pick('strength', ['You answered the question directly and stayed on topic.', 'You kept a calm, clear focus on the question.']);
}

/** The single most useful gap, also reused for the next step. */
function biggestGap(a: AnswerAnalysis): { improvement: string; practice: string } {
  if (a.words < SHORT_ANSWER_WORDS) return { improvement: `Your answer was only ${a.words} words, so expand it with one specific example from your experience.`, practice: 'one real example' };
  if (!a.starParts.result) return { improvement: 'Finish with a clear result, ideally measurable, such as time saved or customers won.', practice: 'a measurable result' };
  if (!a.hasNumbers) return { improvement: 'Add at least one number, such as team size, a deadline or a percentage, to make the story concrete.', practice: 'one concrete number' };
  if (a.saysWeMoreThanI) return { improvement: 'Say more about what you personally did, using I rather than we.', practice: 'more sentences that start with I' };
  if (a.actionVerbs.length === 0) return { improvement: 'Use active verbs such as I led, I decided or I organised to show your own role.', practice: 'two strong action verbs' };
  return { improvement: 'Keep the opening shorter so you reach your actions sooner.', practice: 'a one-sentence opening' };
}

function structure(a: AnswerAnalysis): string {
  const present = STAR_ORDER.filter((p) => a.starParts[p]);
  const missing = STAR_ORDER.filter((p) => !a.starParts[p]);
  if (missing.length === 0) return 'You covered all four STAR parts: situation, task, action and result.';
  if (present.length === 0) return 'Shape the answer with the STAR method: the situation, your task, the actions you took and the result.';
  const verb = missing.length === 1 ? 'was' : 'were';
  return `You covered the ${listed(present)}, but the ${listed(missing)} ${verb} missing, so add ${HOW_TO_ADD[missing[0]!]}.`;
}

async function language(answer: string, a: AnswerAnalysis): Promise<string> {
  // The words the checker fixed with a word of context: the rest of that sentence is not vouched for (ADR 024).
  const correction = (await findCorrections(answer, { max: 1 }))[0];
  const part = correction && fixedParts(correction)[0];
  if (part) return `Watch one slip: say '${part.to}' rather than '${part.from}'.`;
  const verb = a.actionVerbs[0];
  return verb ? `Your grammar was accurate, and phrases like I ${verb} sounded confident.` : 'Your grammar was accurate and your meaning was clear.';
}

export async function composeInterviewFeedback(_request: CompletionRequest, conversation: Conversation): Promise<string> {
  const answer = conversation.lastUserMessage;
  if (!answer) {
    return [
      'Strengths: You are ready to practise, and that is a great first step.',
      'Improvements: Answer the question first so I have something to give feedback on.',
      'Structure: Use the STAR method: situation, task, action and result.',
      'Language: Use confident first-person verbs such as I led or I decided.',
      'Next step: Answer the current question in about two minutes.',
    ].join('\n');
  }
  const analysis = analyzeInterviewAnswer(answer);
  const chooser = createChooser(conversation.seed);
  const gap = biggestGap(analysis);
  return [
    `Strengths: ${strengths(analysis, chooser)}`,
    `Improvements: ${gap.improvement}`,
    `Structure: ${structure(analysis)}`,
    `Language: ${await language(answer, analysis)}`,
    `Next step: ${chooser.pick('next', ['Practise this answer again out loud', 'Record yourself giving this answer again'])}, adding ${gap.practice}.`,
  ].join('\n');
}
