/** An exam the learner has to study for is asked about as the exam, not as a duty to prepare for. */
import { describe, expect, it } from 'vitest';
import { createChooser } from '../choose-variant';
import { readLearnerFacts } from './learner-facts';
import { respondToFacts } from './respond-to-facts';

const questionsFor = (message: string) =>
  new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => respondToFacts({ message, facts: readLearnerFacts([]), assistantMessages: [], chooser: createChooser(seed) })?.question));

describe('an exam studied for', () => {
  it.each([
    ['I have to study for my driving test.', 'your driving test'],
    ['I need to prepare for the IELTS exam.', 'the IELTS exam'],
    ['I must revise for my final exams this month.', 'your final exams'],
  ])('%j is asked about as %j', (message, exam) => {
    for (const question of questionsFor(message)) expect(question).toMatch(new RegExp(`^(?:When is ${exam}|Which part of ${exam} do you find hardest)\\?$`));
  });

  it.each(['I have to study for two hours every day.', 'I have to prepare a presentation for Monday.', 'I need to study more grammar.'])('leaves %j to the other questions', (message) => {
    for (const question of questionsFor(message)) expect(question ?? '').not.toMatch(/^When is|^Which part of/);
  });
});
