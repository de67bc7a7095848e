/**
 * "Can you give me a model answer?" asked of the IELTS examiner while his question waits: the shape of a good answer for
 * that part of the test (Part 1 short and direct, Part 2 the card's points as a story, Part 3 a view argued), one short
 * model on a question of the same kind, then his question again for the learner's own. The models are written for
 * questions of their own, never for the one asked: an answer to learn by heart is not what the examiner hands out.
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { isCueCard } from '../cue-card';
import { capitalizeFirst } from '../choose-variant';

/** A model or example answer asked for, in the ways learners ask ('Could you show me an example answer?', 'What is a good answer to this?'). */
const ASKS_FOR_A_MODEL = /\b(?:(?:give|show|tell|write) me (?:a |an |one )?(?:model|example|sample|good|perfect|band[- ]?(?:7|8|9|seven|eight|nine)) answer|(?:a |an )?(?:model|sample|example) answer\b|what (?:is|would be) a (?:good|strong|model|perfect|band[- ]?\d) answer|how would you answer (?:it|that|this|the question)|what would (?:you|a native speaker|a good candidate) say)/i;

/** Questions that ask for a view on society, the Part 3 kind ('Do you think...', 'Why do people...', 'What are the advantages...'). */
const ASKS_FOR_A_VIEW = /^(?:do you think (?!you\b|your\b)|why do (?:you think )?(?:people|some people|many people)|what (?:are|do you think are) the (?:advantages|disadvantages|benefits|effects|reasons)|how (?:has|have|will|might|do|does) [^?]*\b(?:changed?|change|affect|society|people|future|generation)|should (?:the )?(?:government|people|parents|schools|children|everyone)|is it (?:more |less )?(?:better|important|true|fair)|which is (?:better|more important)|in your (?:opinion|view)|to what extent)/i;

type Shape = { part: string; shape: string; model: string };
const NOW_YOURS_CARD = 'Now yours, after a minute to make notes: ';

const SHAPES: Record<'1' | '2' | '3', Shape> = {
  '1': {
    part: 'Part 1',
    shape: 'answer the question straight away, give a reason, and add one detail or example: two or three sentences, no more.',
    model: "To 'Do you like your hometown?': Yes, I really do, mostly because it's small and friendly. There's a river right in the centre, and on summer evenings half the town seems to walk along it.",
  },
  '2': {
    part: 'Part 2',
    shape: "one sentence to say what you'll talk about, then each point on the card in turn, told as a story with a few details, and a last sentence on why it matters to you: about two minutes.",
    model: "For 'Describe a journey you remember', it would open like this: I'd like to talk about a train trip I took to the mountains three years ago, with two friends from university. We left before sunrise, and the best part was the last hour, when the track climbed through the snow... It stays with me because it was the first trip I planned entirely on my own.",
  },
  '3': {
    part: 'Part 3',
    shape: 'give your view, a reason, an example, and if you can, the other side: four or five sentences.',
    model: "To 'Do people read less than in the past?': I think they read as much, but differently, because most reading now happens on phones. My parents read the news on paper, for example, while I read the same news in an app. On the other hand, fewer people read long books, which I think is a pity.",
  },
};

/** The question the examiner's last turn ends on ('Thank you. Now, do you work or are you a student?' -> 'do you work or are you a student?'). */
const lastQuestionOf = (turn: string) =>
  turn.trim().split(/(?<=[.!?])\s+/).findLast((sentence) => /\?\s*$/.test(sentence))?.replace(/^[^:?]*:\s*/, '').replace(/^(?:(?:thank you|thanks|now|so|ok(?:ay)?|right|good|well)[,.!]?\s*)+/i, '');

export function examinerModelAnswer(input: { message: string; teacher: TutorTeacher; assistantMessages: readonly string[] }): string | null {
  const { message, teacher, assistantMessages } = input;
  // Asked, not an answer that mentions one ('My example answer is that...'): a question, or a request.
  const isAsked = /\?\s*$|\bplease\b/i.test(message.trim()) || /^(?:(?:yes|yeah|ok(?:ay)?|so|sorry|please)[,!.]?\s+)*(?:can|could|would|will|please|give|show|tell|write|i'?d like|i would like|i want|i need)\b/i.test(message.trim());
  if (teacher.task !== 'ielts' || !isAsked || !ASKS_FOR_A_MODEL.test(message)) return null;
  const turn = assistantMessages.at(-1);
  if (!turn) return null;
  if (isCueCard(turn)) {
    const { part, shape, model } = SHAPES['2'];
    // The card said again keeps the next message the long turn (after-long-turn.ts reads it from this turn).
    // Asked again after a model: the card after this module's own 'Now yours', not the model's own 'Describe...'.
    const again = turn.lastIndexOf(NOW_YOURS_CARD);
    const card = again !== -1 ? turn.slice(again + NOW_YOURS_CARD.length) : turn.slice(Math.max(0, turn.search(/\bdescribe\b/i)));
    return `A good ${part} answer has a clear shape: ${shape} ${model} ${NOW_YOURS_CARD}${card}`;
  }
  const asked = lastQuestionOf(turn);
  if (!asked) return null;
  // In Part 3 ('Now let's move on to Part 3') every question asks for a view, however it is put.
  const inPartThree = assistantMessages.findLast((said) => /\bPart [123]\b/.test(said))?.match(/\bPart ([123])\b(?![\s\S]*\bPart [123]\b)/)?.[1] === '3';
  const { part, shape, model } = SHAPES[ASKS_FOR_A_VIEW.test(asked) || inPartThree ? '3' : '1'];
  return `A good ${part} answer has a clear shape: ${shape} ${model} Now yours: ${capitalizeFirst(asked)}`;
}
