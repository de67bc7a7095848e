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

describe('an exercise asked for', () => {
  it.each([
    ['can you give me a exercise about present perfect?', "Let's practise the present perfect."],
    ['Can you give me an exercise on the past simple?', "Let's practise the past simple."],
    ['can you give me a small exercise with articles?', 'three sentences about your week that use articles'],
    ['Please give me some exercises for phrasal verbs.', 'three sentences about your week that use phrasal verbs'],
    ['Can you give me a exercise about since and for?', 'three sentences about your week that use since and for'],
    ["Give me an exercise on 'make' or 'do'.", "three sentences about your week that use 'make' or 'do'"],
  ])('%j is started at once', (message, start) => {
    expect(startTensePractice(message, teacherFor('sophia'))).toContain(start);
  });

  it.each([['give me homework please', 'sophia', "Here's your homework"], ['¿Me pones deberes?', 'lucia', 'Tus deberes'], ['Can you give me some homework?', 'lucia', 'Tus deberes'], ['Could you give me some homework, please?', 'sophia', "Here's your homework"], ['Can you give me homework?', 'maya', 'say these five words aloud']])('%j gets homework to take away', (message, slug, start) => {
    expect(startTensePractice(message, teacherFor(slug))).toContain(start);
  });

  it.each(['Can we practice? I will say my introduction and you tell me the mistakes.', 'Let me write a paragraph and you correct it.'])('%j gives the learner the floor', (message) => {
    expect(startTensePractice(message, teacherFor('sophia'))).toMatch(/^Of course, go ahead/);
  });

  it.each(['I will tell you about my trip.', 'You can correct my mistakes when you want.'])('%j is no offer to go first', (message) => {
    expect(startTensePractice(message, teacherFor('sophia'))).toBeNull();
  });

  it('in Spanish too', () => {
    expect(startTensePractice('¿Me puedes dar un ejercicio de por y para?', teacherFor('lucia'))).toContain('tres frases sobre tu semana que usen por y para');
  });

  it.each(['I do some exercise every morning.', 'What exercise do you do?', 'My doctor gave me an exercise for my back.', 'Can you give me an example?', 'Can you give me an exercise for my back pain?', 'Can you give me an exercise about my job interview tomorrow?', 'Can you give me an exercise for arms and legs?', 'homework', '¿Me puedes dar un ejercicio de yoga para la espalda?'])('%j is no request for one', (message) => {
    expect(startTensePractice(message, teacherFor('sophia'))).toBeNull();
  });
});
