/** "How can I practise?" just after two sounds were told apart: a few minutes' practice of that pair. */
import { describe, expect, it } from 'vitest';
import { answerHowToPractiseTheSounds, ASKS_HOW_TO_PRACTISE } from './practise-the-sounds';
import { teacherFor } from '../tutor-test-helpers';

const TOLD = "Let's work on that! 'three' has /θ/, the th sound, and 'tree' has /t/. For th the tongue touches the teeth.";

describe('how to practise, asked', () => {
  it.each(['How I can practice?', 'How can I practise it at home?', 'Thanks! How should I practice this sound?'])('is %j', (message) => {
    expect(ASKS_HOW_TO_PRACTISE.test(message)).toBe(true);
  });

  it.each(['How can I practise my speaking before the exam?', 'I practise every day.', 'How do you practise?'])('is not %j', (message) => {
    expect(ASKS_HOW_TO_PRACTISE.test(message)).toBe(false);
  });
});

describe('the practice', () => {
  it("is of the pair her last turn told apart, ending in the app's pronunciation check", () => {
    const reply = answerHowToPractiseTheSounds('How I can practice?', TOLD, teacherFor('maya'))!;
    expect(reply).toMatch(/say 'three' and 'tree' slowly/);
    expect(reply).toMatch(/Voice practice .* pronunciation check/);
  });

  it('is none without a pair told, or for Lucía', () => {
    expect(answerHowToPractiseTheSounds('How I can practice?', 'What would you like to practise today?', teacherFor('maya'))).toBeNull();
    expect(answerHowToPractiseTheSounds('How I can practice?', TOLD, teacherFor('lucia'))).toBeNull();
  });
});
