/** The learner asks about their own answer: feedback on it, not the method it names or a thank-you. */
import { describe, expect, it } from 'vitest';
import { teacherFor } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';

describe('a question about the learner’s own answer', () => {
  it.each([
    ['daniel', 'Was my answer good? Which part of STAR I missed?'],
    ['daniel', 'Did I use STAR correctly?'],
    ['daniel', 'is it good STAR answer?'],
    ['daniel', 'How can I make this answer better?'],
    ['oliver', 'What was my biggest mistake?'],
    ['oliver', 'Thank you, can I have my feedback for the whole test?'],
    ['claire', 'thanks. what are my mistakes exactly? please list them'],
    ['claire', 'can you list my mistakes?'],
  ])('%s hears %j as asking for feedback on the answer', (slug, message) => {
    expect(detectQuestion(message, teacherFor(slug))?.kind).toBe('answer-feedback');
  });

  it('reads a band asked for without an article as a band', () => {
    expect(detectQuestion('How was my long turn? Please give me band.', teacherFor('oliver'))?.kind).toBe('band-score');
  });

  it.each([
    ['daniel', 'What is the STAR method?'],
    ['oliver', 'I need band 7 for my visa.'],
    ['daniel', 'My manager gave me feedback that I talk too fast.'],
  ])('%s hears no request for feedback in %j', (slug, message) => {
    expect(detectQuestion(message, teacherFor(slug))?.kind).not.toBe('answer-feedback');
  });
});
