import { describe, expect, it } from 'vitest';
import { INTERVIEW_QUESTION_COUNT } from './constants';
import { INTERVIEW_QUESTIONS, interviewQuestionAt } from './interview-questions';

describe('INTERVIEW_QUESTIONS', () => {
  it('holds the 10 interview questions, all different, opening with "Tell me about yourself."', () => {
    expect(INTERVIEW_QUESTIONS).toHaveLength(INTERVIEW_QUESTION_COUNT);
    expect(INTERVIEW_QUESTION_COUNT).toBe(10);
    expect(new Set(INTERVIEW_QUESTIONS).size).toBe(10);
    expect(INTERVIEW_QUESTIONS[0]).toBe('Tell me about yourself.');
    for (const question of INTERVIEW_QUESTIONS) expect(question).toMatch(/[.?]$/);
  });

  it('includes behavioural questions that call for a STAR story', () => {
    expect(INTERVIEW_QUESTIONS.filter((q) => /^(Tell me about a time|Describe a situation|Give me an example)/.test(q)).length).toBeGreaterThanOrEqual(3);
  });
});

describe('interviewQuestionAt', () => {
  it('asks the questions in order and starts again after the tenth', () => {
    expect(interviewQuestionAt(1)).toBe(INTERVIEW_QUESTIONS[0]);
    expect(interviewQuestionAt(2)).toBe(INTERVIEW_QUESTIONS[1]);
    expect(interviewQuestionAt(10)).toBe(INTERVIEW_QUESTIONS[9]);
    expect(interviewQuestionAt(11)).toBe(INTERVIEW_QUESTIONS[0]);
    expect(interviewQuestionAt(25)).toBe(INTERVIEW_QUESTIONS[4]);
  });
});
