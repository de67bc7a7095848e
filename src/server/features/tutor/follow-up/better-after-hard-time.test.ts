import { describe, expect, it } from 'vitest';
import { recordingChooser } from '../tutor-test-helpers';
import { BETTER_AFTER_HARD_TIME, respondToBetterNews } from './better-after-hard-time';

const hardTime = { en: 'My dog is very sick and I am worried.', es: 'Mi perro está muy enfermo y estoy preocupada.' };

describe.each(Object.entries(BETTER_AFTER_HARD_TIME))('%s', (language, recovery) => {
  const isSpanish = language === 'es';
  const previousMessage = hardTime[language as 'en' | 'es'];
  it.each(recovery.examples)('is glad at %j after a hard time', (message) => {
    expect(respondToBetterNews({ message, isSpanish, previousMessage, previousTurn: undefined, chooser: recordingChooser().chooser })?.acknowledgement).toBe(recovery.acks[0]);
  });
  it.each(recovery.counterExamples)('leaves %j', (message) => {
    expect(respondToBetterNews({ message, isSpanish, previousMessage, previousTurn: undefined, chooser: recordingChooser().chooser })).toBeNull();
  });
  it('says nothing of the kind with no hard time before', () => {
    expect(respondToBetterNews({ message: recovery.examples[0]!, isSpanish, previousMessage: isSpanish ? 'Tengo un perro.' : 'I have a dog.', previousTurn: undefined, chooser: recordingChooser().chooser })).toBeNull();
  });
});
