/** "What's the difference between make and do?": a hand-written table, or both WordNet meanings side by side. */
import { lookUpSenses } from '../define-word';
import type { Answer, AnswerContext } from './answer';
import { findConfusable } from './confusables';
import type { LearnerQuestion } from './detect-question';
import { answerIsCorrect } from './answer-is-correct';
import { english, isSpanishTeacher, leadIn } from './teacher-voice';

const short = (definition: string) => definition.split(/;\s*/)[0]!.trim();

export function answerDifference(question: LearnerQuestion, context: AnswerContext): Answer | null | Promise<Answer | null> {
  const { teacher, chooser } = context;
  const first = question.subject;
  const second = question.other ?? '';
  if (!second) return null;
  const lead = leadIn(teacher, chooser);
  const entry = findConfusable(first, second);
  const practice = isSpanishTeacher(teacher)
    ? '¿Me das un ejemplo con cada una? (Can you give me one sentence with each?)'
    : chooser.pick('difference-practice', ['Can you give me one sentence with each?', 'Want to try a sentence with each of them?']);
  if (entry) {
    const isSpanishPair = entry.words.some((w) => ['ser', 'estar', 'por', 'para', 'saber', 'conocer', 'pedir', 'preguntar', 'hay', 'muy', 'tú', 'llevar'].includes(w));
    const text = isSpanishPair ? `${english(teacher, entry.explanation)} ${isSpanishTeacher(teacher) ? 'Por ejemplo:' : 'For example:'} ${entry.example}` : english(teacher, `${entry.explanation} For example: ${entry.example}`);
    return { text: `${lead} ${text}`, followUp: practice };
  }
  if (first.split(/\s+/).length > 2 || second.split(/\s+/).length > 2) return answerIsCorrect({ kind: 'is-correct', subject: first, other: second }, context);
  const a = lookUpSenses(first);
  const b = lookUpSenses(second);
  if (!a || !b) return null;
  return {
    text: `${lead} ${english(teacher, `'${first}' means ${a.pos === 'verb' ? 'to ' : ''}${short(a.senses[0]!.definition)}, while '${second}' means ${b.pos === 'verb' ? 'to ' : ''}${short(b.senses[0]!.definition)}.`)}`,
    followUp: practice,
  };
}
