import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../../types';
import { findCurrentQuestion, hasAnsweredSince, hasAnswerAwaitingFeedback } from './interview-progress';
import { interviewOpening, questionLine } from '#/shared/script-lines';

const message = (role: ConversationMessage['role'], content: string): ConversationMessage => ({ id: content, role, content, timestamp: 0 });

describe('hasAnsweredSince', () => {
  const opening = message('assistant', 'Question 1: Tell me about yourself.');
  const answer = message('user', 'I am a nurse with five years of experience.');
  const reaction = message('assistant', 'Thank you, that is a clear introduction.');

  it('is false until the learner answers the current question', () => {
    expect(hasAnsweredSince([opening], 0)).toBe(false);
    expect(hasAnsweredSince([opening, answer, reaction], 0)).toBe(true);
  });

  it('looks only after the current question, so an earlier answer does not count', () => {
    const next = message('assistant', 'Question 2: Why are you interested in this role?');
    expect(hasAnsweredSince([opening, answer, reaction, next], 3)).toBe(false);
    expect(hasAnsweredSince([opening, answer, reaction, next, message('user', 'Because I love it.')], 3)).toBe(true);
  });
});

describe('interview script', () => {
  it('opens with a welcome and question 1, and numbers later questions like the badge, cycling after 10', () => {
    expect(interviewOpening('Daniel Brooks')).toMatch(/^Welcome to your mock interview\. I'm Daniel,[\s\S]*Question 1: Tell me about yourself\.$/);
    expect(questionLine(2)).toBe('Question 2: Why are you interested in this role?');
    expect(questionLine(11)).toBe('Question 11: Tell me about yourself.');
  });
});

describe('findCurrentQuestion', () => {
  const opening = message('assistant', interviewOpening('Daniel Brooks'));
  const answer = message('user', 'I am a nurse.');

  it('reads the question from the latest scripted line, as a reloaded interview must', () => {
    expect(findCurrentQuestion([opening, answer], 'Daniel Brooks')).toEqual({ questionNumber: 1, questionPosition: 0 });
    expect(findCurrentQuestion([opening, answer, message('assistant', questionLine(12)), answer], 'Daniel Brooks')).toEqual({ questionNumber: 12, questionPosition: 2 });
  });

  it('ignores a reply or a learner message that only looks like a question line', () => {
    const lookalikes = [message('assistant', 'Question 4: what did you learn?'), message('user', questionLine(5))];
    expect(findCurrentQuestion([opening, ...lookalikes], 'Daniel Brooks')).toEqual({ questionNumber: 1, questionPosition: 0 });
  });
});

describe('hasAnswerAwaitingFeedback', () => {
  const question = message('assistant', questionLine(1));
  const answer = message('user', 'I am a nurse.');
  const feedback = { ...message('assistant', 'Strengths: clear.'), isFeedback: true };

  it('offers feedback once per answer, and again for a new attempt', () => {
    expect(hasAnswerAwaitingFeedback([question, answer], 0)).toBe(true);
    expect(hasAnswerAwaitingFeedback([question, answer, feedback], 0)).toBe(false);
    expect(hasAnswerAwaitingFeedback([question, answer, feedback, message('user', 'Let me try again.')], 0)).toBe(true);
  });
});
