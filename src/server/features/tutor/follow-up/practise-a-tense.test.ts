import { describe, expect, it } from 'vitest';
import { teacherFor } from '../tutor-test-helpers';
import { startTensePractice, TENSE_PRACTICE } from './practise-a-tense';

describe.each(TENSE_PRACTICE.map((p) => [p.names.source, p] as const))('%s', (_names, practice) => {
  it.each(practice.examples)('starts for %j', (message) => {
    expect(startTensePractice(message, teacherFor('lucia'))).toBe(practice.es);
    expect(startTensePractice(message, teacherFor('sophia'))).toBe(practice.en);
  });
  it.each(practice.counterExamples)('does not start for %j', (message) => {
    expect(startTensePractice(message, teacherFor('lucia'))).toBeNull();
  });
});
