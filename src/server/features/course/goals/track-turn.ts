/** The goal tracker: which of a lesson's goals and target phrases a learner's turn reaches, read from their own words. */
import type { Goal, Lesson } from '#/shared/course/unit';
import { learnerWords } from './learner-words';
import { matchesForm, reachesGoal } from './match-goal';
import { phraseForm } from './phrase-form';

export type TurnProgress = { newGoals: Goal[]; newPhrases: string[] };

export function trackTurn(lesson: Lesson, already: { goalsMet: readonly string[]; phrasesUsed: readonly string[] }, text: string): TurnProgress {
  const words = learnerWords(text);
  return {
    newGoals: lesson.scenario.goals.filter((goal) => !already.goalsMet.includes(goal.id) && reachesGoal(goal, text)),
    newPhrases: lesson.targetPhrases.filter((phrase) => !already.phrasesUsed.includes(phrase.text) && matchesForm(phraseForm(phrase), words)).map((phrase) => phrase.text),
  };
}

/** The first goal not met yet, in the scenario's order. */
export function nextGoal(lesson: Lesson, goalsMet: readonly string[]): Goal | undefined {
  return lesson.scenario.goals.find((goal) => !goalsMet.includes(goal.id));
}
